import { SKILLS, type Skill } from '@touchline/core';
import type { Kysely } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** One entry of a line-up's JSON list of starters or substitutes (migration 0019). */
export interface LineupEntry {
  playerId: string;
  backNumber: number | null;
  position: string | null;
}

/** The entries of a line-up's JSON list; anything unreadable is none. */
export function lineupEntries(json: string): LineupEntry[] {
  try {
    const entries: unknown = JSON.parse(json);
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown) => {
      if (entry === null || typeof entry !== 'object') return [];
      const e = entry as { playerId?: unknown; backNumber?: unknown; position?: unknown };
      if (typeof e.playerId !== 'string') return [];
      return [
        {
          playerId: e.playerId,
          backNumber: typeof e.backNumber === 'number' ? e.backNumber : null,
          position: typeof e.position === 'string' ? e.position : null,
        },
      ];
    });
  } catch {
    return [];
  }
}

export interface ScoutingPlayerRow {
  id: string;
  firstName: string;
  lastName: string;
  clubId: string | null;
  position: string | null;
  backNumberDefault: number | null;
  watchlist: boolean;
}

const isSkill = (value: string): value is Skill => (SKILLS as readonly string[]).includes(value);

/** The tournament's games in time order, with their teams' names and clubs. */
async function tournamentGames(db: Kysely<Database>, tournamentId: string) {
  return db
    .selectFrom('game')
    .leftJoin('tournament_team as t1', 't1.id', 'game.team1Id')
    .leftJoin('tournament_team as t2', 't2.id', 'game.team2Id')
    .select([
      'game.id',
      'game.date',
      'game.start',
      'game.end',
      'game.pitch',
      'game.status',
      'game.team1Id',
      'game.team2Id',
      't1.name as team1Name',
      't2.name as team2Name',
      't1.clubId as club1Id',
      't2.clubId as club2Id',
    ])
    .where('game.tournamentId', '=', tournamentId)
    .orderBy('game.date')
    .orderBy('game.start')
    .orderBy('game.pitch')
    .orderBy('game.id')
    .execute();
}

/** The ratings made at the tournament's games, with their skill scores. */
async function ratingsAtTournament(db: Kysely<Database>, tournamentId: string) {
  const ratings = await db
    .selectFrom('rating')
    .innerJoin('game', 'game.id', 'rating.gameId')
    .select(['rating.id', 'rating.playerId', 'rating.globalRating'])
    .where('game.tournamentId', '=', tournamentId)
    .execute();
  const scores = ratings.length
    ? await db
        .selectFrom('rating_score')
        .innerJoin('rating', 'rating.id', 'rating_score.ratingId')
        .innerJoin('game', 'game.id', 'rating.gameId')
        .select(['rating_score.ratingId', 'rating_score.skill', 'rating_score.score'])
        .where('game.tournamentId', '=', tournamentId)
        .execute()
    : [];
  const byRating = new Map<string, Partial<Record<Skill, number>>>();
  for (const s of scores) {
    if (!isSkill(s.skill)) continue;
    const entry = byRating.get(s.ratingId) ?? {};
    entry[s.skill] = s.score;
    byRating.set(s.ratingId, entry);
  }
  return ratings.map((r) => ({ ...r, scores: byRating.get(r.id) ?? {} }));
}

/** Reads and writes of the scout at the tournament (decisions 430–434). */
export function scoutingRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  const playerColumns = [
    'player.id',
    'player.firstName',
    'player.lastName',
    'player.clubId',
    'player.position',
    'player.backNumberDefault',
    'player.watchlist',
  ] as const;
  const toPlayer = (row: {
    id: string;
    firstName: string;
    lastName: string;
    clubId: string | null;
    position: string | null;
    backNumberDefault: number | null;
    watchlist: unknown;
  }): ScoutingPlayerRow => ({ ...row, watchlist: Boolean(row.watchlist) });

  return {
    async tournament(id: string): Promise<{ id: string; name: string } | undefined> {
      return db.selectFrom('tournament').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    /** The tournament's games with their teams' names and clubs. */
    games: (tournamentId: string) => tournamentGames(db, tournamentId),

    /** The line-ups set for the tournament's games. */
    async lineups(tournamentId: string) {
      const rows = await db
        .selectFrom('game_lineup')
        .innerJoin('game', 'game.id', 'game_lineup.gameId')
        .select(['game_lineup.gameId', 'game_lineup.teamId', 'game_lineup.starters', 'game_lineup.substitutes'])
        .where('game.tournamentId', '=', tournamentId)
        .execute();
      return rows.map((row) => ({
        gameId: row.gameId,
        teamId: row.teamId,
        entries: [...lineupEntries(row.starters), ...lineupEntries(row.substitutes)],
      }));
    },

    async players(ids: readonly string[]): Promise<ScoutingPlayerRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('player')
        .select(playerColumns)
        .where('player.id', 'in', [...ids])
        .execute();
      return rows.map(toPlayer);
    },

    /** The rosters of these clubs, for a game whose line-up is not set. */
    async rosters(clubIds: readonly string[]): Promise<ScoutingPlayerRow[]> {
      if (clubIds.length === 0) return [];
      const rows = await db
        .selectFrom('player')
        .select(playerColumns)
        .where('player.clubId', 'in', [...clubIds])
        .orderBy('player.backNumberDefault')
        .orderBy('player.lastName')
        .orderBy('player.id')
        .execute();
      return rows.map(toPlayer);
    },

    /** The players this author rated at the tournament's games. */
    async ratedBy(authorId: string, tournamentId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('rating')
        .innerJoin('game', 'game.id', 'rating.gameId')
        .select('rating.playerId')
        .distinct()
        .where('rating.authorId', '=', authorId)
        .where('game.tournamentId', '=', tournamentId)
        .execute();
      return rows.map((r) => r.playerId);
    },

    /** Every rating made at the tournament's games, with its scores (the report). */
    ratingsAt: (tournamentId: string) => ratingsAtTournament(db, tournamentId),

    /** The plan's version (0 before the first save) and its assignments with the scouts' names. */
    async plan(tournamentId: string) {
      const row = await db
        .selectFrom('scouting_plan')
        .select('version')
        .where('tournamentId', '=', tournamentId)
        .executeTakeFirst();
      const assignments = await db
        .selectFrom('scouting_assignment')
        .innerJoin('user', 'user.id', 'scouting_assignment.userId')
        .select(['scouting_assignment.userId', 'user.name', 'scouting_assignment.gameId'])
        .where('scouting_assignment.tournamentId', '=', tournamentId)
        .orderBy('user.name')
        .orderBy('scouting_assignment.userId')
        .execute();
      return { version: row?.version ?? 0, assignments };
    },

    /** Accounts that can be assigned: levels 0–2. */
    async scouts(userIds?: readonly string[]) {
      let query = db.selectFrom('user').select(['id', 'name', 'level']).where('level', '<=', 2);
      if (userIds) {
        if (userIds.length === 0) return [];
        query = query.where('id', 'in', [...userIds]);
      }
      return query.orderBy('name').orderBy('id').execute();
    },

    /**
     * Replaces the plan when it is still at `version` (call inside a
     * transaction); false when someone saved since. On PostgreSQL the plan
     * row is locked while the transaction lasts; the first save of two
     * racing ones wins the primary key.
     */
    async replacePlan(
      tournamentId: string,
      version: number,
      assignments: readonly { userId: string; gameId: string }[],
      actorId: string,
    ): Promise<boolean> {
      let current = db.selectFrom('scouting_plan').select('version').where('tournamentId', '=', tournamentId);
      if (engine === 'postgres') current = current.forUpdate();
      const row = await current.executeTakeFirst();
      if ((row?.version ?? 0) !== version) return false;
      if (row) {
        const updated = await db
          .updateTable('scouting_plan')
          .set({ version: version + 1, updatedBy: actorId, updatedAt: values.timestamp() })
          .where('tournamentId', '=', tournamentId)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
      } else {
        const inserted = await db
          .insertInto('scouting_plan')
          .values({ tournamentId, version: 1, updatedBy: actorId, updatedAt: values.timestamp() })
          .onConflict((oc) => oc.column('tournamentId').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      }
      await db.deleteFrom('scouting_assignment').where('tournamentId', '=', tournamentId).execute();
      if (assignments.length) {
        await db
          .insertInto('scouting_assignment')
          .values(assignments.map((a) => ({ tournamentId, userId: a.userId, gameId: a.gameId })))
          .execute();
      }
      return true;
    },
  };
}

export type ScoutingRepository = ReturnType<typeof scoutingRepository>;
