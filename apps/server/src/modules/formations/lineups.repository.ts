import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, GameLineupTable } from '../../db/schema.js';

/** A game's teams as line-ups need them; read here so the tournaments module keeps its own queries. */
export type LineupGameRow = {
  id: string;
  tournamentId: string;
  team1Id: string | null;
  team2Id: string | null;
};

export type LineupTeamRow = { id: string; name: string; clubId: string | null };

/** A stored line-up; `starters` and `substitutes` are JSON (`StoredStarter[]`, `StoredSubstitute[]`). */
export type LineupRow = Selectable<GameLineupTable>;

export type StoredStarter = { playerId: string; position: string; x: number; y: number; backNumber: number };
export type StoredSubstitute = { playerId: string; backNumber: number };

export type LineupValues = {
  clubId: string;
  formationId: string | null;
  shirtColour: string;
  shortsColour: string;
  starters: StoredStarter[];
  substitutes: StoredSubstitute[];
};

const COLUMNS = [
  'gameId',
  'teamId',
  'clubId',
  'formationId',
  'shirtColour',
  'shortsColour',
  'starters',
  'substitutes',
  'updatedAt',
  'version',
] as const;

export function lineupsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  const row = (v: LineupValues) => ({
    ...v,
    starters: JSON.stringify(v.starters),
    substitutes: JSON.stringify(v.substitutes),
    updatedAt: values.timestamp(),
  });
  return {
    async findGame(id: string): Promise<LineupGameRow | undefined> {
      return db
        .selectFrom('game')
        .select(['id', 'tournamentId', 'team1Id', 'team2Id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async teams(ids: readonly string[]): Promise<LineupTeamRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('tournament_team')
        .select(['id', 'name', 'clubId'])
        .where('id', 'in', [...ids])
        .execute();
    },

    async ofGame(gameId: string): Promise<LineupRow[]> {
      return db.selectFrom('game_lineup').select(COLUMNS).where('gameId', '=', gameId).orderBy('teamId').execute();
    },

    /** A first line-up for the team; false when one exists already (someone set it meanwhile). */
    async insert(gameId: string, teamId: string, lineup: LineupValues): Promise<boolean> {
      const result = await db
        .insertInto('game_lineup')
        .values({ gameId, teamId, ...row(lineup) })
        .onConflict((oc) => oc.columns(['gameId', 'teamId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Replaces the line-up only if nobody changed it since `version`; false when stale. */
    async update(gameId: string, teamId: string, version: number, lineup: LineupValues): Promise<boolean> {
      const result = await db
        .updateTable('game_lineup')
        .set((eb) => ({ ...row(lineup), version: eb('version', '+', 1) }))
        .where('gameId', '=', gameId)
        .where('teamId', '=', teamId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type LineupsRepository = ReturnType<typeof lineupsRepository>;
