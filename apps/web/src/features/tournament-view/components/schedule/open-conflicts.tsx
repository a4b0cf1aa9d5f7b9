import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { isPlaced } from '../../../../entities/tournament/schedule-model';
import type { Game, GameConflicts, Tournament } from '../../../../entities/tournament/tournament-types';
import { MoveWarningList } from '../move/move-warnings';

/**
 * Every open conflict of the schedule in one place (decision 421): each game
 * that stands where a move would warn, with the warnings in words, until the
 * schedule no longer has them. Organisers open the move dialog from here.
 */
export function OpenConflicts({
  conflicts,
  tournament,
  games,
  labels,
  onMove,
}: {
  conflicts: readonly GameConflicts[];
  tournament: Pick<Tournament, 'teams'>;
  games: readonly Game[];
  labels: GameLabels;
  onMove?: (game: Game) => void;
}) {
  const { t } = useTranslation('tournaments');
  const byId = new Map(games.map((game) => [game.id, game]));
  const entries = conflicts.flatMap((conflict) => {
    const game = byId.get(conflict.gameId);
    return game && isPlaced(game) ? [{ game, warnings: conflict.warnings }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('scheduleConflicts.title', { count: entries.length })}
      data-testid="open-conflicts"
    >
      <Stack gap="sm">
        <Text size="sm">{t('scheduleConflicts.note')}</Text>
        {entries.map(({ game, warnings }) => (
          <div key={game.id} data-testid="open-conflict" data-game-id={game.id}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600}>
                {labels.day(game.date)} · {labels.time(game.start)} · {t('schedule.pitch', { pitch: game.pitch })}:{' '}
                {labels.pairing(game)}
              </Text>
              {onMove && (
                <Button size="compact-sm" variant="light" color="orange" onClick={() => onMove(game)}>
                  {t('schedule.move')}
                </Button>
              )}
            </Group>
            <MoveWarningList warnings={warnings} tournament={tournament} games={games} labels={labels} />
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
