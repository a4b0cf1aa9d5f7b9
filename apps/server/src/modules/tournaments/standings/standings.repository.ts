import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../../db/database.js';
import type { Database, TieResolutionTable } from '../../../db/schema.js';

/** A card event as the standings read it (goals are the game's score). */
export type CardEventRow = { gameId: string; kind: string; team: number; playerId: string | null };

export type TieResolutionRow = Omit<Selectable<TieResolutionTable>, 'tournamentId'> & { resolverName: string | null };

export type SwapRow = { id: string; gameA: string; slotA: number; gameB: string; slotB: number };

/** The key of a set of teams: its sorted ids joined with ','. */
export function teamKeyOf(teamIds: readonly string[]): string {
  return [...teamIds].sort().join(',');
}

/**
 * Card events, tie resolutions, bracket swaps and the knockout games' teams
 * (migrations 0013, 0014; decision 023). Statements only: the service owns
 * the transactions (decision 020).
 */
export function standingsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  return {
    async cardEvents(tournamentId: string): Promise<CardEventRow[]> {
      return db
        .selectFrom('game_event')
        .select(['gameId', 'kind', 'team', 'playerId'])
        .where('tournamentId', '=', tournamentId)
        .where('kind', '!=', 'goal')
        .execute();
    },

    async resolutions(tournamentId: string): Promise<TieResolutionRow[]> {
      return db
        .selectFrom('tie_resolution')
        .leftJoin('user', 'user.id', 'tie_resolution.resolvedBy')
        .select([
          'tie_resolution.id',
          'tie_resolution.teamKey',
          'tie_resolution.teamOrder',
          'tie_resolution.method',
          'tie_resolution.score',
          'tie_resolution.note',
          'tie_resolution.resolvedBy',
          'user.name as resolverName',
          'tie_resolution.resolvedAt',
        ])
        .where('tie_resolution.tournamentId', '=', tournamentId)
        .orderBy('tie_resolution.resolvedAt')
        .orderBy('tie_resolution.id')
        .execute();
    },

    /** Saves the resolution of a set of teams, replacing an earlier one of the same set. */
    async saveResolution(row: {
      id: string;
      tournamentId: string;
      teamIds: readonly string[];
      order: readonly string[];
      method: string;
      score: string | null;
      note: string | null;
      resolvedBy: string;
    }): Promise<void> {
      const teamKey = teamKeyOf(row.teamIds);
      await db
        .deleteFrom('tie_resolution')
        .where('tournamentId', '=', row.tournamentId)
        .where('teamKey', '=', teamKey)
        .execute();
      await db
        .insertInto('tie_resolution')
        .values({
          id: row.id,
          tournamentId: row.tournamentId,
          teamKey,
          teamOrder: JSON.stringify(row.order),
          method: row.method,
          score: row.score,
          note: row.note,
          resolvedBy: row.resolvedBy,
          resolvedAt: values.timestamp(),
        })
        .execute();
    },

    async deleteResolution(tournamentId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('tie_resolution')
        .where('tournamentId', '=', tournamentId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async swaps(tournamentId: string): Promise<SwapRow[]> {
      return db
        .selectFrom('bracket_swap')
        .select(['id', 'gameA', 'slotA', 'gameB', 'slotB'])
        .where('tournamentId', '=', tournamentId)
        .orderBy('position')
        .execute();
    },

    async addSwap(
      tournamentId: string,
      swap: Omit<SwapRow, 'id'> & { id: string; position: number; createdBy: string },
    ): Promise<void> {
      await db
        .insertInto('bracket_swap')
        .values({ ...swap, tournamentId, createdAt: values.timestamp() })
        .execute();
    },

    async deleteSwaps(tournamentId: string): Promise<void> {
      await db.deleteFrom('bracket_swap').where('tournamentId', '=', tournamentId).execute();
    },

    /** Sets the teams of a knockout game (by its bracket key) and counts a new game version. */
    async setGameTeams(tournamentId: string, key: string, team1Id: string | null, team2Id: string | null) {
      await db
        .updateTable('game')
        .set((eb) => ({ team1Id, team2Id, updatedAt: values.timestamp(), version: eb('version', '+', 1) }))
        .where('tournamentId', '=', tournamentId)
        .where('key', '=', key)
        .execute();
    },
  };
}

export type StandingsRepository = ReturnType<typeof standingsRepository>;
