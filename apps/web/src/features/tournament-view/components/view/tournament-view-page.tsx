import { Badge, Button, Group, Skeleton, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconPrinter, IconSettings, IconStopwatch } from '@tabler/icons-react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { can, canSome } from '@touchline/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '../../../../components/data-age';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { lazyPanel } from '../../../../components/lazy-panel';
import { PanelSkeleton } from '../../../../components/panel-skeleton';
import { Page } from '../../../../components/page';
import { QueryError } from '../../../../components/query-error';
import { afterPageLoad } from '../../../../lib/after-page-load';
import { isApiError } from '../../../../lib/api-client';
import { useActor } from '../../../../lib/auth/use-actor';
import { useMe } from '../../../../lib/auth/get-me';
import { FollowButton } from '../../../../entities/tournament/follow-button';
import { useTournament } from '../../../../entities/tournament/get-tournament';
import { useTournamentGames } from '../../../../entities/tournament/list-tournament-games';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { ChampionBanner } from '../../../../entities/tournament/champion/champion-banner';
import { ScheduleTab } from '../schedule/schedule-tab';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { visibleTabs, type ViewTab } from './view-tabs';

const routeApi = getRouteApi('/TournamentView/$tournamentId');

/** Web Push (decision 325): its own chunk, fetched only when a follower opens a tournament. */
const PushToggle = lazy(() => import('./push-toggle'));

// The schedule, the tab most visitors open first, is part of the page; every
// other tab's code loads when it is first shown, or earlier on idle (decision 327).
const tabLoading = { loading: () => <PanelSkeleton /> };
const StandingsPanel = lazyPanel(
  () => import('../standings/standings-tab').then((module) => module.StandingsTab),
  tabLoading,
);
const BracketPanel = lazyPanel(() => import('../bracket/bracket-tab').then((module) => module.BracketTab), tabLoading);
const StartListPanel = lazyPanel(() => import('./start-list').then((module) => module.StartList), tabLoading);
const StatsPanel = lazyPanel(() => import('../stats/stats-tab').then((module) => module.StatsTab), tabLoading);
const LineupsPanel = lazyPanel(() => import('../lineups/lineups-tab').then((module) => module.LineupsTab), tabLoading);

/** Downloads what showing a tab needs beyond the page: its panel's code. */
const preloadTab: Record<ViewTab, () => void> = {
  schedule: () => {},
  groups: StandingsPanel.preload,
  bracket: BracketPanel.preload,
  startList: StartListPanel.preload,
  stats: StatsPanel.preload,
  lineups: LineupsPanel.preload,
};

/** Only organisers move games (decision 286). */
const MoveGameDialog = lazyDialog(() => import('../move/move-game-dialog').then((module) => module.MoveGameDialog));

/**
 * /TournamentView/{id} (signed in): schedule, groups, knockout tree and start
 * list. The data follows the live channel: a `tournament` event refetches the
 * tournament and its games (src/lib/live-events.ts), so a moved game moves
 * here without a reload.
 */
export function TournamentViewPage() {
  const { t } = useTranslation('tournaments');
  const { tournamentId } = routeApi.useParams();
  const { tab } = routeApi.useSearch();
  const tournament = useTournament(tournamentId);
  const games = useTournamentGames(tournamentId);

  // A link to a tab: its code downloads while the tournament still loads.
  useEffect(() => {
    if (tab) preloadTab[tab]();
  }, [tab]);

  if (tournament.isError && isApiError(tournament.error) && tournament.error.status === 404) {
    return <UnknownTournament />;
  }
  // A failed refetch over data already here (offline) keeps showing it, with its age (DataAge).
  if (tournament.isError && !tournament.data) {
    return (
      <Page title={t('view.title')} size="xl">
        <QueryError query={tournament} title={t('view.loadFailed')} />
      </Page>
    );
  }
  if (!tournament.data) {
    return (
      <Page title={t('view.title')} heading={<Skeleton height={32} width="50%" />} size="xl">
        <Skeleton height={36} width="70%" />
        <Skeleton height={260} />
      </Page>
    );
  }
  return <TournamentView tournament={tournament.data} games={games} tournamentQuery={tournament} />;
}

function TournamentView({
  tournament,
  games,
  tournamentQuery,
}: {
  tournament: Tournament;
  games: ReturnType<typeof useTournamentGames>;
  tournamentQuery: ReturnType<typeof useTournament>;
}) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  const me = useMe();
  const { tab, game } = routeApi.useSearch();
  const navigate = useNavigate();
  const [moving, setMoving] = useState<string | null>(null);
  const items: Game[] = games.data?.items ?? [];
  const labels = useGameLabels(items);
  const mayMove = can(actor, 'tournament.setUp');
  const mayRecord = can(actor, 'game.record') && items.length > 0;
  const onMove = mayMove ? (game: Game) => setMoving(game.id) : undefined;

  const tabs = useMemo(() => visibleTabs(tournament.type), [tournament.type]);
  const active: ViewTab = tab && tabs.includes(tab) ? tab : 'schedule';
  const tabLabel = (key: ViewTab) =>
    key === 'groups' && tournament.type === 'roundRobin' ? t('view.tabs.table') : t(`view.tabs.${key}`);
  const nothing = tournament.teams.length === 0 && items.length === 0;
  const dates =
    tournament.dateFrom === tournament.dateTo
      ? labels.day(tournament.dateFrom)
      : `${labels.day(tournament.dateFrom)} – ${labels.day(tournament.dateTo)}`;

  // Once the page has loaded, the other tabs' code, so that switching is immediate even on a slow phone.
  // Not cancelled on leaving: a download started late is harmless, and each one happens once.
  useEffect(() => {
    afterPageLoad(() => tabs.forEach((key) => preloadTab[key]()));
  }, [tabs]);

  return (
    <Page title={tournament.name} size="xl">
      <Group justify="space-between" gap="sm" mt={-8}>
        <Group gap="xs">
          <Badge variant="light">{t(`view.types.${tournament.type}`)}</Badge>
          <Text c="dimmed" size="sm">
            {[dates, tournament.location, t('view.teamCount', { count: tournament.teams.length })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
        <ViewActions tournamentId={tournament.id} mayRecord={mayRecord} mayMove={mayMove} />
      </Group>
      {tournament.title && <Text>{tournament.title}</Text>}
      {can(actor, 'tournament.follow') && (
        <Group gap="sm">
          {/* Following from the tournament's own page too, not only from the hub. */}
          <FollowButton tournament={tournament} followed={me?.followedTournaments.includes(tournament.id) ?? false} />
          <Suspense fallback={null}>
            <PushToggle />
          </Suspense>
        </Group>
      )}
      <DataAge queries={[tournamentQuery, games]} />
      <ChampionBanner tournament={tournament} games={items} />

      {nothing ? (
        <Text data-testid="no-tournament-data">{t('view.noData')}</Text>
      ) : (
        <Tabs
          value={active}
          onChange={(value) =>
            void navigate({
              to: '/TournamentView/$tournamentId',
              params: { tournamentId: tournament.id },
              search: { tab: value === 'schedule' ? undefined : (value as ViewTab) },
              replace: true,
            })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('view.tabs.label')}>
            {tabs.map((key) => (
              <Tabs.Tab
                key={key}
                value={key}
                // Pointer (a touch too) or keyboard on the way to a tab: its code, if the idle preload has not run yet.
                onPointerEnter={preloadTab[key]}
                onFocus={preloadTab[key]}
              >
                {tabLabel(key)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Stack pt="md">
            {/* The open tab's name as the level between the page title and the tab's own h3 sections,
                so that screen readers' heading lists do not skip a level. */}
            <VisuallyHidden component="h2">{tabLabel(active)}</VisuallyHidden>
            {games.isError && !games.data && active !== 'startList' && active !== 'stats' ? (
              <QueryError query={games} title={t('view.gamesFailed')} />
            ) : !games.data && active !== 'startList' && active !== 'stats' ? (
              <Skeleton height={240} />
            ) : (
              <>
                <Tabs.Panel value="schedule">
                  <ScheduleTab
                    tournament={tournament}
                    games={items}
                    labels={labels}
                    clubIds={actor?.clubIds ?? []}
                    onMove={onMove}
                    conflicts={games.data?.conflicts}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="groups">
                  <StandingsPanel tournament={tournament} games={items} />
                </Tabs.Panel>
                <Tabs.Panel value="bracket">
                  <BracketPanel tournament={tournament} games={items} labels={labels} />
                </Tabs.Panel>
                <Tabs.Panel value="startList">
                  <StartListPanel tournament={tournament} />
                </Tabs.Panel>
                <Tabs.Panel value="stats">
                  <StatsPanel tournament={tournament} />
                </Tabs.Panel>
                <Tabs.Panel value="lineups">
                  <LineupsPanel tournament={tournament} games={items} labels={labels} gameId={game} />
                </Tabs.Panel>
              </>
            )}
          </Stack>
        </Tabs>
      )}
      {mayMove && (
        <MoveGameDialog
          opened={moving !== null}
          tournament={tournament}
          games={items}
          gameId={moving}
          labels={labels}
          onClose={() => setMoving(null)}
        />
      )}
    </Page>
  );
}

/** The links from the view: the match sheets, recording once there are games, the setup; each for who may. */
function ViewActions({
  tournamentId,
  mayRecord,
  mayMove,
}: {
  tournamentId: string;
  mayRecord: boolean;
  mayMove: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  return (
    <Group gap="xs">
      {canSome(actor, 'scouting.view') && (
        <Button
          variant="default"
          renderRoot={(props) => <Link to="/ScoutDay/$tournamentId" params={{ tournamentId }} {...props} />}
          data-testid="scout-day-link"
        >
          {t('view.scoutDay')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        renderRoot={(props) => <Link to="/sheet/$tournamentId" params={{ tournamentId }} {...props} />}
      >
        {t('view.sheet')}
      </Button>
      {mayRecord && (
        <Button
          leftSection={<IconStopwatch size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/Game/$tournamentId" params={{ tournamentId }} {...props} />}
        >
          {t('game.recordLink')}
        </Button>
      )}
      {mayMove && (
        <Button
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/TournamentSetup/$tournamentId" params={{ tournamentId }} {...props} />}
        >
          {t('view.setup')}
        </Button>
      )}
    </Group>
  );
}

function UnknownTournament() {
  const { t } = useTranslation('tournaments');
  return (
    <Page title={t('view.unknownTitle')}>
      <Text data-testid="unknown-tournament">{t('view.unknownText')}</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/Tournament" {...props} />}>{t('view.backToHub')}</Button>
      </Group>
    </Page>
  );
}
