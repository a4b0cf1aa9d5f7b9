import { Accordion, ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { gamesByTeam, isPlaced } from '../../../../entities/tournament/schedule-model';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';
import { ConflictMark } from './conflict-mark';
import { SubscribeCalendar } from '../calendar/subscribe-calendar';

/** The schedule per team: each team's games in order, the opponent named, unplaced games marked. */
export function TeamSchedules({
  tournament,
  games,
  labels,
  teamIds,
  onMove,
  conflicted,
}: {
  tournament: Tournament;
  games: Game[];
  labels: GameLabels;
  /** Only these teams (the "my teams" filter); null for all. */
  teamIds: ReadonlySet<string> | null;
  onMove?: (game: Game) => void;
  /** Games with an open conflict (decision 421), marked in their row. */
  conflicted?: ReadonlySet<string>;
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
              <TeamGames
                teamId={team.id}
                teamName={team.name}
                games={own}
                labels={labels}
                onMove={onMove}
                conflicted={conflicted}
              />
            )}
            <SubscribeCalendar tournamentId={tournament.id} team={team} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** One team's games: when and where, the opponent, the result from the team's side. */
function TeamGames({
  teamId,
  teamName,
  games,
  labels,
  onMove,
  conflicted,
}: {
  teamId: string;
  teamName: string;
  games: Game[];
  labels: GameLabels;
  onMove?: (game: Game) => void;
  conflicted?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('tournaments');
  const home = (game: Game) => game.team1?.id === teamId;
  const columns: StackedColumn<Game>[] = [
    {
      key: 'day',
      header: t('schedule.columns.day'),
      cell: (game) => (isPlaced(game) ? labels.day(game.date) : t('schedule.unplaced.short')),
    },
    {
      key: 'time',
      header: t('schedule.columns.time'),
      cell: (game) => (isPlaced(game) ? labels.time(game.start) : '–'),
    },
    {
      key: 'pitch',
      header: t('schedule.columns.pitch'),
      label: t('schedule.columns.pitch'),
      cell: (game) => (isPlaced(game) ? game.pitch : '–'),
    },
    {
      key: 'opponent',
      header: t('schedule.columns.opponent'),
      stacked: 'full',
      cell: (game) => (
        <>
          <Text size="sm" span fw={500}>
            {home(game) ? labels.team2(game) : labels.team1(game)}
          </Text>{' '}
          <Text size="xs" span c="dimmed">
            {labels.stage(game)}
          </Text>
          {conflicted?.has(game.id) && (
            <>
              {' '}
              <ConflictMark compact />
            </>
          )}
        </>
      ),
    },
    {
      key: 'result',
      header: t('schedule.columns.result'),
      label: t('schedule.columns.result'),
      cell: (game) =>
        game.status === 'scheduled'
          ? '–'
          : home(game)
            ? `${game.goals1}:${game.goals2}`
            : `${game.goals2}:${game.goals1}`,
    },
  ];
  if (onMove)
    columns.push({
      key: 'move',
      header: t('schedule.move'),
      stacked: 'end',
      noPrint: true,
      cell: (game) => (
        <ActionIcon
          variant="subtle"
          onClick={() => onMove(game)}
          aria-label={`${t('schedule.move')}: ${labels.pairing(game)}`}
        >
          <IconArrowsMove size={16} aria-hidden />
        </ActionIcon>
      ),
    });
  return (
    <StackedTable columns={columns} rows={games} rowKey={(game) => game.id} caption={teamName} verticalSpacing="xs" />
  );
}
