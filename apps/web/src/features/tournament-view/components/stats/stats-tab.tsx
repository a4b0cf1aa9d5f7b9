import { Skeleton, Stack } from '@mantine/core';
import { can } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../../components/section-panel';
import { QueryError } from '../../../../components/query-error';
import { useActor } from '../../../../lib/auth/use-actor';
import type { Tournament } from '../../../../entities/tournament/tournament-types';
import { useLeaderboard } from '../../api/get-leaderboard';
import { useTournamentMetrics } from '../../api/get-tournament-metrics';
import { useTournamentStats } from '../../api/get-tournament-stats';
import { GameStatsPanel } from './game-stats';
import { LeaderboardTables } from './leaderboard-table';
import { MetricsPanel } from './metrics-panel';

/** The tournament view's "Statistics" tab: leaderboard, game statistics and anonymised metrics (decision 024). */
export function StatsTab({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  const leaderboard = useLeaderboard(tournament.id);
  const stats = useTournamentStats(tournament.id);
  const showMetrics = can(actor, 'metrics.viewAggregated');

  return (
    <Stack gap="lg" data-testid="stats-tab">
      <SectionPanel title={t('stats.leaderboard.title')}>
        {leaderboard.isError ? (
          <QueryError query={leaderboard} title={t('stats.loadFailed')} />
        ) : (
          <LeaderboardTables leaderboard={leaderboard.data} />
        )}
      </SectionPanel>
      <SectionPanel title={t('stats.games.title')}>
        {stats.isError ? (
          <QueryError query={stats} title={t('stats.loadFailed')} />
        ) : stats.data ? (
          <GameStatsPanel stats={stats.data} />
        ) : (
          <Skeleton height={160} />
        )}
      </SectionPanel>
      {showMetrics && <MetricsSection tournamentId={tournament.id} />}
    </Stack>
  );
}

function MetricsSection({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation('tournaments');
  const metrics = useTournamentMetrics(tournamentId);
  return (
    <SectionPanel title={t('stats.metrics.title')}>
      {metrics.isError ? (
        <QueryError query={metrics} title={t('stats.loadFailed')} />
      ) : metrics.data ? (
        <MetricsPanel metrics={metrics.data} />
      ) : (
        <Skeleton height={160} />
      )}
    </SectionPanel>
  );
}
