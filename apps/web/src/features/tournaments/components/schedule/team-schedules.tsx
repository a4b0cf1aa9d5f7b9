import { Accordion, ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import type { GameLabels } from '../view/game-labels';
import { gamesByTeam, isPlaced } from './schedule-model';

/** The schedule per team: each team's games in order, the opponent named, unplaced games marked. */
export function TeamSchedules({
  tournament,
  games,
  labels,
  teamIds,
  onMove,
}: {
  tournament: Tournament;
  games: Game[];
  labels: GameLabels;
  /** Only these teams (the "my teams" filter); null for all. */
  teamIds: ReadonlySet<string> | null;
  onMove?: (game: Game) => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const lists = useMemo(
    () => gamesByTeam(tournament, games, i18n.resolvedLanguage).filter(({ team }) => !teamIds || teamIds.has(team.id)),
    [tournament, games, i18n.resolvedLanguage, teamIds],
  );

  return (
    <Accordion multiple variant="separated" defaultValue={teamIds ? [...teamIds] : []} data-testid="team-schedules">
      {lists.map(({ team, games: own }) => (
        <Accordion.Item key={team.id} value={team.id}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" pr="xs">
              <Text fw={600} truncate>
                {team.name}
              </Text>
              <Badge variant="light" color="gray">
                {t('schedule.teamGames', { count: own.length })}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {own.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('schedule.teamNoGames')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={0} type="native">
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('schedule.columns.day')}</Table.Th>
                      <Table.Th>{t('schedule.columns.time')}</Table.Th>
                      <Table.Th>{t('schedule.columns.pitch')}</Table.Th>
                      <Table.Th>{t('schedule.columns.opponent')}</Table.Th>
                      <Table.Th>{t('schedule.columns.result')}</Table.Th>
                      {onMove && <Table.Th aria-label={t('schedule.move')} />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {own.map((game) => {
                      const home = game.team1?.id === team.id;
                      const opponent = home ? labels.team2(game) : labels.team1(game);
                      const placed = isPlaced(game);
                      return (
                        <Table.Tr key={game.id}>
                          <Table.Td>{placed ? labels.day(game.date) : t('schedule.unplaced.short')}</Table.Td>
                          <Table.Td>{placed ? labels.time(game.start) : '–'}</Table.Td>
                          <Table.Td>{placed ? game.pitch : '–'}</Table.Td>
                          <Table.Td>
                            <Text size="sm" span fw={500}>
                              {opponent}
                            </Text>{' '}
                            <Text size="xs" span c="dimmed">
                              {labels.stage(game)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            {game.status === 'scheduled'
                              ? '–'
                              : home
                                ? `${game.goals1}:${game.goals2}`
                                : `${game.goals2}:${game.goals1}`}
                          </Table.Td>
                          {onMove && (
                            <Table.Td>
                              <ActionIcon
                                variant="subtle"
                                onClick={() => onMove(game)}
                                aria-label={`${t('schedule.move')}: ${labels.pairing(game)}`}
                              >
                                <IconArrowsMove size={16} aria-hidden />
                              </ActionIcon>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
