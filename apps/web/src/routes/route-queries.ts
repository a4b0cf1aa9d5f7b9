import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { RatingsOverviewQuery } from '../features/ratings/api/get-ratings-overview';
import type { UsersListQuery } from '../features/users/api/list-users';
import type { ClubsFilter } from '../entities/club/list-clubs';
import type { PlayersListFilters } from '../entities/player/list-players';

// Each page's queryOptions come with their own import(), not with this module:
// a page's loader then waits for its own API module only, not for every
// page's (the players list's first request waited for 17 modules before).
const listPlayers = () => import('../entities/player/list-players');
const getPlayer = () => import('../features/players/api/get-player');
const getClub = () => import('../entities/club/get-club');
const listClubs = () => import('../entities/club/list-clubs');
const listClubPlayers = () => import('../features/clubs/api/list-club-players');
const listFreePlayers = () => import('../features/free-players/api/list-free-players');
const listPlayerVideos = () => import('../features/players/api/list-player-videos');
const getPlayerRatings = () => import('../features/ratings/api/get-player-ratings');
const getPlayerTournaments = () => import('../features/players/api/get-player-tournaments');
const getMyRatings = () => import('../features/ratings/api/get-my-ratings');
const getRatingsOverview = () => import('../features/ratings/api/get-ratings-overview');
const listUsers = () => import('../features/users/api/list-users');
const listDuplicates = () => import('../features/duplicates/api/list-duplicates');
const getTournament = () => import('../entities/tournament/get-tournament');
const listTournamentGames = () => import('../entities/tournament/list-tournament-games');
const listTournaments = () => import('../entities/tournament/list-tournaments');
const getStandings = () => import('../features/tournament-view/api/standings');
const getGameRecord = () => import('../features/game-day/api/game-record');
const getEvent = () => import('../features/events/api/event-api');
const getPublicResults = () => import('../features/public-results/api/public-results');

/** At most this many followed tournaments are read ahead for offline use: 3 requests each. */
export const FOLLOWED_KEPT_OFFLINE = 10;

/**
 * Fills the cache entry a page's `useQuery` reads. Never rejects: a failed
 * request is the page's to show (its query holds the same error).
 */
function ensure<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData | undefined> {
  return queryClient.ensureQueryData(options).catch(() => undefined);
}

/**
 * The queries each data route's loader starts (decision 265): the same
 * `queryOptions` the page uses, so the page's query joins the request in
 * flight. This module is loaded with `import()` (start-route-queries.ts), so
 * none of it weighs on the initial route.
 */
export function routeQueries(queryClient: QueryClient) {
  const start = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ) => ensure(queryClient, options);
  return {
    players: async (filters: PlayersListFilters) => start((await listPlayers()).listPlayersQueryOptions(filters)),

    /** The card needs the player first: its club, its tournaments and, only where this user sees the details, ratings and videos. */
    playerCard: async (playerId: string) => {
      const player = await start((await getPlayer()).playerQueryOptions(playerId));
      // Under the id the server answered with: a merged player's old id answers with the survivor.
      const clubId = player?.clubId;
      if (clubId)
        void getClub()
          .then((m) => start(m.clubQueryOptions(clubId)))
          .catch(() => undefined);
      // The tournaments section shows on every card, details or not.
      if (player)
        void getPlayerTournaments()
          .then((m) => start(m.playerTournamentsQueryOptions(player.id)))
          .catch(() => undefined);
      if (!player?.detailsVisible) return;
      void getPlayerRatings()
        .then((m) => start(m.playerRatingsQueryOptions(player.id)))
        .catch(() => undefined);
      void listPlayerVideos()
        .then((m) => start(m.playerVideosQueryOptions(player.id)))
        .catch(() => undefined);
    },

    /** /video/{id}: the player, then (details visible) the videos. */
    playerVideos: async (playerId: string) => {
      const player = await start((await getPlayer()).playerQueryOptions(playerId));
      if (player?.detailsVisible)
        void listPlayerVideos()
          .then((m) => start(m.playerVideosQueryOptions(player.id)))
          .catch(() => undefined);
    },

    player: async (playerId: string) => start((await getPlayer()).playerQueryOptions(playerId)),

    /** Club and roster at once: the roster does not depend on the club's answer. */
    club: (clubId: string) =>
      Promise.all([
        getClub().then((m) => start(m.clubQueryOptions(clubId))),
        listClubPlayers().then((m) => start(m.clubPlayersQueryOptions(clubId, 0))),
      ]),

    clubs: async (filter: ClubsFilter) => start((await listClubs()).listClubsQueryOptions(filter)),

    freePlayers: async (page: number) => start((await listFreePlayers()).freePlayersQueryOptions(page)),

    /** The list and the names for its clubs column. */
    users: (query: UsersListQuery) =>
      Promise.all([
        listUsers().then((m) => start(m.listUsersQueryOptions(query))),
        listClubs().then((m) => start(m.allClubsQueryOptions())),
      ]),

    ratingsOverview: async (query: RatingsOverviewQuery) =>
      start((await getRatingsOverview()).ratingsOverviewQueryOptions(query)),

    myRatings: async () => start((await getMyRatings()).myRatingsQueryOptions()),

    duplicates: async () => start((await listDuplicates()).duplicatesQueryOptions()),

    /** The tournament view and the match sheet: the tournament and its games at once. */
    tournamentView: (tournamentId: string) =>
      Promise.all([
        getTournament().then((m) => start(m.tournamentQueryOptions(tournamentId))),
        listTournamentGames().then((m) => start(m.tournamentGamesQueryOptions(tournamentId))),
      ]),

    /** /Game/{id}: the tournament and its games and, when the address names one, that game's record. */
    gameRecording: (tournamentId: string, gameId: string | undefined) =>
      Promise.all([
        getTournament().then((m) => start(m.tournamentQueryOptions(tournamentId))),
        listTournamentGames().then((m) => start(m.tournamentGamesQueryOptions(tournamentId))),
        gameId ? getGameRecord().then((m) => start(m.gameRecordQueryOptions(tournamentId, gameId))) : undefined,
      ]),

    /** The hub. */
    tournaments: async () => start((await listTournaments()).listTournamentsQueryOptions()),

    /**
     * The tournaments this user follows, read once after each online start so
     * that they are readable offline from the last sync even if never opened
     * on this device (decision 314): detail, schedule and standings
     * of the first FOLLOWED_KEPT_OFFLINE. Stale copies are read again.
     */
    followedForOffline: async (tournamentIds: readonly string[]) => {
      const [tournament, games, standings] = await Promise.all([
        getTournament(),
        listTournamentGames(),
        getStandings(),
      ]);
      return Promise.all(
        tournamentIds
          .slice(0, FOLLOWED_KEPT_OFFLINE)
          .flatMap((id) => [
            start({ ...tournament.tournamentQueryOptions(id), revalidateIfStale: true }),
            start({ ...games.tournamentGamesQueryOptions(id), revalidateIfStale: true }),
            start({ ...standings.standingsQueryOptions(id), revalidateIfStale: true }),
          ]),
      );
    },

    /** The guided setup: the tournament, and the clubs its teams step picks from. */
    tournamentSetup: (tournamentId: string) =>
      Promise.all([
        getTournament().then((m) => start(m.tournamentQueryOptions(tournamentId))),
        listClubs().then((m) => start(m.allClubsQueryOptions())),
      ]),

    /** Apply group results: the tournament, its games and the standings (ties) at once. */
    tournamentApply: (tournamentId: string) =>
      Promise.all([
        getTournament().then((m) => start(m.tournamentQueryOptions(tournamentId))),
        listTournamentGames().then((m) => start(m.tournamentGamesQueryOptions(tournamentId))),
        getStandings().then((m) => start(m.standingsQueryOptions(tournamentId))),
      ]),

    /** An event and every division's games (decision 452). */
    event: async (eventId: string) => {
      const api = await getEvent();
      await Promise.all([start(api.eventQueryOptions(eventId)), start(api.eventGamesQueryOptions(eventId))]);
    },
    publicResults: async (token: string) => start((await getPublicResults()).publicResultsQueryOptions(token)),
  };
}

export type RouteQueries = ReturnType<typeof routeQueries>;
