import { randomUUID } from 'node:crypto';
import {
  applyGroupResults,
  cloneBracket,
  swapEntrants,
  type Actor,
  type AppliedGroupResults,
  type ApplyGroupResultsOutcome,
  type ApplyGroupResults,
  type Bracket,
  type BracketBody,
  type BracketSwap,
  type BracketSwapped,
  type ErrorCode,
  type FieldErrorCode,
  type GameStatus,
  type SameGroupWarning,
  type TournamentType,
} from '@touchline/core';
import { assertCan } from '../../../http/access.js';
import { AppError } from '../../../http/errors.js';
import type { EventBus } from '../../../realtime/event-bus.js';
import type { TournamentReadCache } from '../../../realtime/tournament-read-cache.js';
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
import { presentBracket, presentPlaces } from './standings.presenter.js';
import {
  advancingGroupsOf,
  formatOf,
  knockoutPlan,
  parseBrackets,
  serializeBrackets,
} from '../shared/tournament-format.js';
import type { TournamentsRepository } from '../shared/tournaments.repository.js';

/** A refusal of apply-group-results with what blocks it; the route answers 409 with the extras. */
export class ApplyBlocked extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly extras: { ties?: { group: string; teamIds: string[] }[]; wildcardTies?: string[][]; blockedBy?: string[] },
  ) {
    super(code);
  }
}

/** The stored brackets (A first) with each game's status as recorded (the engine checks started games by it). */
export function bracketsOf(results: TournamentResults): Bracket[] {
  const rows = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.key, g] as const));
  return parseBrackets(results.tournament.bracket).map((stored) => {
    const bracket = cloneBracket(stored);
    for (const game of bracket.games) {
      const row = rows.get(game.id);
      if (row) game.status = row.status as GameStatus;
    }
    return bracket;
  });
}

/** Writes the brackets and gives every knockout game whose slots changed its new teams. */
async function saveBrackets(
  repos: { tournaments: TournamentsRepository; standings: StandingsRepository },
  results: TournamentResults,
  brackets: readonly Bracket[],
) {
  await repos.tournaments.setBracket(results.tournament.id, serializeBrackets(brackets));
  const rows = new Map(results.games.map((g) => [g.key, g] as const));
  for (const game of brackets.flatMap((b) => b.games)) {
    const row = rows.get(game.id);
    if (!row || (row.team1Id === game.slot1.team && row.team2Id === game.slot2.team)) continue;
    await repos.standings.setGameTeams(results.tournament.id, game.id, game.slot1.team, game.slot2.team);
  }
}

/** The engine's apply on every play-off's bracket (A, B, …) with the tournament's plan; the first refusal wins. */
function applyAll(results: TournamentResults, brackets: readonly Bracket[]) {
  const outcomes = brackets.map((bracket) =>
    applyGroupResults({
      type: results.tournament.type as TournamentType,
      groups: advancingGroupsOf(results.groups),
      games: playedGames(results, true),
      bracket: cloneBracket(bracket),
      rules: rulesOf(results.tournament),
      resolutions: engineResolutions(results.resolutions),
      plan: knockoutPlan(formatOf(results.tournament)),
    }),
  );
  if (outcomes.length === 0) {
    return applyGroupResults({
      type: results.tournament.type as TournamentType,
      groups: advancingGroupsOf(results.groups),
      games: playedGames(results, true),
      bracket: null,
      rules: rulesOf(results.tournament),
    }) as Exclude<ApplyGroupResultsOutcome, { ok: true }>;
  }
  const refused = outcomes.find((o) => !o.ok);
  if (refused) return refused;
  const done = outcomes as Extract<ApplyGroupResultsOutcome, { ok: true }>[];
  const first = done[0] as (typeof done)[number];
  return {
    ok: true as const,
    brackets: done.map((o) => o.bracket),
    filledGroups: first.filledGroups,
    openGroups: first.openGroups,
    wildcards: first.wildcards,
    changes: done.reduce((sum, o) => sum + o.changes, 0),
    warnings: done.flatMap((o) => o.warnings),
  };
}

/**
 * How many filled slots applying the group results now would give another
 * team (decisions 423, 425): a result corrected after applying that changes who
 * qualifies, or that made a tie decision pointless. Computed with the engine's
 * apply over every play-off's bracket, nothing written; slots still empty do
 * not count. A knockout game that has started does not hide the count (the
 * apply then names it, decision 425); an apply blocked by an open tie counts
 * 0, as the apply page says why.
 */
function outdatedSlots(results: TournamentResults, brackets: readonly Bracket[]): number {
  if (brackets.length === 0) return 0;
  const unstarted = brackets.map((bracket) => {
    const copy = cloneBracket(bracket);
    for (const game of copy.games) game.status = 'scheduled';
    return copy;
  });
  const outcome = applyAll(results, unstarted);
  return outcome.ok ? changedFilledSlots(brackets, outcome.brackets) : 0;
}

/** The filled slots of `before` that `after` gives another team (empty slots do not count), over every bracket. */
function changedFilledSlots(before: readonly Bracket[], after: readonly Bracket[]): number {
  const next = new Map(after.flatMap((b) => b.games).map((g) => [g.id, g] as const));
  let changed = 0;
  for (const game of before.flatMap((b) => b.games)) {
    const now = next.get(game.id);
    if (!now) continue;
    if (game.slot1.team !== null && game.slot1.team !== now.slot1.team) changed += 1;
    if (game.slot2.team !== null && game.slot2.team !== now.slot2.team) changed += 1;
  }
  return changed;
}

/**
 * After a finished group game was corrected (decision 425): when the group
 * results were applied and the correction changes who fills a slot, the
 * results are applied again at once, unless a knockout game whose slot would
 * change has started; then the brackets keep their teams and read as outdated
 * (`outdated` on the bracket) until an organiser applies again. Runs inside
 * the correction's transaction, which holds the tournament's lock. Answers
 * whether the brackets were re-applied.
 */
export async function reapplyAfterCorrection(
  repos: { tournaments: TournamentsRepository; standings: StandingsRepository },
  tournamentId: string,
): Promise<boolean> {
  const results = await readResults(repos, tournamentId);
  const brackets = bracketsOf(results);
  if (brackets.length === 0 || results.tournament.type !== 'groupStage') return false;
  const outcome = applyAll(results, brackets);
  if (!outcome.ok || changedFilledSlots(brackets, outcome.brackets) === 0) return false;
  await saveBrackets(repos, results, outcome.brackets);
  return true;
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
        const brackets = bracketsOf(results);
        const body = presentBracket(results, brackets, (await store.standings.swaps(id)).length);
        return { ...body, outdated: outdatedSlots(results, brackets), places: presentPlaces(results, brackets) };
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
        const outcome = applyAll(results, bracketsOf(results));
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
        await saveBrackets(repos, results, outcome.brackets);
        const after = await readResults(repos, id);
        return {
          bracket: presentBracket(after, bracketsOf(after), (await repos.standings.swaps(id)).length),
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
        const brackets = bracketsOf(results);
        if (brackets.length === 0) throw new AppError(409, 'NO_KNOCKOUT_BRACKET');
        const keys = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.id, g.key] as const));
        const a = { gameId: keys.get(input.a.gameId) ?? '', slot: input.a.slot };
        const b = { gameId: keys.get(input.b.gameId) ?? '', slot: input.b.slot };
        // Entrants swap within one play-off: the bracket of `a` (B's slot is unknown to A's bracket).
        const index = Math.max(
          0,
          brackets.findIndex((br) => br.games.some((g) => g.id === a.gameId)),
        );
        const outcome = swapEntrants(brackets[index] as Bracket, a, b);
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
        await saveBrackets(
          repos,
          results,
          brackets.map((br, i) => (i === index ? outcome.bracket : br)),
        );
        const after = await readResults(repos, id);
        return {
          bracket: presentBracket(after, bracketsOf(after), swaps.length + 1),
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
        const brackets = bracketsOf(results);
        const swaps = await repos.standings.swaps(id);
        if (brackets.length > 0) {
          for (const swap of [...swaps].reverse()) {
            const index = brackets.findIndex((br) => br.games.some((g) => g.id === swap.gameA));
            if (index < 0) continue;
            const undone = swapEntrants(
              brackets[index] as Bracket,
              { gameId: swap.gameA, slot: swap.slotA === 2 ? 2 : 1 },
              { gameId: swap.gameB, slot: swap.slotB === 2 ? 2 : 1 },
            );
            if (undone.ok) brackets[index] = undone.bracket;
            else if (undone.code === 'GAME_ALREADY_STARTED') throw new AppError(409, 'GAME_ALREADY_STARTED');
          }
          await saveBrackets(repos, results, brackets);
        }
        await repos.standings.deleteSwaps(id);
        const after = await readResults(repos, id);
        return { bracket: presentBracket(after, bracketsOf(after), 0), warnings: [] };
      });
      changed(id);
      return cleared;
    },
  };
}

export type KnockoutService = ReturnType<typeof knockoutService>;
