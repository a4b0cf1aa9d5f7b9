import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { clubPlayersQueryOptions } from '../features/clubs/api/list-club-players';
import { duplicatesQueryOptions } from '../features/duplicates/api/list-duplicates';
import { freePlayersQueryOptions } from '../features/free-players/api/list-free-players';
import { playerQueryOptions } from '../features/players/api/get-player';
import { gameRecordQueryOptions } from '../features/tournaments/api/game-record';
import { playerVideosQueryOptions } from '../features/players/api/list-player-videos';
import { myRatingsQueryOptions } from '../features/ratings/api/get-my-ratings';
import { playerRatingsQueryOptions } from '../features/ratings/api/get-player-ratings';
import { ratingsOverviewQueryOptions, type RatingsOverviewQuery } from '../features/ratings/api/get-ratings-overview';
import { standingsQueryOptions } from '../features/tournaments/api/standings';
import { listUsersQueryOptions, type UsersListQuery } from '../features/users/api/list-users';
import { clubQueryOptions } from '../lib/clubs/get-club';
import { allClubsQueryOptions, listClubsQueryOptions, type ClubsFilter } from '../lib/clubs/list-clubs';
import { listPlayersQueryOptions, type PlayersListFilters } from '../lib/players/list-players';
import { tournamentQueryOptions } from '../lib/tournaments/get-tournament';
import { tournamentGamesQueryOptions } from '../lib/tournaments/list-tournament-games';
import { listTournamentsQueryOptions } from '../lib/tournaments/list-tournaments';

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
    players: (filters: PlayersListFilters) => start(listPlayersQueryOptions(filters)),

    /** The card needs the player first: its club and, only where this user sees the details, ratings and videos. */
    playerCard: async (playerId: string) => {
      const player = await start(playerQueryOptions(playerId));
      // Under the id the server answered with: a merged player's old id answers with the survivor.
      if (player?.clubId) void start(clubQueryOptions(player.clubId));
      if (!player?.detailsVisible) return;
      void start(playerRatingsQueryOptions(player.id));
      void start(playerVideosQueryOptions(player.id));
    },

    /** /video/{id}: the player, then (details visible) the videos. */
    playerVideos: async (playerId: string) => {
      const player = await start(playerQueryOptions(playerId));
      if (player?.detailsVisible) void start(playerVideosQueryOptions(player.id));
    },

    player: (playerId: string) => start(playerQueryOptions(playerId)),

    /** Club and roster at once: the roster does not depend on the club's answer. */
    club: (clubId: string) => Promise.all([start(clubQueryOptions(clubId)), start(clubPlayersQueryOptions(clubId, 0))]),

    clubs: (filter: ClubsFilter) => start(listClubsQueryOptions(filter)),

    freePlayers: (page: number) => start(freePlayersQueryOptions(page)),

    /** The list and the names for its clubs column. */
    users: (query: UsersListQuery) => Promise.all([start(listUsersQueryOptions(query)), start(allClubsQueryOptions())]),

    ratingsOverview: (query: RatingsOverviewQuery) => start(ratingsOverviewQueryOptions(query)),

    myRatings: () => start(myRatingsQueryOptions()),

    duplicates: () => start(duplicatesQueryOptions()),

    /** The tournament view and the match sheet: the tournament and its games at once. */
    tournamentView: (tournamentId: string) =>
      Promise.all([start(tournamentQueryOptions(tournamentId)), start(tournamentGamesQueryOptions(tournamentId))]),

    /** /Game/{id}: the tournament and its games and, when the address names one, that game's record. */
    gameRecording: (tournamentId: string, gameId: string | undefined) =>
      Promise.all([
        start(tournamentQueryOptions(tournamentId)),
        start(tournamentGamesQueryOptions(tournamentId)),
        gameId ? start(gameRecordQueryOptions(tournamentId, gameId)) : undefined,
      ]),

    /** The hub. */
    tournaments: () => start(listTournamentsQueryOptions()),

    /**
     * The tournaments this user follows, read once after each online start so
     * that they are readable offline from the last sync even if never opened
     * on this device (issue 14, decision 314): detail, schedule and standings
     * of the first FOLLOWED_KEPT_OFFLINE. Stale copies are read again.
     */
    followedForOffline: (tournamentIds: readonly string[]) =>
      Promise.all(
        tournamentIds
          .slice(0, FOLLOWED_KEPT_OFFLINE)
          .flatMap((id) => [
            start({ ...tournamentQueryOptions(id), revalidateIfStale: true }),
            start({ ...tournamentGamesQueryOptions(id), revalidateIfStale: true }),
            start({ ...standingsQueryOptions(id), revalidateIfStale: true }),
          ]),
      ),

    /** The guided setup: the tournament, and the clubs its teams step picks from. */
    tournamentSetup: (tournamentId: string) =>
      Promise.all([start(tournamentQueryOptions(tournamentId)), start(allClubsQueryOptions())]),

    /** Apply group results: the tournament, its games and the standings (ties) at once. */
    tournamentApply: (tournamentId: string) =>
      Promise.all([
        start(tournamentQueryOptions(tournamentId)),
        start(tournamentGamesQueryOptions(tournamentId)),
        start(standingsQueryOptions(tournamentId)),
      ]),
  };
}

export type RouteQueries = ReturnType<typeof routeQueries>;
