import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { correctGameEvent } from '../../api/correct-game-event';
import { storeRecordedEvent } from '../../api/game-record-cache';
import type { TeamSide } from '../../api/game-types';
import type { DialogSlot } from './dialog-slot';
import { useOpenDialog } from './dialog-slot';
import type { EventValues } from './event-dialog';
import { useSaveError } from './event-list';
import { shownScore, type ShownEvent } from './game-model';
import { DeleteEventDialog, EventDialog, FinishDialog, NewEventDialog } from './recorder-dialogs';
import type { GameOutbox } from './use-game-outbox';
import type { TeamRoster } from './use-team-roster';

export type RecorderDialog =
  | { type: 'new'; initial: EventValues }
  | { type: 'edit'; event: ShownEvent }
  | { type: 'delete'; event: ShownEvent }
  | { type: 'finish' }
  | null;

interface RecorderDialogsProps {
  slot: DialogSlot<Exclude<RecorderDialog, null>>;
  tournamentId: string;
  game: Game;
  rosters: Readonly<Record<TeamSide, TeamRoster>>;
  events: readonly ShownEvent[];
  score: { goals1: number; goals2: number };
  /** Writes the server refused, which a finish would leave behind. */
  unsaved: number;
  finished: boolean;
  box: GameOutbox;
  eventLabel: (event: ShownEvent) => string;
}

/** What the new-event dialog shows before its first open (it is mounted, hidden, from the start). */
const NO_EVENT_YET: EventValues = { team: 1, kind: 'goal', minute: null, playerId: null };

/**
 * The recorder's dialogs, reading which is open from `slot` (decision 392):
 * opening one re-renders this, not the recorder. The new-event dialog stays
 * mounted, hidden, so a tap on "Goal" only shows it; Save closes it at once
 * and the event shows as waiting as soon as the device has kept it.
 */
export function RecorderDialogs({
  slot,
  tournamentId,
  game,
  rosters,
  events,
  score,
  unsaved,
  finished,
  box,
  eventLabel,
}: RecorderDialogsProps) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const saveError = useSaveError();
  const dialog = useOpenDialog(slot);
  // The last tap's values stay with the hidden dialog, so that closing it changes nothing else.
  const [newFrom, setNewFrom] = useState(NO_EVENT_YET);
  if (dialog?.type === 'new' && dialog.initial !== newFrom) setNewFrom(dialog.initial);

  const correct = useMutation({
    mutationFn: ({ event, values }: { event: ShownEvent; values: EventValues }) =>
      correctGameEvent(game.id, event.id, { ...values, version: event.stored?.version }),
    onSuccess: (recorded) => {
      storeRecordedEvent(queryClient, tournamentId, recorded);
      slot.close();
    },
  });
  const closeAfter = (written: Promise<void>) => void written.then(slot.close);

  return (
    <>
      <NewEventDialog
        opened={dialog?.type === 'new'}
        keepMounted
        rosters={rosters}
        game={game}
        initial={newFrom}
        title={t('game.event.newTitle')}
        submitLabel={t('game.event.save')}
        onClose={slot.close}
        onSubmit={(values) => {
          slot.close();
          box.record({ id: crypto.randomUUID(), ...values }, finished).catch(() =>
            // Never kept (the device's storage refused it): said at once, as the goal does not show.
            notifications.show({ color: 'red', title: t('game.refused.title'), message: t('game.event.notKept') }),
          );
        }}
      />
      {dialog?.type === 'edit' && (
        <EventDialog
          opened
          rosters={rosters}
          game={game}
          initial={{
            kind: dialog.event.kind,
            team: dialog.event.team,
            minute: dialog.event.minute,
            playerId: dialog.event.playerId,
          }}
          initialPlayerLabel={dialog.event.playerLabel}
          title={t('game.event.editTitle')}
          submitLabel={t('game.event.saveCorrection')}
          busy={correct.isPending}
          error={correct.error ? saveError(correct.error) : null}
          onClose={() => {
            correct.reset();
            slot.close();
          }}
          onSubmit={(values) => correct.mutate({ event: dialog.event, values })}
        />
      )}
      {dialog?.type === 'delete' && (
        <DeleteEventDialog
          opened
          event={dialog.event}
          eventLabel={eventLabel(dialog.event)}
          scoreAfter={shownScore(events.filter((e) => e.id !== dialog.event.id))}
          onClose={slot.close}
          onDelete={() => closeAfter(box.remove(dialog.event.id))}
        />
      )}
      {dialog?.type === 'finish' && (
        <FinishDialog
          opened
          game={game}
          score={score}
          unsaved={unsaved}
          busy={false}
          error={null}
          onClose={slot.close}
          onFinish={(shootout) => closeAfter(box.act({ kind: 'finish', score, shootout: shootout ?? null }))}
        />
      )}
    </>
  );
}
