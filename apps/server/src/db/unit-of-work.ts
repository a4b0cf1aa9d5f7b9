import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Where transactions live (docs/decisions/020-unit-of-work.md).
 *
 * A store is a module's repositories bound to the database, plus
 * `transaction(work)`, which binds the same repositories to one transaction
 * and hands them to `work`. The service decides what is atomic; repositories
 * only run statements on whatever executor they were bound to.
 *
 * Inside `work`, use only the repositories it is given: on SQLite the one
 * connection belongs to the transaction until it ends, so a statement on the
 * outer store would wait for it forever.
 */
export type Store<Repositories> = Repositories & {
  transaction: <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
};

export function createStore<Repositories extends object>(
  db: Kysely<Database>,
  bind: (executor: Kysely<Database>) => Repositories,
): Store<Repositories> {
  return {
    ...bind(db),
    // A Kysely Transaction is a Kysely: repositories do not know which they got.
    transaction: (work) => db.transaction().execute((trx) => work(bind(trx))),
  };
}
