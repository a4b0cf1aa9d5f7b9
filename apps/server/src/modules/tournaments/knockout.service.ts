import { randomUUID } from 'node:crypto';
import {
  applyGroupResults,
  cloneBracket,
  swapEntrants,
  type Actor,
  type AdvancingGroup,
  type AppliedGroupResults,
  type ApplyGroupResults,
  type Bracket,
  type BracketBody,
  type BracketGameBody,
  type BracketSwap,
  type BracketSwapped,
  type ErrorCode,
  type FieldErrorCode,
  type GameStatus,
  type SameGroupWarning,
  type TieResolution,
  type TournamentType,
} from '@touchline/core';
import { assertCan } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { TournamentReadCache } from '../../realtime/tournament-read-cache.js';
import { winnerOf } from './game-result.js';
import type { StandingsRepository } from './standings.repository.js';
import {
  engineResolutions,
  playedGames,
  readResults,
  rulesOf,
  touchOrRefuse,
  type StandingsStore,
  type TournamentResults,
} from './standings.service.js';
import type { TournamentsRepository } from './tournaments.repository.js';

/** A refusal of apply-group-results with what blocks it; the route answers 409 with the extras. */
export class ApplyBlocked extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly extras: { ties?: { group: string; teamIds: string[] }[]; wildcardTies?: string[][]; blockedBy?: string[] },
  ) {
    super(code);
  }
}

/** The stored bracket with each game's status as recorded (the engine checks started games by it). */
function bracketOf(results: TournamentResults): Bracket | null {
  if (!results.tournament.bracket) return null;
  const bracket = cloneBracket(JSON.parse(results.tournament.bracket) as Bracket);
  const rows = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.key, g] as const));
  for (const game of bracket.games) {
    const row = rows.get(game.id);
    if (row) game.status = row.status as GameStatus;
  }
  return bracket;
}

/** Writes the bracket and gives every knockout game whose slots changed its new teams. */
async function saveBracket(
  repos: { tournaments: TournamentsRepository; standings: StandingsRepository },
  results: TournamentResults,
  bracket: Bracket,
) {
  await repos.tournaments.setBracket(results.tournament.id, JSON.stringify(bracket));
  const rows = new Map(results.games.map((g) => [g.key, g] as const));
  for (const game of bracket.games) {
    const row = rows.get(game.id);
    if (!row || (row.team1Id === game.slot1.team && row.team2Id === game.slot2.team)) continue;
    await repos.standings.setGameTeams(results.tournament.id, game.id, game.slot1.team, game.slot2.team);
  }
}

/** The bracket as the API shows it: game ids, the recorded teams, scores and winners. */
export function presentBracket(results: TournamentResults, bracket: Bracket | null, swaps: number): BracketBody {
  const version = results.tournament.version;
  if (!bracket) return { size: 0, rounds: 0, games: [], swaps, version };
  const rows = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.key, g] as const));
  const names = new Map(results.teams.map((t) => [t.id, t.name] as const));
  const idOf = (key: string) => rows.get(key)?.id ?? key;
  const games = bracket.games.map((game): BracketGameBody => {
    const row = rows.get(game.id);
    const slot = (s: Bracket['games'][number]['slot1'], recorded: string | null | undefined) => {
      const teamId = recorded ?? s.team;
      return {
        teamId,
        team: teamId ? (names.get(teamId) ?? null) : null,
        group: s.group,
        source: s.source.kind === 'winner' ? { kind: 'winner' as const, gameId: idOf(s.source.gameId) } : s.source,
      };
    };
    return {
      id: idOf(game.id),
      round: game.round,
      index: game.index,
      slot1: slot(game.slot1, row?.team1Id),
      slot2: slot(game.slot2, row?.team2Id),
      status: (row?.status ?? game.status) as GameStatus,
      goals1: row?.goals1 ?? 0,
      goals2: row?.goals2 ?? 0,
      shootout:
        row && row.shootout1 !== null && row.shootout2 !== null
          ? { goals1: row.shootout1, goals2: row.shootout2 }
          : null,
      winnerTeamId: winnerOf(row) ?? game.winner,
      next: game.next ? { gameId: idOf(game.next.gameId), slot: game.next.slot } : null,
    };
  });
  return { size: bracket.size, rounds: bracket.rounds, games, swaps, version };
}

function warningsWithIds(results: TournamentResults, warnings: readonly SameGroupWarning[]) {
  const ids = new Map(results.games.map((g) => [g.key, g.id] as const));
  return warnings.map((w) => ({ code: w.code, gameId: ids.get(w.gameId) ?? w.gameId, group: w.group }));
}

/**
 * Applying group results, the bracket and first-round swaps
 * (docs/product/tournaments.md "Apply group results", "Knockout"; decision 023).
 * Reading the bracket is viewing the tournament; applying and swapping are
 * setting it up (levels 0–2). Writes count a new tournament version and are
 * published on the `tournament` topic.
 */
export function knockoutService(store: StandingsStore, bus: EventBus, reads: TournamentReadCache) {
  const changed = (id: string) => bus.publish('tournament', [id]);

  return {
    async bracket(actor: Actor, id: string): Promise<BracketBody> {
      assertCan(actor, 'tournament.view');
      // The same for every viewer: computed once per change (decision 028).
      return reads.read(id, 'bracket', async () => {
        const results = await readResults(store, id);
        return presentBracket(results, bracketOf(results), (await store.standings.swaps(id)).length);
      });
    },

    /**
     * Fills the knockout slots of every finished group (the engine's
     * `applyGroupResults`). A wildcard selection, when given, is stored as a
     * `groupSelection` resolution first. Refusals come back as ApplyBlocked
     * (409 with the code and what blocks), and nothing is written.
     */
    async apply(actor: Actor, id: string, input: ApplyGroupResults): Promise<AppliedGroupResults> {
      assertCan(actor, 'tournament.setUp');
      const applied = await store.transaction(async (repos) => {
        await touchOrRefuse(repos.tournaments, id, input.version);
        let results = await readResults(repos, id);
        if (input.wildcardSelection) {
          const { teamIds, order } = input.wildcardSelection;
          const known = new Set(results.teams.map((t) => t.id));
          const sameSet = order.length === teamIds.length && order.every((t) => teamIds.includes(t));
          const fields: Record<string, FieldErrorCode> = {};
          if (!teamIds.every((t) => known.has(t)) || new Set(teamIds).size !== teamIds.length)
            fields['wildcardSelection.teamIds'] = 'INVALID_VALUE';
          if (!sameSet) fields['wildcardSelection.order'] = 'INVALID_VALUE';
          if (Object.keys(fields).length > 0) throw new AppError(400, 'VALIDATION_FAILED', fields);
          await repos.standings.saveResolution({
            id: randomUUID(),
            tournamentId: id,
            teamIds,
            order,
            method: 'groupSelection',
            score: null,
            note: null,
            resolvedBy: actor.id,
          });
          results = await readResults(repos, id);
        }
        const resolutions: TieResolution[] = engineResolutions(results.resolutions);
        const groups: AdvancingGroup[] = results.groups.map((g) => ({
          name: g.name,
          teams: g.teamIds,
          advancement: g.advancement as AdvancingGroup['advancement'],
        }));
        const outcome = applyGroupResults({
          type: results.tournament.type as TournamentType,
          groups,
          games: playedGames(results, true),
          bracket: bracketOf(results),
          rules: rulesOf(results.tournament),
          resolutions,
        });
        if (!outcome.ok) {
          const ids = new Map(results.games.map((g) => [g.key, g.id] as const));
          if (outcome.code === 'UNRESOLVED_TIES')
            throw new ApplyBlocked(outcome.code, {
              ties: outcome.ties.map((t) => ({ group: t.group, teamIds: t.teams })),
            });
          if (outcome.code === 'WILDCARD_SELECTION_NEEDED')
            throw new ApplyBlocked(outcome.code, { wildcardTies: outcome.teams });
          if (outcome.code === 'DEPENDENT_GAME_STARTED')
            throw new ApplyBlocked(outcome.code, { blockedBy: outcome.blockedBy.map((k) => ids.get(k) ?? k) });
          throw new ApplyBlocked(outcome.code, {});
        }
        await saveBracket(repos, results, outcome.bracket);
        const after = await readResults(repos, id);
        return {
          bracket: presentBracket(after, bracketOf(after), (await repos.standings.swaps(id)).length),
          filledGroups: outcome.filledGroups,
          openGroups: outcome.openGroups,
          wildcards: outcome.wildcards,
          changes: outcome.changes,
          warnings: warningsWithIds(after, outcome.warnings),
        };
      });
      changed(id);
      return applied;
    },

    /**
     * Swaps two first-round entrants (the engine's `swapEntrants`); a
     * same-group first-round pair comes back as a `SAME_GROUP_REMATCH`
     * warning, the swap is saved anyway. The swap is recorded so that
     * clearing can undo it.
     */
    async swap(actor: Actor, id: string, input: BracketSwap): Promise<BracketSwapped> {
      assertCan(actor, 'tournament.setUp');
      const swapped = await store.transaction(async (repos) => {
        await touchOrRefuse(repos.tournaments, id, input.version);
        const results = await readResults(repos, id);
        const bracket = bracketOf(results);
        if (!bracket) throw new AppError(409, 'NO_KNOCKOUT_BRACKET');
        const keys = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.id, g.key] as const));
        const a = { gameId: keys.get(input.a.gameId) ?? '', slot: input.a.slot };
        const b = { gameId: keys.get(input.b.gameId) ?? '', slot: input.b.slot };
        const outcome = swapEntrants(bracket, a, b);
        if (!outcome.ok) {
          if (outcome.code === 'GAME_ALREADY_STARTED') throw new AppError(409, 'GAME_ALREADY_STARTED');
          const field =
            outcome.code === 'SAME_SLOT' ? 'b' : !a.gameId || outcome.code === 'NOT_AN_ENTRANT_SLOT' ? 'a' : 'b';
          throw new AppError(400, 'VALIDATION_FAILED', { [field]: 'INVALID_VALUE' });
        }
        const swaps = await repos.standings.swaps(id);
        await repos.standings.addSwap(id, {
          id: randomUUID(),
          position: swaps.length,
          gameA: a.gameId,
          slotA: a.slot,
          gameB: b.gameId,
          slotB: b.slot,
          createdBy: actor.id,
        });
        await saveBracket(repos, results, outcome.bracket);
        const after = await readResults(repos, id);
        return {
          bracket: presentBracket(after, bracketOf(after), swaps.length + 1),
          warnings: warningsWithIds(after, outcome.warnings),
        };
      });
      changed(id);
      return swapped;
    },

    /**
     * Undoes every recorded swap, newest first (a swap is its own inverse).
     * Swaps of games the bracket no longer has (it was generated again) are
     * dropped. 409 `GAME_ALREADY_STARTED` when a swapped game has started.
     */
    async clearSwaps(actor: Actor, id: string, version: number | undefined): Promise<BracketSwapped> {
      assertCan(actor, 'tournament.setUp');
      const cleared = await store.transaction(async (repos) => {
        await touchOrRefuse(repos.tournaments, id, version);
        const results = await readResults(repos, id);
        let bracket = bracketOf(results);
        const swaps = await repos.standings.swaps(id);
        if (bracket) {
          for (const swap of [...swaps].reverse()) {
            const undone = swapEntrants(
              bracket,
              { gameId: swap.gameA, slot: swap.slotA === 2 ? 2 : 1 },
              { gameId: swap.gameB, slot: swap.slotB === 2 ? 2 : 1 },
            );
            if (undone.ok) bracket = undone.bracket;
            else if (undone.code === 'GAME_ALREADY_STARTED') throw new AppError(409, 'GAME_ALREADY_STARTED');
          }
          await saveBracket(repos, results, bracket);
        }
        await repos.standings.deleteSwaps(id);
        const after = await readResults(repos, id);
        return { bracket: presentBracket(after, bracketOf(after), 0), warnings: [] };
      });
      changed(id);
      return cleared;
    },
  };
}

export type KnockoutService = ReturnType<typeof knockoutService>;
