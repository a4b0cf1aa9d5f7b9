import { Button, Modal, NativeSelect, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { GAME_EVENT_KINDS, MAX_GAME_MINUTE } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameEventKind, TeamSide } from '../../api/game-types';
import type { TeamRoster } from './use-team-roster';
import { LabelledSegmentedControl } from '../../../../components/labelled-segmented-control';
import { IntegerInput } from '../../../../components/integer-input';
import { ErrorAlert } from '../../../../components/error-alert';
import { useCodedForm } from '../../../../lib/forms/use-coded-form';

export interface EventValues {
  kind: GameEventKind;
  team: TeamSide;
  minute: number | null;
  playerId: string | null;
}

interface EventDialogProps {
  opened: boolean;
  /**
   * Both teams' rosters as the recorder holds them: the dialog reads no
   * query of its own, so opening it fetches nothing (decision 390).
   */
  rosters: Readonly<Record<TeamSide, TeamRoster>>;
  game: Game;
  /** What the dialog starts with: the tapped button's team and kind, or the event being corrected. */
  initial: EventValues;
  /**
   * For corrections: how the event shows its player ("7 Max Muster"). The
   * player may have left the team's roster since (or it is still loading):
   * the list then keeps them as an option, so that the dialog shows who is
   * recorded instead of "No player" over a kept id.
   */
  initialPlayerLabel?: string | null;
  title: string;
  submitLabel: string;
  /** For corrections: saving and its failure are shown in the dialog. */
  busy?: boolean;
  error?: string | null;
  onSubmit: (values: EventValues) => void;
  onClose: () => void;
  /**
   * Hidden while closed instead of unmounted (lazyDialog's `keepMounted`): an
   * open then only shows it, and a new `initial` starts it over.
   */
  keepMounted?: boolean;
}

/**
 * Team, kind, minute and (optionally) the player, picked from the team's
 * roster in the device's own list (a wheel or a sheet on a phone, with no
 * keyboard covering half the dialog; decision 333), line-up first, by back
 * number.
 * Full screen on a phone, with the save button within the thumb's reach.
 * A chunk of its own, downloaded as the recorder shows (recorder-dialogs.ts). A roster the device has never loaded
 * says so while offline instead of loading forever (decision 426).
 */
export function EventDialog({
  opened,
  rosters,
  game,
  initial,
  initialPlayerLabel,
  title,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
  keepMounted = false,
}: EventDialogProps) {
  const { t } = useTranslation('tournaments');
  // Read at once: read in an effect, the first open would render the dialog twice, and lay it out twice.
  const fullScreen = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  // Its values are checked as they are picked (the minute's range by IntegerInput); the server checks the rest.
  const form = useCodedForm<EventValues>({ initialValues: initial });
  // Kept mounted, the dialog starts over from each tap's values: set while rendering (React's
  // "adjusting state when a prop changes"), so the open shows them in its first frame.
  const [startedFrom, setStartedFrom] = useState(initial);
  if (startedFrom !== initial) {
    setStartedFrom(initial);
    form.setValues(initial);
  }
  const values = form.values;
  const roster = rosters[values.team];
  // A corrected event's player who is not in the roster stays an option while picked.
  const recordedPlayerOption =
    initial.playerId !== null &&
    values.playerId === initial.playerId &&
    !roster.players.some((p) => p.id === initial.playerId)
      ? [{ value: initial.playerId, label: initialPlayerLabel ?? t('game.event.recordedPlayer') }]
      : [];
  const teamName = (side: TeamSide) => (side === 1 ? game.team1?.name : game.team2?.name) ?? t('schedule.tbd');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={fullScreen}
      size="md"
      keepMounted={keepMounted}
      keepMountedMode="display-none"
      // Pitch-side, a tap is answered in the next frame (decision 392): no fade in or out, and on a
      // phone no scroll lock, whose style change on <body> lays out the whole recorder behind the dialog.
      transitionProps={{ duration: 0 }}
      lockScroll={!fullScreen}
    >
      <form onSubmit={form.onSubmit((submitted) => onSubmit(submitted))} noValidate>
        <Stack gap="md">
          <LabelledSegmentedControl
            label={t('game.event.team')}
            fullWidth
            size="md"
            orientation={fullScreen ? 'vertical' : 'horizontal'}
            value={String(values.team)}
            onChange={(value) => form.setValues({ team: value === '2' ? 2 : 1, playerId: null })}
            data={[
              { value: '1', label: teamName(1) },
              { value: '2', label: teamName(2) },
            ]}
          />
          <LabelledSegmentedControl
            label={t('game.event.kind')}
            fullWidth
            size="md"
            orientation={fullScreen ? 'vertical' : 'horizontal'}
            value={values.kind}
            onChange={(value) => form.setValues({ kind: value as GameEventKind })}
            data={GAME_EVENT_KINDS.map((kind) => ({ value: kind, label: t(`game.kinds.${kind}`) }))}
          />
          <IntegerInput
            size="lg"
            label={t('game.event.minute')}
            max={MAX_GAME_MINUTE}
            clampBehavior="strict"
            value={values.minute ?? null}
            onChange={(minute) => form.setValues({ minute })}
          />
          <NativeSelect
            size="lg"
            label={t('game.event.player')}
            description={
              roster.offline
                ? t('game.event.rosterOffline')
                : roster.failed
                  ? t('game.event.rosterFailed')
                  : t('game.event.playerHint')
            }
            data={[
              {
                value: '',
                label: roster.loading && !roster.offline ? t('game.event.rosterLoading') : t('game.event.noPlayer'),
              },
              ...recordedPlayerOption,
              ...roster.players.map((p) => ({ value: p.id, label: p.label })),
            ]}
            value={values.playerId ?? ''}
            onChange={(event) => {
              const playerId = event.currentTarget.value || null;
              form.setValues({ playerId });
            }}
          />
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <Button type="submit" size="xl" fullWidth loading={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
