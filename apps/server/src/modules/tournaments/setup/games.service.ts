import {
  checkPlacement,
  regenerateImpact,
  scheduleConflicts,
  type Actor,
  type Game,
  type GameList,
  type MoveGame,
  type MovedGame,
  type PlacementWarning,
  type PlacementWarningBody,
  type RegenerateImpactBody,
  type ScheduleRequest,
  type ScheduleResponse,
} from '@touchline/core';
import { assertCan } from '../../../http/access.js';
import { AppError, orNotFound } from '../../../http/errors.js';
import type { EventBus } from '../../../realtime/event-bus.js';
import type { TournamentReadCache } from '../../../realtime/tournament-read-cache.js';
import { engineSettings, presentGame } from '../shared/tournament.presenter.js';
import { planGames, type GamePlan, type PlacedGames, type PlacementInput } from './tournament-rules.js';
import type {
  GameRow,
  GroupRow,
  TeamRow,
  TournamentRow,
  TournamentsRepository,
} from '../shared/tournaments.repository.js';
import type { TournamentsStore } from './tournaments.service.js';
import type { EventsRepository } from '../../events/events.repository.js';
import { eventConflicts, eventPitchCount, eventRulesOf, eventSlotWarnings } from '../../events/events.service.js';

type Repositories = { tournaments: TournamentsRepository; events: EventsRepository };

/** The settings a game is checked against: a division's pitches are its event's (decision 450). */
async function checkSettingsOf(events: EventsRepository, tournament: TournamentRow) {
  const settings = engineSettings(tournament);
  const pitches = await eventPitchCount(events, tournament.id);
  if (pitches === null) return settings;
  const dayOverrides = settings.dayOverrides?.map((o) => ({ ...o, pitches }));
  return { ...settings, pitches, ...(dayOverrides ? { dayOverrides } : {}) };
}

/** What the routes answer: done, or the question the person must confirm first (a 409 with details). */
export type ScheduleOutcome = { done: true; result: ScheduleResponse } | { done: false; impact: RegenerateImpactBody };
export type MoveOutcome = { done: true; result: MovedGame } | { done: false; warnings: PlacementWarningBody[] };

/**
 * Thrown inside a transaction when the person must confirm first: it rolls
 * back what the transaction did (the version it counted), and the service
 * answers with the question instead.
 */
class NeedsConfirmation<Q> extends Error {
  constructor(readonly question: Q) {
    super('needs confirmation');
  }
}

async function orQuestion<T, Q>(
  work: () => Promise<T>,
): Promise<{ done: true; value: T } | { done: false; question: Q }> {
  try {
    return { done: true, value: await work() };
  } catch (error) {
    if (error instanceof NeedsConfirmation) return { done: false, question: error.question as Q };
    throw error;
  }
}

type Slot = { date: string | null; start: number | null; end: number | null; pitch: number | null };
const NO_SLOT: Slot = { date: null, start: null, end: null, pitch: null };

/**
 * Generating the schedule, reading games and moving a game by hand
 * (docs/product/tournaments.md "Schedule", "Regenerating the tournament
 * tree", "Unplaced games"; decision 021). Changes are published on the
 * `tournament` topic after they are committed.
 */
/** Thrown inside the writing transaction when what the plan was made from changed meanwhile: it is made again. */
class StalePlan extends Error {}

/** A plan made from rows that changed before it was written is made again, this many times at most. */
const PLAN_ATTEMPTS = 3;

/** The rows a plan is made from (type, dates, settings, seed, teams, groups), as one comparable string. */
function planInputs(tournament: TournamentRow, teams: readonly TeamRow[], groups: readonly GroupRow[]): string {
  const { type, dateFrom, dateTo, settings, format, seed } = tournament;
  return JSON.stringify([type, dateFrom, dateTo, settings, format, seed, teams.map((t) => [t.id, t.clubId]), groups]);
}

/**
 * Generating the schedule, reading games and moving a game by hand
 * (docs/product/tournaments.md "Schedule", "Regenerating the tournament
 * tree", "Unplaced games"; decision 021). Changes are published on the
 * `tournament` topic after they are committed.
 *
 * `placeGames` is the scheduler: the API runs it on the heavy-work pool, off the
 * event loop and bounded in time (decision 355).
 */
export function gamesService(
  store: TournamentsStore,
  bus: EventBus,
  reads: TournamentReadCache,
  placeGames: (input: PlacementInput) => Promise<PlacedGames>,
) {
  const changed = (id: string) => bus.publish('tournament', [id]);

  /** The question to confirm first when regenerating would discard results or line-ups; null when there is none. */
  async function confirmationNeeded(
    tournaments: TournamentsRepository,
    id: string,
    input: ScheduleRequest,
  ): Promise<RegenerateImpactBody | null> {
    if (input.confirm === true) return null;
    const existing = await tournaments.games(id);
    const lineupClubs = new Map<string, string[]>();
    for (const { gameId, clubId } of await tournaments.lineupClubs(id)) {
      lineupClubs.set(gameId, [...(lineupClubs.get(gameId) ?? []), clubId]);
    }
    const impact = regenerateImpact(
      existing.map((g) => ({
        id: g.id,
        status: g.status as Game['status'],
        team1: g.team1Id,
        team2: g.team2Id,
        lineupsSetBy: lineupClubs.get(g.id) ?? [],
      })),
    );
    // Every game is replaced, so every line-up set for one goes too: that also needs a yes (docs/product/tournaments.md).
    if (impact.discardedCount === 0 && impact.affectedClubs.length === 0) return null;
    return {
      running: impact.discarded.running.length,
      finished: impact.discarded.finished.length,
      discardedGameIds: [...impact.discarded.running, ...impact.discarded.finished],
      replacedScheduled: impact.replacedScheduled,
      affectedClubIds: impact.affectedClubs,
    };
  }

  /**
   * Stores a plan, replacing every game. Runs inside the caller's transaction.
   * The plan was made before it, from rows read then (placing thousands of
   * games takes seconds, and a transaction holds SQLite's one connection):
   * when those rows changed meanwhile, the transaction rolls back with
   * StalePlan and the plan is made again.
   */
  async function writePlan(
    tournaments: TournamentsRepository,
    id: string,
    input: ScheduleRequest,
    plan: GamePlan,
    madeFrom: string,
  ): Promise<ScheduleResponse> {
    // Counting a new version first locks the tournament: a second regenerate,
    // a team change or a move waits until this one commits, and everything
    // read below is what the one before it left.
    if (!(await tournaments.touch(id, null))) throw new AppError(404, 'TOURNAMENT_NOT_FOUND');
    const tournament = await orNotFound(tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
    const versionRead = tournament.version - 1;
    if (input.version !== undefined && input.version !== versionRead) throw new AppError(409, 'CONFLICT');
    const [teams, groups] = await Promise.all([tournaments.teams(id), tournaments.groups(id)]);
    if (planInputs(tournament, teams, groups) !== madeFrom) throw new StalePlan();
    const question = await confirmationNeeded(tournaments, id, input);
    if (question) throw new NeedsConfirmation<RegenerateImpactBody>(question);

    await tournaments.deleteGames(id);
    await tournaments.insertGames(plan.games);
    // Which knockout game feeds which, for applying group results later.
    await tournaments.setBracket(id, plan.bracket);
    return {
      games: plan.games.length,
      unscheduled: plan.unscheduled.length,
      problems: plan.problems,
      version: tournament.version,
    };
  }

  /** Checks and writes one move. Runs inside the caller's transaction; returns the tournament id. */
  async function place({ tournaments, events }: Repositories, gameId: string, input: MoveGame) {
    const game = await orNotFound(tournaments.findGame(gameId), 'GAME_NOT_FOUND');
    if (game.version !== input.version) throw new AppError(409, 'CONFLICT');
    // Moves in one tournament queue up behind this lock, so each sees the others' slots.
    if (!(await tournaments.touch(game.tournamentId, null))) throw new AppError(404, 'GAME_NOT_FOUND');
    const tournament = await orNotFound(tournaments.find(game.tournamentId), 'TOURNAMENT_NOT_FOUND');

    let slot = NO_SLOT;
    let warnings: PlacementWarningBody[] = [];
    if (input.date !== null && input.start !== null && input.pitch !== null) {
      const check = checkPlacement({
        settings: await checkSettingsOf(events, tournament),
        game: { id: game.id, knockout: game.phase === 'knockout', team1: game.team1Id, team2: game.team2Id },
        to: { date: input.date, start: input.start, pitch: input.pitch },
        games: (await tournaments.games(game.tournamentId)).map(placedGame),
      });
      if (!check.ok) {
        const fields = {
          DATE_OUTSIDE_TOURNAMENT: { date: 'INVALID_VALUE' },
          NO_SUCH_PITCH: { pitch: 'TOO_BIG' },
          ENDS_AFTER_MIDNIGHT: { start: 'TOO_BIG' },
        } as const;
        throw new AppError(400, 'VALIDATION_FAILED', fields[check.code]);
      }
      warnings = check.warnings.map(warningBody);
      // A division shares its event's pitches and rules: another division's game on the pitch, a pitch
      // its restrictions leave out that day and a club kept apart are warnings too (decision 467).
      const rules = await eventRulesOf(events, tournaments, tournament.id);
      if (rules) {
        const slotTaken = { date: input.date, start: input.start, end: check.end, pitch: input.pitch };
        warnings.push(...eventSlotWarnings(rules, game, slotTaken));
      }
      if (warnings.length > 0 && input.confirm !== true) throw new NeedsConfirmation(warnings);
      slot = { date: input.date, start: input.start, end: check.end, pitch: input.pitch };
    }
    if (!(await tournaments.placeGame(game.id, input.version, slot))) throw new AppError(409, 'CONFLICT');
    const moved = await orNotFound(tournaments.findGame(game.id), 'GAME_NOT_FOUND');
    return { tournamentId: game.tournamentId, result: { game: presentGame(moved), warnings } };
  }

  return {
    /**
     * Draws the fixtures of the tournament's type and places them, replacing
     * every game. When running or finished games would be discarded, nothing
     * is written unless `confirm` is true. Games that do not fit stay without
     * a slot and are counted under `NOT_ENOUGH_TIME`. Placing runs on the
     * heavy-work pool: past its time limit, or while its queue is full, the
     * answer is 503 SERVICE_UNAVAILABLE with Retry-After and nothing is
     * written, so the schedule before stays (decision 355).
     */
    async schedule(actor: Actor, id: string, input: ScheduleRequest): Promise<ScheduleOutcome> {
      assertCan(actor, 'tournament.setUp');
      // A division's games are placed by its event's one schedule, never alone (decision 450).
      if (await store.events.divisionOf(id)) throw new AppError(409, 'DIVISION_SCHEDULED_BY_EVENT');
      for (let attempt = 1; ; attempt += 1) {
        const tournament = await orNotFound(store.tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
        if (input.version !== undefined && input.version !== tournament.version) throw new AppError(409, 'CONFLICT');
        // The question comes before the work, as when both ran in one transaction.
        const question = await confirmationNeeded(store.tournaments, id, input);
        if (question) return { done: false, impact: question };
        const [teams, groups] = await Promise.all([store.tournaments.teams(id), store.tournaments.groups(id)]);
        const plan = await planGames(tournament, teams, groups, placeGames);
        const madeFrom = planInputs(tournament, teams, groups);
        try {
          const outcome = await orQuestion<ScheduleResponse, RegenerateImpactBody>(() =>
            store.transaction(({ tournaments }) => writePlan(tournaments, id, input, plan, madeFrom)),
          );
          if (!outcome.done) return { done: false, impact: outcome.question };
          changed(id);
          return { done: true, result: outcome.value };
        } catch (error) {
          if (!(error instanceof StalePlan)) throw error;
          // Changed again and again while planning: the person reloads and decides again.
          if (attempt >= PLAN_ATTEMPTS) throw new AppError(409, 'CONFLICT');
        }
      }
    },

    async list(actor: Actor, id: string): Promise<GameList> {
      assertCan(actor, 'tournament.view');
      // The same for every viewer: computed once per change (decision 028).
      return reads.read(id, 'games', async () => {
        const tournament = await orNotFound(store.tournaments.find(id), 'TOURNAMENT_NOT_FOUND');
        const rows = await store.tournaments.games(id);
        // Open conflicts stay visible until the schedule no longer has them (decision 421).
        const settings = await checkSettingsOf(store.events, tournament);
        const conflicts = scheduleConflicts(settings, rows.map(placedGame)).map((c) => ({
          gameId: c.gameId,
          warnings: c.warnings.map(warningBody),
        }));
        // A division's games also conflict with the event's rules and its other divisions (decision 467).
        await addEventConflicts(store, id, rows, conflicts);
        return { items: rows.map(presentGame), conflicts };
      });
    },

    async get(actor: Actor, gameId: string): Promise<Game> {
      assertCan(actor, 'tournament.view');
      return presentGame(await orNotFound(store.tournaments.findGame(gameId), 'GAME_NOT_FOUND'));
    },

    /**
     * Moves a game to another day, time and pitch, or off the schedule (all
     * three null). Conflicts are warnings: without `confirm: true` a move
     * with any is refused with them and nothing is written; with it the move
     * is saved and the warnings come back with the game (decision 021).
     */
    async move(actor: Actor, gameId: string, input: MoveGame): Promise<MoveOutcome> {
      assertCan(actor, 'tournament.setUp');
      const outcome = await orQuestion<Awaited<ReturnType<typeof place>>, PlacementWarningBody[]>(() =>
        store.transaction((repositories) => place(repositories, gameId, input)),
      );
      if (!outcome.done) return { done: false, warnings: outcome.question };
      // A division's move changes the open conflicts of its event's other divisions too (decision 467).
      bus.publish('tournament', await withSiblingDivisions(store, outcome.value.tournamentId));
      return { done: true, result: outcome.value.result };
    },
  };
}

export type GamesService = ReturnType<typeof gamesService>;

/** Adds the event's open conflicts of a division's games to `conflicts`, in the games' order (decision 467). */
async function addEventConflicts(
  store: TournamentsStore,
  id: string,
  rows: readonly GameRow[],
  conflicts: { gameId: string; warnings: PlacementWarningBody[] }[],
): Promise<void> {
  const rules = await eventRulesOf(store.events, store.tournaments, id);
  if (!rules) return;
  const own = new Map(conflicts.map((c) => [c.gameId, c]));
  for (const [gameId, warnings] of eventConflicts(rules, id)) {
    const entry = own.get(gameId);
    if (entry) entry.warnings.push(...warnings);
    else conflicts.push({ gameId, warnings });
  }
  const order = new Map(rows.map((r, i) => [r.id, i] as const));
  conflicts.sort((a, b) => (order.get(a.gameId) ?? 0) - (order.get(b.gameId) ?? 0));
}

/** A tournament, or every division of its event when it is one. */
async function withSiblingDivisions(store: TournamentsStore, tournamentId: string): Promise<string[]> {
  const link = await store.events.divisionOf(tournamentId);
  return link ? (await store.events.divisions(link.eventId)).map((d) => d.tournamentId) : [tournamentId];
}

function placedGame(row: GameRow) {
  return {
    id: row.id,
    knockout: row.phase === 'knockout',
    team1: row.team1Id,
    team2: row.team2Id,
    date: row.date,
    start: row.start,
    end: row.end,
    pitch: row.pitch,
  };
}

/** The engine's warning with the API's field names (`teamId` for the team). */
function warningBody(warning: PlacementWarning): PlacementWarningBody {
  if (warning.code === 'TEAM_DOUBLE_BOOKED')
    return { code: warning.code, teamId: warning.team, gameId: warning.gameId };
  if (warning.code === 'REST_TOO_SHORT') {
    const { team, ...rest } = warning;
    return { ...rest, teamId: team };
  }
  return warning;
}
