import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBallFootball, IconCards, IconPencil, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { isApiError } from '../../../../lib/api-client';
import type { Game } from '../../../../lib/tournaments/tournament-types';
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

interface EventListProps {
  game: Game;
  events: ShownEvent[];
  outbox: OutboxEntry[];
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  onEdit?: (event: ShownEvent) => void;
  onDelete?: (event: ShownEvent) => void;
}

/** The game's events, newest first, each with its save state; failed ones can be sent again. */
export function EventList({ game, events, outbox, onRetry, onDiscard, onEdit, onDelete }: EventListProps) {
  const { t } = useTranslation('tournaments');
  const saveError = useSaveError();
  if (events.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-events">
        {t('game.noEvents')}
      </Text>
    );
  }
  const errorOf = (id: string) =>
    outbox.find((e) => (e.op === 'record' ? e.draft.id : e.eventId) === id && e.state === 'failed')?.error;

  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('game.eventsLabel')}>
      {[...events].reverse().map((event) => {
        const team = (event.team === 1 ? game.team1?.name : game.team2?.name) ?? t('schedule.tbd');
        const failed = event.state === 'failed' || event.state === 'removeFailed';
        const busy = event.state === 'saving' || event.state === 'removing';
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
                    <Badge variant="light" color="gray" mt={4}>
                      {event.state === 'saving' ? t('game.state.saving') : t('game.state.removing')}
                    </Badge>
                  )}
                  {failed && (
                    <Text size="sm" c="red" fw={600} role="alert" mt={4}>
                      {event.state === 'failed' ? t('game.state.failed') : t('game.state.removeFailed')}{' '}
                      {saveError(errorOf(event.id))}
                    </Text>
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
            {failed && (
              <Group gap="xs" mt="xs" grow>
                <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => onRetry(event.id)}>
                  {t('game.retry')}
                </Button>
                <Button
                  size="md"
                  variant="default"
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={() => onDiscard(event.id)}
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
