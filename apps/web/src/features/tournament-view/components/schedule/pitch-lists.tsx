import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { gameEnd, type ScheduleDay } from '../../../../entities/tournament/schedule-model';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { ConflictMark } from './conflict-mark';

/**
 * The schedule as plain text: per day and pitch, the games in time order,
 * with the full team names. Reads on a phone without scrolling sideways,
 * prints, and works with a screen reader; the timeline stays the picture.
 */
export function PitchLists({
  days,
  tournament,
  labels,
  visible,
  onMove,
  conflicted,
}: {
  days: readonly ScheduleDay[];
  tournament: Pick<Tournament, 'settings' | 'dateFrom' | 'dateTo'>;
  labels: GameLabels;
  visible: (game: Game) => boolean;
  onMove?: (game: Game) => void;
  conflicted: ReadonlySet<string>;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <Stack gap="lg" data-testid="pitch-lists">
      {days.map((day) => {
        const shown = day.games.filter(visible);
        if (shown.length === 0) return null;
        return (
          <section key={day.date} aria-labelledby={`pitch-day-${day.date}`}>
            <Title order={3} fz="h4" mb="xs" id={`pitch-day-${day.date}`}>
              {labels.day(day.date)}
            </Title>
            <Stack gap="sm">
              {day.pitches.map((pitch) => {
                const games = shown.filter((game) => game.pitch === pitch);
                if (games.length === 0) return null;
                return (
                  <div key={pitch} data-testid={`pitch-list-${day.date}-${pitch}`}>
                    <Text fw={600} size="sm">
                      {t('schedule.pitch', { pitch })}
                    </Text>
                    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                      {games.map((game) => (
                        <Group component="li" key={game.id} gap="xs" wrap="nowrap" align="flex-start">
                          <Text size="sm" c="dimmed" style={{ flex: '0 0 auto', fontVariantNumeric: 'tabular-nums' }}>
                            {labels.time(game.start)}–{labels.time(gameEnd(game, tournament))}
                          </Text>
                          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
                            <Text size="sm" fw={500}>
                              {labels.pairing(game)}
                              {game.status !== 'scheduled' && ` ${game.goals1}:${game.goals2}`}
                            </Text>
                            <Group gap={6}>
                              <Text size="xs" c="dimmed">
                                {labels.stage(game)}
                              </Text>
                              {conflicted.has(game.id) && <ConflictMark compact />}
                            </Group>
                          </div>
                          {onMove && (
                            <ActionIcon
                              variant="subtle"
                              onClick={() => onMove(game)}
                              aria-label={`${t('schedule.move')}: ${labels.pairing(game)}`}
                            >
                              <IconArrowsMove size={16} aria-hidden />
                            </ActionIcon>
                          )}
                        </Group>
                      ))}
                    </Stack>
                  </div>
                );
              })}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
