import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { formatMinutes, type EventGame, type EventOfficial } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { dateTimeFormat } from '../../../lib/format';
import { officialWarnings, useAssignGame } from './officials-api';

type Pending = { gameId: string; userId: string };

/** "09:00 · Pitch A · FC Nord – FC Süd": a game as the assignment list names it. */
export function useGameLabel() {
  const { t, i18n } = useTranslation('events');
  const day = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', day: 'numeric', month: 'short' });
  return (g: Pick<EventGame, 'date' | 'start' | 'pitchName' | 'team1' | 'team2'>) =>
    [
      g.date === null ? null : day.format(new Date(`${g.date}T12:00:00Z`)),
      g.start === null ? null : formatMinutes(g.start),
      g.pitchName,
      `${g.team1?.name ?? t('games.tbd')} – ${g.team2?.name ?? t('games.tbd')}`,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * Every game of the event with a select of its officials (decision 456). A
 * choice that gives one official two overlapping games asks first, as a
 * game moved onto an occupied pitch does.
 */
export function GameAssignments({
  eventId,
  games,
  officials,
}: {
  eventId: string;
  games: readonly EventGame[];
  officials: readonly EventOfficial[];
}) {
  const { t } = useTranslation('officials');
  const label = useGameLabel();
  const assign = useAssignGame(eventId);
  const [pending, setPending] = useState<Pending | null>(null);
  const officialOf = new Map(officials.flatMap((o) => o.gameIds.map((id) => [id, o.userId] as const)));
  const nameOf = (userId: string) => officials.find((o) => o.userId === userId)?.name ?? '';
  const placed = games.filter((g) => g.date !== null);
  const warnings = officialWarnings(assign.error);

  const choose = (gameId: string, userId: string | null, confirm = false) => {
    setPending(userId === null ? null : { gameId, userId });
    assign.mutate({ gameId, userId, ...(confirm ? { confirm: true } : {}) }, { onSuccess: () => setPending(null) });
  };

  if (placed.length === 0) return <Text c="dimmed">{t('assign.noGames')}</Text>;
  return (
    <Stack gap="xs" data-testid="game-assignments">
      {warnings && pending && (
        <ErrorAlert color="orange" title={t('assign.busyTitle')} data-testid="official-busy">
          <Stack gap="xs">
            <Text size="sm">{t('assign.busy', { name: nameOf(pending.userId) })}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => choose(pending.gameId, pending.userId, true)}
                data-testid="official-busy-confirm"
              >
                {t('assign.confirm')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setPending(null);
                  assign.reset();
                }}
              >
                {t('section.cancel')}
              </Button>
            </Group>
          </Stack>
        </ErrorAlert>
      )}
      {assign.isError && !warnings && <RequestError error={assign.error} lead={t('assign.failed')} />}
      {placed.map((game) => (
        <NativeSelect
          key={game.id}
          label={label(game)}
          aria-label={t('assign.label', { game: label(game) })}
          value={officialOf.get(game.id) ?? ''}
          onChange={(e) => choose(game.id, e.currentTarget.value === '' ? null : e.currentTarget.value)}
          disabled={assign.isPending}
          data={[
            { value: '', label: t('assign.nobody') },
            ...officials.map((o) => ({ value: o.userId, label: o.name })),
          ]}
          data-testid="game-official"
          data-game-id={game.id}
        />
      ))}
    </Stack>
  );
}
