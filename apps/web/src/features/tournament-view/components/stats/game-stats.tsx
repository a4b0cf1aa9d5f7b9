import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { GameStats, PhaseStats, TournamentStats } from '@touchline/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CardCounts } from '../../../../components/card-counts';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';

const GoalsChart = lazy(() => import('./goals-chart'));

type PhaseRow = Omit<PhaseStats, 'phase'> & { key: string; label: string };

/**
 * Per tournament: finished games per phase and in total (goals, goals per
 * game, draws, shootouts, cards); per game: a bar chart of goals and a table
 * with the score and each side's cards.
 */
export function GameStatsPanel({ stats }: { stats: TournamentStats }) {
  const { t } = useTranslation('tournaments');
  const teamName = (team: GameStats['team1']) => team?.name ?? t('stats.games.tbd');
  const gameLabel = (g: GameStats) => `${teamName(g.team1)} – ${teamName(g.team2)}`;

  if (stats.games.length === 0) return <Text c="dimmed">{t('stats.games.none')}</Text>;

  const phaseRows: PhaseRow[] = [
    ...stats.byPhase.map(({ phase, ...rest }) => ({ ...rest, key: phase, label: t(`stats.phases.${phase}`) })),
    ...(stats.byPhase.length > 1 ? [{ ...stats.totals, key: 'total', label: t('stats.games.total') }] : []),
  ];
  const phaseColumns: StackedColumn<PhaseRow>[] = [
    { key: 'phase', header: t('stats.games.phase'), cell: (r) => <Text fw={500}>{r.label}</Text>, stacked: 'main' },
    { key: 'games', header: t('stats.games.played'), label: t('stats.games.played'), cell: (r) => r.games },
    { key: 'goals', header: t('stats.games.goals'), label: t('stats.games.goals'), cell: (r) => r.goals },
    {
      key: 'perGame',
      header: t('stats.games.goalsPerGame'),
      label: t('stats.games.goalsPerGame'),
      cell: (r) => r.goalsPerGame,
    },
    { key: 'draws', header: t('stats.games.draws'), label: t('stats.games.draws'), cell: (r) => r.draws },
    {
      key: 'shootouts',
      header: t('stats.games.shootouts'),
      label: t('stats.games.shootouts'),
      cell: (r) => r.shootouts,
    },
    {
      key: 'cards',
      header: t('stats.games.cards'),
      label: t('stats.games.cards'),
      cell: (r) => <CardCounts cards={r.cards} />,
    },
  ];
  const finished = stats.games.filter((g) => g.status === 'finished');
  const gameColumns: StackedColumn<GameStats>[] = [
    {
      key: 'game',
      header: t('stats.games.game'),
      stacked: 'main',
      cell: (g) => (
        <Text size="sm" fw={500}>
          {gameLabel(g)}
          {g.status === 'running' && (
            <Text span c="dimmed" size="sm">
              {` (${t('stats.games.running')})`}
            </Text>
          )}
        </Text>
      ),
    },
    {
      key: 'score',
      header: t('stats.games.score'),
      label: t('stats.games.score'),
      cell: (g) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {g.goals1}:{g.goals2}
          {g.shootout && ` (${g.shootout.goals1}:${g.shootout.goals2})`}
        </span>
      ),
    },
    {
      key: 'cards',
      header: t('stats.games.cards'),
      label: t('stats.games.cards'),
      // Team 1's cards, then team 2's, in the order the game's name gives them.
      cell: (g) => (
        <span>
          <CardCounts cards={g.cards1} /> / <CardCounts cards={g.cards2} />
        </span>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <StackedTable
        columns={phaseColumns}
        rows={phaseRows}
        rowKey={(r) => r.key}
        caption={t('stats.games.title')}
        testId="stats-phases"
        verticalSpacing="xs"
      />
      {finished.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="h4">
            {t('stats.games.chartTitle')}
          </Title>
          {/* The chart is a picture of the table below, which screen readers read instead. */}
          <div aria-hidden>
            <Suspense fallback={<Skeleton height={200} />}>
              <GoalsChart
                data={finished.map((g) => ({ game: gameLabel(g), goals: g.goals1 + g.goals2 }))}
                seriesLabel={t('stats.games.goals')}
              />
            </Suspense>
          </div>
        </Stack>
      )}
      <StackedTable
        columns={gameColumns}
        rows={stats.games}
        rowKey={(g) => g.gameId}
        caption={t('stats.games.chartTitle')}
        testId="stats-games"
        verticalSpacing="xs"
      />
    </Stack>
  );
}
