import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { withStatementCache } from './sqlite-statement-cache.js';

// The compiled-statement cache in front of better-sqlite3 (decision 025), on a
// real in-memory database through Kysely's SQLite dialect.
describe('SQLite statement cache [sqlite]', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  /** A database whose prepare() calls are counted. */
  function counted() {
    sqlite = new SQLite(':memory:');
    const prepare = sqlite.prepare.bind(sqlite);
    const compiled: string[] = [];
    sqlite.prepare = ((source: string) => {
      compiled.push(source);
      return prepare(source);
    }) as typeof sqlite.prepare;
    return { sqlite, compiled };
  }

  it('compiles each SQL text once and gives the same answers as before', async () => {
    const { compiled } = counted();
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    for (let i = 1; i <= 20; i++) await sql`insert into t (id, name) values (${i}, ${`n${i}`})`.execute(db);
    const names = [];
    for (let i = 1; i <= 20; i++)
      names.push((await sql<{ name: string }>`select name from t where id = ${i}`.execute(db)).rows[0]?.name);
    expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `n${i + 1}`));
    expect(compiled.filter((s) => s.startsWith('insert'))).toHaveLength(1);
    expect(compiled.filter((s) => s.startsWith('select'))).toHaveLength(1);
    // Transactions reuse their begin and commit too.
    for (let i = 0; i < 3; i++)
      await db.transaction().execute((trx) => sql`update t set name = 'x' where id = 1`.execute(trx));
    expect(compiled.filter((s) => s === 'begin')).toHaveLength(1);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });

  it('stays bounded: the least recently used text is compiled again after the cache is full', () => {
    const { compiled } = counted();
    const cache = withStatementCache(sqlite, 2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1'); // now the most recently used
    cache.prepare('select 3'); // evicts `select 2`
    cache.prepare('select 1');
    cache.prepare('select 2');
    expect(compiled).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('does not hand out a statement that is still iterating', () => {
    const { compiled } = counted();
    const cache = withStatementCache(sqlite);
    const first = cache.prepare('select 1 as n union all select 2');
    const rows = first.iterate([]) as IterableIterator<unknown>;
    rows.next();
    const second = cache.prepare('select 1 as n union all select 2');
    expect(second).not.toBe(first);
    expect(second.all([])).toHaveLength(2);
    rows.return?.();
    expect(cache.prepare('select 1 as n union all select 2')).toBe(first);
    expect(compiled).toHaveLength(2);
  });
});
