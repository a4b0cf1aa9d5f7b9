import type {
  Actor,
  GameOfficialResult,
  GameRoster,
  OfficialGameList,
  OfficialWarning,
  PutGameOfficial,
  PutPitchDayOfficial,
} from '@touchline/core';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { presentGame } from '../tournaments/shared/tournament.presenter.js';
import { assertMayRecord } from './may-record.service.js';
import type { GameSlotRow } from './officials.repository.js';
import { publishOfficialChange, type OfficialsStore } from './officials.service.js';

type Repos = Omit<OfficialsStore, 'transaction'>;

/** Thrown inside a transaction when the organiser must confirm first: it rolls back, the route answers 409. */
class NeedsConfirmation extends Error {
  constructor(readonly warnings: OfficialWarning[]) {
    super('needs confirmation');
  }
}

export type AssignOutcome = { done: true; result: GameOfficialResult } | { done: false; warnings: OfficialWarning[] };

/** Two slots of one day that overlap in time (a game without a slot overlaps nothing). */
function overlap(a: GameSlotRow, b: GameSlotRow): boolean {
  if (a.date === null || b.date === null || a.start === null || b.start === null) return false;
  if (a.date !== b.date) return false;
  const aEnd = a.end ?? a.start;
  const bEnd = b.end ?? b.start;
  return a.start < bEnd && b.start < aEnd;
}

/**
 * Assigning an event's officials to games (decision 456): one game, or every
 * game on a pitch for a day, with a warning when one official would have two
 * overlapping games; the signed-in user's own games; and the roster a
 * recorder needs. Changes are published as officials.service.ts publishes them.
 */
export function gameOfficialsService(store: OfficialsStore, bus: EventBus) {
  const loadEvent = (repos: Repos, id: string) => orNotFound(repos.events.find(id), 'EVENT_NOT_FOUND');
  const published = (tournamentIds: Iterable<string>, userIds: Iterable<string | null>) =>
    publishOfficialChange(bus, tournamentIds, userIds);

  /** 400 `NOT_AN_OFFICIAL` unless the user accepted an invitation to the event. */
  async function checkOfficial(repos: Repos, eventId: string, userId: string | null) {
    if (userId === null) return;
    if (!(await repos.officials.isOfficial(eventId, userId))) {
      throw new AppError(400, 'NOT_AN_OFFICIAL', { userId: 'INVALID_VALUE' });
    }
  }

  /** The official's other games that overlap one of `targets` (decision 456). */
  async function overlaps(repos: Repos, userId: string | null, targets: GameSlotRow[]): Promise<OfficialWarning[]> {
    if (userId === null) return [];
    const targetIds = new Set(targets.map((t) => t.id));
    const others = (await repos.officials.gamesOf(userId)).filter((g) => !targetIds.has(g.id));
    const warnings: OfficialWarning[] = [];
    for (const target of targets) {
      for (const other of others) {
        if (overlap(target, other)) warnings.push({ code: 'OFFICIAL_BUSY', gameId: other.id, of: target.id });
      }
    }
    return warnings;
  }

  /** Assigns `userId` (or nobody) to the games, inside a transaction; refuses with the warnings unless confirmed. */
  async function assign(
    games: (repos: Repos) => Promise<{ eventId: string; slots: GameSlotRow[] }>,
    userId: string | null,
    confirm: boolean | undefined,
  ): Promise<AssignOutcome> {
    try {
      const { result, before } = await store.transaction(async (repos) => {
        const { eventId, slots } = await games(repos);
        await checkOfficial(repos, eventId, userId);
        const warnings = await overlaps(repos, userId, slots);
        if (warnings.length > 0 && confirm !== true) throw new NeedsConfirmation(warnings);
        const before: (string | null)[] = [];
        for (const slot of slots) {
          before.push((await repos.officials.officialOf(slot.id)) ?? null);
          await repos.officials.setOfficial(slot.id, eventId, userId);
        }
        return { result: { gameIds: slots.map((s) => s.id), userId, warnings, slots }, before };
      });
      published(
        result.slots.map((s) => s.tournamentId),
        [...before, userId],
      );
      return { done: true, result: { gameIds: result.gameIds, userId: result.userId, warnings: result.warnings } };
    } catch (error) {
      if (error instanceof NeedsConfirmation) return { done: false, warnings: error.warnings };
      throw error;
    }
  }

  return {
    /** One game's official (`userId` null: nobody); the user must be an official of the game's event. */
    async assignGame(actor: Actor, gameId: string, input: PutGameOfficial): Promise<AssignOutcome> {
      assertCan(actor, 'official.manage');
      return assign(
        async (repos) => {
          const slot = await orNotFound(repos.officials.gameSlot(gameId), 'GAME_NOT_FOUND');
          if (slot.eventId === null) throw new AppError(400, 'GAME_NOT_IN_EVENT');
          return { eventId: slot.eventId, slots: [slot] };
        },
        input.userId,
        input.confirm,
      );
    },

    /** Every game of the event on one pitch on one day gets the official (or nobody). */
    async assignPitchDay(actor: Actor, eventId: string, input: PutPitchDayOfficial): Promise<AssignOutcome> {
      assertCan(actor, 'official.manage');
      return assign(
        async (repos) => {
          await loadEvent(repos, eventId);
          return { eventId, slots: await repos.officials.gamesOnPitchDay(eventId, input.date, input.pitch) };
        },
        input.userId,
        input.confirm,
      );
    },

    /** The signed-in user's games to record, by day and kick-off, with their tournament, event and pitch. */
    async myGames(userId: string): Promise<OfficialGameList> {
      const slots = await store.officials.gamesOf(userId);
      const names = await store.officials.names(
        [...new Set(slots.map((s) => s.tournamentId))],
        [...new Set(slots.flatMap((s) => (s.eventId === null ? [] : [s.eventId])))],
      );
      const items: OfficialGameList['items'] = [];
      for (const slot of slots) {
        const row = await store.tournaments.findGame(slot.id);
        if (!row || slot.eventId === null) continue;
        const pitch = names.pitches.find((p) => p.eventId === slot.eventId && p.position === row.pitch);
        items.push({
          ...presentGame(row),
          tournamentId: slot.tournamentId,
          tournamentName: names.tournaments.find((t) => t.id === slot.tournamentId)?.name ?? '',
          eventId: slot.eventId,
          eventName: names.events.find((e) => e.id === slot.eventId)?.name ?? '',
          pitchName: pitch?.name ?? null,
        });
      }
      return { items };
    },

    /**
     * The players of a game's two teams as the recorder needs them: back
     * number and name, what level 5 sees of a player (personal-details.md).
     * For whoever may record the game (levels 0–2, its official).
     */
    async roster(actor: Actor, gameId: string): Promise<GameRoster> {
      await assertMayRecord(store.officials, actor, gameId);
      const game = await orNotFound(store.tournaments.findGame(gameId), 'GAME_NOT_FOUND');
      const side = async (teamId: string | null) => {
        const clubId = teamId === null ? null : await store.officials.teamClub(teamId);
        return clubId === null ? [] : store.officials.clubRoster(clubId);
      };
      const [team1, team2] = await Promise.all([side(game.team1Id), side(game.team2Id)]);
      return { team1, team2 };
    },
  };
}

export type GameOfficialsService = ReturnType<typeof gameOfficialsService>;
