import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsMove } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { GameLabels } from '../../../../entities/tournament/game-labels';

/**
 * Games the scheduler could not fit (no day, time or pitch). They are never
 * hidden: the note says how many, the list names them, and organisers can
 * place each one by hand.
 */
export function UnplacedGames({
  games,
  total,
  labels,
  onMove,
}: {
  games: Game[];
  total: number;
  labels: GameLabels;
  onMove?: (game: Game) => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('schedule.unplaced.title')}
      data-testid="unplaced-games"
    >
      <Text size="sm" mb="xs">
        {t('schedule.unplaced.note', { count: total })}
      </Text>
      <List spacing={4} size="sm">
        {games.map((game) => (
          <List.Item key={game.id} data-testid="unplaced-game">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" span>
                {labels.stage(game)}: {labels.pairing(game)}
              </Text>
              {onMove && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconArrowsMove size={14} aria-hidden />}
                  onClick={() => onMove(game)}
                  aria-label={`${t('schedule.move')}: ${labels.pairing(game)}`}
                >
                  {t('schedule.move')}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
