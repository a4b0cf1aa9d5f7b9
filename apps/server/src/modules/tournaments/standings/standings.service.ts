import { randomUUID } from 'node:crypto';
import {
  FIFA_RULES,
  UEFA_RULES,
  gameCards,
  isFedByGame,
  playoffPlaces,
  rankWildcards,
  standingsWithSeparation,
  validateTieResolution,
  type Actor,
  type CardEvent,
  type CardCounts,
  type FieldErrorCode,
  type PutTieResolution,
  type Standings,
  type StandingsGroup,
  type StandingsRules,
  type TieResolution,
  type TieResolutionSaved,
} from '@touchline/core';
import type { Store } from '../../../db/unit-of-work.js';
import { assertCan } from '../../../http/access.js';
import { AppError, orNotFound } from '../../../http/errors.js';
import type { EventBus } from '../../../realtime/event-bus.js';
import type { TournamentReadCache } from '../../../realtime/tournament-read-cache.js';
import type { CardEventRow, StandingsRepository, TieResolutionRow } from './standings.repository.js';
import { presentResolution } from './standings.presenter.js';
import { winnerOf } from '../shared/game-result.js';
import { advancingGroupsOf, formatOf, knockoutPlan, parseBrackets } from '../shared/tournament-format.js';
import type {
  GameRow,
  GroupRow,
  TeamWithClub,
  TournamentRow,
  TournamentsRepository,
} from '../shared/tournaments.repository.js';

export type StandingsStore = Store<{ tournaments: TournamentsRepository; standings: StandingsRepository }>;
type Repositories = Omit<StandingsStore, 'transaction'>;

export function rulesOf(tournament: Pick<TournamentRow, 'tieBreak'>): StandingsRules {
  return tournament.tieBreak === 'UEFA' ? UEFA_RULES : FIFA_RULES;
}

/** Everything a table needs, read once. */
export type TournamentResults = {
  tournament: TournamentRow;
  teams: TeamWithClub[];
  groups: GroupRow[];
  games: GameRow[];
  cards: Map<string, { cards1: CardCounts; cards2: CardCounts }>;
  resolutions: TieResolutionRow[];
};

export async function readResults(repos: Repositories, id: string): Promise<TournamentResults> {
  const tournament = await orNotFound(repos.tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
  const [teams, groups, games, events, resolutions] = await Promise.all([
    repos.tournaments.teams(id),
    repos.tournaments.groups(id),
    repos.tournaments.games(id),
    repos.standings.cardEvents(id),
    repos.standings.resolutions(id),
  ]);
  return { tournament, teams, groups, games, cards: cardsPerGame(events), resolutions };
}

function cardsPerGame(events: readonly CardEventRow[]) {
  const byGame = new Map<string, CardEvent[]>();
  for (const e of events) {
    const list = byGame.get(e.gameId) ?? [];
    list.push({ kind: e.kind as CardEvent['kind'], team: e.team === 2 ? 2 : 1, playerId: e.playerId });
    byGame.set(e.gameId, list);
  }
  return new Map([...byGame].map(([gameId, list]) => [gameId, gameCards(list)] as const));
}

/** The engine's resolutions from the stored ones. */
export function engineResolutions(rows: readonly TieResolutionRow[]): TieResolution[] {
  return rows.map((r) => ({
    teams: r.teamKey.split(','),
    order: JSON.parse(r.teamOrder) as string[],
    method: r.method as TieResolution['method'],
    ...(r.note ? { note: r.note } : {}),
    ...(r.score ? { score: r.score } : {}),
  }));
}

/**
 * Group (or main) games with their results and cards, as the engine reads them.
 * Running games count too: the table is live while a game is played (decision 023).
 */
export function playedGames(results: TournamentResults, onlyFinished = false) {
  return results.games
    .filter((g) => g.phase !== 'knockout' && g.team1Id !== null && g.team2Id !== null)
    .filter((g) => g.status === 'finished' || (!onlyFinished && g.status === 'running'))
    .map((g) => ({
      id: g.key,
      group: g.groupName ?? '',
      team1: g.team1Id as string,
      team2: g.team2Id as string,
      status: g.status as 'scheduled' | 'running' | 'finished',
      goals1: g.goals1,
      goals2: g.goals2,
      ...(results.cards.get(g.id) ?? {}),
    }));
}

/** The tables: one per group for groupStage, else one named ''. */
export function tables(
  results: TournamentResults,
  resolutions: TieResolution[] = engineResolutions(results.resolutions),
) {
  const rules = rulesOf(results.tournament);
  const games = playedGames(results);
  const names = new Map(results.teams.map((t) => [t.id, t.name] as const));
  const groups =
    results.tournament.type === 'groupStage'
      ? results.groups.map((g) => ({ name: g.name, teamIds: g.teamIds }))
      : [{ name: '', teamIds: results.teams.map((t) => t.id) }];
  return groups.map((group): StandingsGroup => {
    const table = standingsWithSeparation({
      teams: group.teamIds,
      games: results.tournament.type === 'groupStage' ? games.filter((g) => g.group === group.name) : games,
      rules,
      resolutions,
    });
    return {
      name: group.name,
      rows: table.rows.map(({ team, ...row }) => ({ teamId: team, team: names.get(team) ?? '', ...row })),
      unresolvedTies: table.unresolvedTies,
    };
  });
}

/**
 * The best teams of the wildcard place across groups (core `rankWildcards`,
 * decision 410), provisional while a candidate group plays; null without wildcards.
 */
export function wildcardStandings(results: TournamentResults): Standings['wildcards'] {
  if (results.tournament.type !== 'groupStage') return null;
  const ranking = rankWildcards({
    groups: advancingGroupsOf(results.groups),
    games: playedGames(results),
    rules: rulesOf(results.tournament),
    resolutions: engineResolutions(results.resolutions),
    plan: knockoutPlan(formatOf(results.tournament)),
  });
  if (!ranking) return null;
  return {
    place: ranking.place,
    count: ranking.count,
    ranking: ranking.ranking.map((r) => ({
      teamId: r.team,
      group: r.group,
      position: r.position,
      advances: r.advances,
    })),
  };
}

/**
 * The final standings (decision 441): every play-off's places in order (A 1–8,
 * B 9–16, …; without placement games the losers of one round share a place),
 * then the teams that reached no play-off, by group position and then across
 * groups by points, goal difference and goals scored. A place is null until
 * the pitch decides it. Null for a tournament without a bracket.
 */
export function finalPlaces(results: TournamentResults, groups: readonly StandingsGroup[]): Standings['places'] {
  const brackets = parseBrackets(results.tournament.bracket);
  if (results.tournament.type !== 'groupStage' || brackets.length === 0) return null;
  const rows = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.key, g] as const));
  for (const game of brackets.flatMap((b) => b.games)) {
    const row = rows.get(game.id);
    if (!row) continue;
    game.slot1.team = row.team1Id;
    game.slot2.team = row.team2Id;
    game.winner = winnerOf(row);
  }
  const places = playoffPlaces(brackets).map((p) => ({ place: p.place, teamId: p.team, shared: p.shared }));
  const entrantSlots = brackets.flatMap((b) => b.games.flatMap((g) => [g.slot1, g.slot2]));
  const inPlayoffs = new Set(entrantSlots.flatMap((s) => (s.team && !isFedByGame(s.source) ? [s.team] : [])));
  const allKnown = entrantSlots.every((s) => isFedByGame(s.source) || s.team !== null);
  const rest = groups
    .flatMap((g) => g.rows)
    .filter((r) => !inPlayoffs.has(r.teamId))
    .sort(
      (a, b) =>
        a.position - b.position ||
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor,
    );
  const next = brackets.reduce((sum, b) => sum + b.entrants, 0) + 1;
  const restCount = results.teams.length - (next - 1);
  for (let i = 0; i < restCount; i += 1) {
    places.push({ place: next + i, teamId: allKnown ? (rest[i]?.teamId ?? null) : null, shared: false });
  }
  return places;
}

/** Counts a new tournament version while it is still at `version` (any when undefined): 404 gone, 409 stale. */
export async function touchOrRefuse(tournaments: TournamentsRepository, id: string, version: number | undefined) {
  if (await tournaments.touch(id, version ?? null)) return;
  await orNotFound(tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
  throw new AppError(409, 'CONFLICT');
}

/**
 * The order a resolution gives, from the request: the whole `order`, or for
 * two teams the winner first, of teams that are a tie (`isTie`). 400 with the reason otherwise; a shootout
 * without a winner is `SHOOTOUT_WINNER_REQUIRED` ('Please select a winner before saving.').
 */
function orderOf(input: PutTieResolution, isTie: boolean): string[] {
  const { teamIds, winnerTeamId } = input;
  let order = input.order ?? [];
  if (order.length === 0 && winnerTeamId && teamIds.length === 2) {
    order = [winnerTeamId, ...teamIds.filter((t) => t !== winnerTeamId)];
  }
  const issues = validateTieResolution({ teams: [...teamIds], order, method: input.method }, teamIds);
  if (issues.includes('SHOOTOUT_WINNER_REQUIRED')) throw new AppError(400, 'SHOOTOUT_WINNER_REQUIRED');
  const fields: Record<string, FieldErrorCode> = {};
  if (!isTie) fields.teamIds = 'INVALID_VALUE';
  else if (issues.includes('ORDER_NOT_A_PERMUTATION')) {
    if (order.length === 0) fields[teamIds.length === 2 ? 'winnerTeamId' : 'order'] = 'REQUIRED';
    else fields[input.order ? 'order' : 'winnerTeamId'] = 'INVALID_VALUE';
  } else if (winnerTeamId && order[0] !== winnerTeamId) fields.winnerTeamId = 'INVALID_VALUE';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'VALIDATION_FAILED', fields);
  return order;
}

/**
 * Standings and tie resolutions (docs/product/tournaments.md "Standings",
 * decision 023): anyone who may view the tournament reads the tables; levels
 * 0–2 (`tournament.setUp`) resolve and clear ties. Every change counts a new
 * tournament version and is published on the `tournament` topic.
 */
export function standingsService(store: StandingsStore, bus: EventBus, reads: TournamentReadCache) {
  const changed = (id: string) => bus.publish('tournament', [id]);

  return {
    async standings(actor: Actor, id: string): Promise<Standings> {
      assertCan(actor, 'tournament.view');
      // The same for every viewer: computed once per change (decision 028).
      return reads.read(id, 'standings', async () => {
        const results = await readResults(store, id);
        const groups = tables(results);
        return {
          tieBreak: results.tournament.tieBreak === 'UEFA' ? 'UEFA' : 'FIFA',
          groups,
          wildcards: wildcardStandings(results),
          places: finalPlaces(results, groups),
          resolutions: results.resolutions.map(presentResolution),
          version: results.tournament.version,
        } satisfies Standings;
      });
    },

    /**
     * Records how a tie was resolved. The teams must be exactly a group's
     * unresolved tie (as the criteria leave it, before any resolution); a
     * `groupSelection` may also order teams across groups (wildcards). A new
     * resolution of the same teams replaces the old one.
     */
    async resolve(actor: Actor, id: string, input: PutTieResolution): Promise<TieResolutionSaved> {
      assertCan(actor, 'tournament.setUp');
      const saved = await store.transaction(async (repos) => {
        await touchOrRefuse(repos.tournaments, id, input.version);
        const results = await readResults(repos, id);
        const known = new Set(results.teams.map((t) => t.id));
        const fields: Record<string, FieldErrorCode> = {};
        input.teamIds.forEach((teamId, i) => {
          if (!known.has(teamId)) fields[`teamIds.${i}`] = 'TEAM_NOT_IN_TOURNAMENT';
        });
        if (new Set(input.teamIds).size !== input.teamIds.length) fields.teamIds = 'INVALID_VALUE';
        if (Object.keys(fields).length > 0) throw new AppError(400, 'VALIDATION_FAILED', fields);

        const wanted = [...input.teamIds].sort().join(',');
        const openTies = tables(results, []).flatMap((g) => g.unresolvedTies);
        const tie = openTies.find((t) => [...t].sort().join(',') === wanted);
        // Not a tie of any table: only a selection (wildcards) may order such teams.
        const order = orderOf(input, tie !== undefined || input.method === 'groupSelection');

        const resolutionId = randomUUID();
        await repos.standings.saveResolution({
          id: resolutionId,
          tournamentId: id,
          teamIds: input.teamIds,
          order,
          method: input.method,
          score: input.score ?? null,
          note: input.note ?? null,
          resolvedBy: actor.id,
        });
        const row = (await repos.standings.resolutions(id)).find((r) => r.id === resolutionId);
        const tournament = await orNotFound(repos.tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
        return { resolution: presentResolution(row as TieResolutionRow), version: tournament.version };
      });
      changed(id);
      return saved;
    },

    /** Clears a resolution: its teams are level again. */
    async clear(actor: Actor, id: string, tieId: string, version: number | undefined): Promise<{ version: number }> {
      assertCan(actor, 'tournament.setUp');
      const result = await store.transaction(async (repos) => {
        await touchOrRefuse(repos.tournaments, id, version);
        if (!(await repos.standings.deleteResolution(id, tieId))) throw new AppError(404, 'TIE_NOT_FOUND');
        const tournament = await orNotFound(repos.tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
        return { version: tournament.version };
      });
      changed(id);
      return result;
    },
  };
}

export type StandingsService = ReturnType<typeof standingsService>;
