import type { DuplicateInput } from '@touchline/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the import preview matches rows against: the matching fields, and the club that decides who may see them. */
export type MatchCandidate = DuplicateInput & { clubId: string | null };

export function playerSheetsRepository(db: Kysely<Database>) {
  return {
    /**
     * One page of existing players in id order, after `afterId`: the preview
     * reads them page by page, so no single query holds the event loop (on
     * SQLite a query runs synchronously) or the memory for all of them.
     */
    async matchCandidates(afterId: string | null, limit: number): Promise<MatchCandidate[]> {
      let query = db
        .selectFrom('player')
        .select(['id', 'firstName', 'lastName', 'birthday', 'nationality', 'clubId'])
        .orderBy('id')
        .limit(limit);
      if (afterId !== null) query = query.where('id', '>', afterId);
      return query.execute();
    },
  };
}

export type PlayerSheetsRepository = ReturnType<typeof playerSheetsRepository>;
