import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBallFootball, IconCards, IconPencil, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import type { ErrorCode } from '@touchline/core';
import { ApiError, isApiError } from '../../../../lib/api-client';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameEventKind } from '../../api/game-types';
import type { OutboxEntry, ShownEvent } from './game-model';
import classes from './game.module.css';

const CARD_COLOURS: Record<Exclude<GameEventKind, 'goal'>, string> = {
  yellow: 'yellow',
  secondYellow: 'orange',
  red: 'red',
};

export function EventIcon({ kind }: { kind: GameEventKind }) {
  return (
    <span className={classes.icon}>
      {kind === 'goal' ? (
        <IconBallFootball size={22} aria-hidden />
      ) : (
        <IconCards size={22} aria-hidden color={`var(--mantine-color-${CARD_COLOURS[kind]}-6)`} />
      )}
    </span>
  );
}

/** A failed save in words: offline and timeouts say the entry is kept. */
export function useSaveError() {
  const { t } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  return (error: unknown) =>
    isApiError(error) && error.status === 0 ? t('game.saveFailedOffline') : errorMessage(error);
}

/** Why the server refused an outbox entry, translated from its stored code. */
export function useRefusalMessage() {
  const { errorMessage } = useErrorMessages();
  return (entry: OutboxEntry | undefined) =>
    errorMessage(entry?.refusal ? new ApiError(entry.refusal.status, entry.refusal.code as ErrorCode) : undefined);
}

interface EventListProps {
  game: Game;
  events: ShownEvent[];
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
  /** Offered for an event refused because the game was finished meanwhile. */
  onSendAsCorrection?: (seq: number) => void;
  onEdit?: (event: ShownEvent) => void;
  onDelete?: (event: ShownEvent) => void;
}

/**
 * The game's events, newest first, each with its sync state; refused ones
 * say why and offer retry, discard, or (game finished meanwhile) sending
 * the event as a result correction.
 */
export function EventList({ game, events, onRetry, onDiscard, onSendAsCorrection, onEdit, onDelete }: EventListProps) {
  const { t } = useTranslation('tournaments');
  const refusalMessage = useRefusalMessage();
  if (events.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-events">
        {t('game.noEvents')}
      </Text>
    );
  }

  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('game.eventsLabel')}>
      {[...events].reverse().map((event) => {
        const team = (event.team === 1 ? game.team1?.name : game.team2?.name) ?? t('schedule.tbd');
        const failed = event.state === 'failed' || event.state === 'removeFailed';
        const busy =
          event.state === 'saving' || event.state === 'removing' || event.state === 'waiting' ? event.state : null;
        const seq = event.entry?.seq;
        return (
          <Paper
            key={event.id}
            component="li"
            withBorder
            p="sm"
            data-testid="game-event"
            data-state={event.state}
            style={failed ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <Text fw={700} w={40} ta="right" style={{ flexShrink: 0 }}>
                  {event.minute === null ? '–' : `${event.minute}′`}
                </Text>
                <EventIcon kind={event.kind} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ textDecoration: event.state === 'removing' ? 'line-through' : undefined }}>
                    {t(`game.kinds.${event.kind}`)} · {team}
                  </Text>
                  {event.playerLabel && <Text size="sm">{event.playerLabel}</Text>}
                  {busy && (
                    <Badge variant="light" color={busy === 'waiting' ? 'orange' : 'gray'} mt={4}>
                      {t(`game.state.${busy}`)}
                    </Badge>
                  )}
                  {failed && (
                    <ErrorAlert inline mt={4}>
                      {event.state === 'failed' ? t('game.state.failed') : t('game.state.removeFailed')}{' '}
                      {refusalMessage(event.entry)}
                    </ErrorAlert>
                  )}
                </div>
              </Group>
              {!busy && !failed && (onEdit || onDelete) && (
                <Group gap={4} wrap="nowrap">
                  {onEdit && (
                    <ActionIcon
                      variant="default"
                      size="xl"
                      aria-label={t('game.correct')}
                      onClick={() => onEdit(event)}
                    >
                      <IconPencil size={20} aria-hidden />
                    </ActionIcon>
                  )}
                  {onDelete && (
                    <ActionIcon
                      variant="default"
                      size="xl"
                      aria-label={t('game.delete')}
                      onClick={() => onDelete(event)}
                    >
                      <IconTrash size={20} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              )}
            </Group>
            {failed && seq !== undefined && (
              <Group gap="xs" mt="xs" grow>
                <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => onRetry(seq)}>
                  {t('game.retry')}
                </Button>
                {event.state === 'failed' && onSendAsCorrection && event.entry?.refusal?.code === 'GAME_FINISHED' && (
                  <Button size="md" variant="light" onClick={() => onSendAsCorrection(seq)}>
                    {t('game.sendAsCorrection')}
                  </Button>
                )}
                <Button
                  size="md"
                  variant="default"
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={() => onDiscard(seq)}
                >
                  {event.state === 'failed' ? t('game.discard') : t('game.keep')}
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
