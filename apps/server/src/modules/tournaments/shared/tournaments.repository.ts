import type { Insertable, Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../../db/database.js';

type DbValues = ReturnType<typeof dbValues>;
import type { Database, GameTable, TournamentTable, TournamentTeamTable } from '../../../db/schema.js';

const TOURNAMENT_COLUMNS = [
  'id',
  'name',
  'title',
  'location',
  'type',
  'dateFrom',
  'dateTo',
  'tieBreak',
  'settings',
  'format',
  'bracket',
  'seed',
  'version',
] as const;

/** A tournament as the service reads it: every column but who created it and when. */
export type TournamentRow = Pick<Selectable<TournamentTable>, (typeof TOURNAMENT_COLUMNS)[number]>;

export type TeamRow = Selectable<TournamentTeamTable>;

/** A team as read back, with its club's current name and country (null once the club is deleted). */
export type TeamWithClub = TeamRow & { clubName: string | null; clubCountry: string | null };

export type GroupRow = { name: string; advancement: string; teamIds: string[] };

/** A game with its teams' current names (null for an open slot). */
export type GameRow = Omit<Selectable<GameTable>, 'createdAt' | 'updatedAt'> & {
  team1Name: string | null;
  team2Name: string | null;
};

export type NewGame = Omit<Insertable<GameTable>, 'createdAt' | 'updatedAt'>;

/** What recording changes on a game (the rest is the schedule's). */
export type GameChanges = Partial<
  Pick<
    Insertable<GameTable>,
    | 'status'
    | 'period'
    | 'periodStartedAt'
    | 'startedAt'
    | 'finishedAt'
    | 'goals1'
    | 'goals2'
    | 'shootout1'
    | 'shootout2'
    | 'team1Id'
    | 'team2Id'
  >
>;

/**
 * Tournaments, their teams, groups, games and followers (migration 0012).
 * Statements only: which of them form one transaction is the service's
 * choice (`store.transaction`, decision 020).
 */
export function tournamentsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return { ...tournamentRows(db, values, engine), ...teamRows(db), ...gameRows(db, values) };
}

/** The tournament, its teams, groups and followers. */
function tournamentRows(db: Kysely<Database>, values: DbValues, engine: Engine) {
  return {
    /** Newest first; `followed` only when a follower is given. */
    async list(limit: number, offset: number, followerId: string | null) {
      const rows = await db
        .selectFrom('tournament')
        .select((eb) => [
          'tournament.id',
          'tournament.name',
          'tournament.type',
          'tournament.dateFrom',
          'tournament.dateTo',
          'tournament.location',
          eb
            .exists(
              eb
                .selectFrom('tournament_follow')
                .select('tournament_follow.userId')
                .whereRef('tournament_follow.tournamentId', '=', 'tournament.id')
                .where('tournament_follow.userId', '=', followerId ?? ''),
            )
            .as('followed'),
          eb
            .selectFrom('tournament_team')
            .select((sub) => sub.fn.countAll<number | string>().as('n'))
            .whereRef('tournament_team.tournamentId', '=', 'tournament.id')
            .as('teamCount'),
          eb
            .exists(
              eb
                .selectFrom('game')
                .select('game.id')
                .whereRef('game.tournamentId', '=', 'tournament.id')
                .where('game.status', '=', 'running'),
            )
            .as('live'),
        ])
        .orderBy('tournament.dateFrom', 'desc')
        .orderBy('tournament.name')
        .orderBy('tournament.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const total = await db
        .selectFrom('tournament')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        rows: rows.map((r) => ({
          ...r,
          followed: Boolean(r.followed),
          teamCount: Number(r.teamCount ?? 0),
          live: Boolean(r.live),
        })),
        total: Number(total.n),
      };
    },

    /**
     * One tournament. `share` (inside a transaction) keeps it from being
     * deleted until the transaction ends, on PostgreSQL; SQLite runs a write
     * transaction alone anyway.
     */
    async find(id: string, lock: 'share' | null = null): Promise<TournamentRow | undefined> {
      let query = db.selectFrom('tournament').select(TOURNAMENT_COLUMNS).where('id', '=', id);
      if (lock === 'share' && engine === 'postgres') query = query.forShare();
      return query.executeTakeFirst();
    },

    async insert(row: Omit<TournamentRow, 'version' | 'bracket'> & { createdBy: string }): Promise<void> {
      const now = values.timestamp();
      await db
        .insertInto('tournament')
        .values({ ...row, bracket: null, createdAt: now, updatedAt: now })
        .execute();
    },

    /**
     * Applies the changes and counts a new version, only while the tournament
     * is still at `version` (any version when null). On PostgreSQL the UPDATE
     * locks the row until the transaction ends, so concurrent writes to one
     * tournament queue up behind it. False when stale or gone.
     */
    async touch(
      id: string,
      version: number | null,
      changes: Partial<Omit<TournamentRow, 'id' | 'version' | 'seed'>> = {},
    ): Promise<boolean> {
      let query = db
        .updateTable('tournament')
        .set((eb) => ({ ...changes, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', id);
      if (version !== null) query = query.where('version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Stores the bracket of the schedule just written (no new version: the caller counted it). */
    async setBracket(id: string, bracket: string | null): Promise<void> {
      await db.updateTable('tournament').set({ bracket }).where('id', '=', id).execute();
    },

    /** Deletes the tournament; teams, groups, games and follows go with it. */
    async delete(id: string): Promise<boolean> {
      // Games first: they name teams without a cascade of their own.
      await db.deleteFrom('game').where('tournamentId', '=', id).execute();
      const result = await db.deleteFrom('tournament').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async follow(userId: string, tournamentId: string): Promise<void> {
      await db
        .insertInto('tournament_follow')
        .values({ userId, tournamentId, createdAt: values.timestamp() })
        .onConflict((oc) => oc.columns(['userId', 'tournamentId']).doNothing())
        .execute();
    },

    async unfollow(userId: string, tournamentId: string): Promise<void> {
      await db
        .deleteFrom('tournament_follow')
        .where('userId', '=', userId)
        .where('tournamentId', '=', tournamentId)
        .execute();
    },

    async isFollowing(userId: string, tournamentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('tournament_follow')
        .select('userId')
        .where('userId', '=', userId)
        .where('tournamentId', '=', tournamentId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** A tournament's teams (with their clubs' names) and groups. */
function teamRows(db: Kysely<Database>) {
  return {
    async teams(tournamentId: string): Promise<TeamWithClub[]> {
      return db
        .selectFrom('tournament_team')
        .leftJoin('club', 'club.id', 'tournament_team.clubId')
        .select([
          'tournament_team.id',
          'tournament_team.tournamentId',
          'tournament_team.clubId',
          'tournament_team.name',
          'tournament_team.position',
          'tournament_team.pot',
          'club.name as clubName',
          'club.country as clubCountry',
        ])
        .where('tournament_team.tournamentId', '=', tournamentId)
        .orderBy('tournament_team.position')
        .execute();
    },

    async insertTeam(team: TeamRow): Promise<void> {
      await db.insertInto('tournament_team').values(team).execute();
    },

    async setTeamPot(teamId: string, pot: number | null): Promise<void> {
      await db.updateTable('tournament_team').set({ pot }).where('id', '=', teamId).execute();
    },

    async deleteTeam(teamId: string): Promise<void> {
      await db.deleteFrom('tournament_team').where('id', '=', teamId).execute();
    },

    async club(clubId: string): Promise<{ id: string; name: string } | undefined> {
      return db.selectFrom('club').select(['id', 'name']).where('id', '=', clubId).executeTakeFirst();
    },

    /** Groups in their order, each with its team ids in order. */
    async groups(tournamentId: string): Promise<GroupRow[]> {
      const groups = await db
        .selectFrom('tournament_group')
        .select(['id', 'name', 'advancement'])
        .where('tournamentId', '=', tournamentId)
        .orderBy('position')
        .execute();
      if (groups.length === 0) return [];
      const members = await db
        .selectFrom('tournament_group_team')
        .select(['groupId', 'teamId'])
        .where(
          'groupId',
          'in',
          groups.map((g) => g.id),
        )
        .orderBy('position')
        .execute();
      return groups.map((g) => ({
        name: g.name,
        advancement: g.advancement,
        teamIds: members.filter((m) => m.groupId === g.id).map((m) => m.teamId),
      }));
    },

    async replaceGroups(
      tournamentId: string,
      groups: readonly { id: string; name: string; advancement: string; teamIds: readonly string[] }[],
    ): Promise<void> {
      // Memberships go with their groups (cascade).
      await db.deleteFrom('tournament_group').where('tournamentId', '=', tournamentId).execute();
      if (groups.length === 0) return;
      await db
        .insertInto('tournament_group')
        .values(
          groups.map((g, position) => ({ id: g.id, tournamentId, name: g.name, advancement: g.advancement, position })),
        )
        .execute();
      const members = groups.flatMap((g) => g.teamIds.map((teamId, position) => ({ groupId: g.id, teamId, position })));
      if (members.length > 0) await db.insertInto('tournament_group_team').values(members).execute();
    },
  };
}

/** The games of tournaments: the schedule's and the recording's columns. */
function gameRows(db: Kysely<Database>, values: DbValues) {
  const gamesQuery = () =>
    db
      .selectFrom('game')
      .leftJoin('tournament_team as t1', 't1.id', 'game.team1Id')
      .leftJoin('tournament_team as t2', 't2.id', 'game.team2Id')
      .select([
        'game.id',
        'game.tournamentId',
        'game.key',
        'game.phase',
        'game.groupName',
        'game.round',
        'game.position',
        'game.team1Id',
        'game.team2Id',
        't1.name as team1Name',
        't2.name as team2Name',
        'game.date',
        'game.start',
        'game.end',
        'game.pitch',
        'game.status',
        'game.goals1',
        'game.goals2',
        'game.shootout1',
        'game.shootout2',
        'game.version',
        // Recording (migration 0013, decision 022).
        'game.period',
        'game.periodStartedAt',
        'game.startedAt',
        'game.finishedAt',
      ]);

  return {
    async games(tournamentId: string): Promise<GameRow[]> {
      return gamesQuery().where('game.tournamentId', '=', tournamentId).orderBy('game.position').execute();
    },

    /** The clubs that set a line-up, per game of the tournament (game_lineup, decision 040). */
    async lineupClubs(tournamentId: string): Promise<{ gameId: string; clubId: string }[]> {
      return db
        .selectFrom('game_lineup')
        .innerJoin('game', 'game.id', 'game_lineup.gameId')
        .select(['game_lineup.gameId', 'game_lineup.clubId'])
        .where('game.tournamentId', '=', tournamentId)
        .execute();
    },

    /** Writes recording changes and counts a new game version, only while it is at `version` (any when null). */
    async updateGame(id: string, version: number | null, changes: GameChanges): Promise<boolean> {
      let query = db
        .updateTable('game')
        .set((eb) => ({ ...changes, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', id);
      if (version !== null) query = query.where('version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async findGame(id: string): Promise<GameRow | undefined> {
      return gamesQuery().where('game.id', '=', id).executeTakeFirst();
    },

    async gameCount(tournamentId: string): Promise<number> {
      const row = await db
        .selectFrom('game')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tournamentId', '=', tournamentId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async deleteGames(tournamentId: string): Promise<void> {
      await db.deleteFrom('game').where('tournamentId', '=', tournamentId).execute();
    },

    async deleteGamesOf(teamId: string): Promise<void> {
      await db
        .deleteFrom('game')
        .where((eb) => eb.or([eb('team1Id', '=', teamId), eb('team2Id', '=', teamId)]))
        .execute();
    },

    async insertGames(games: readonly NewGame[]): Promise<void> {
      const now = values.timestamp();
      // Chunks keep each statement under SQLite's and PostgreSQL's parameter limits.
      for (let i = 0; i < games.length; i += 200) {
        await db
          .insertInto('game')
          .values(games.slice(i, i + 200).map((g) => ({ ...g, createdAt: now, updatedAt: now })))
          .execute();
      }
    },

    /** Places (or unplaces) a game while it is still at `version`; false when stale or gone. */
    async placeGame(
      id: string,
      version: number,
      slot: { date: string | null; start: number | null; end: number | null; pitch: number | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('game')
        .set((eb) => ({ ...slot, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type TournamentsRepository = ReturnType<typeof tournamentsRepository>;
