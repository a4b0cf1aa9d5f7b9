import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from './database.js';

// The durability settings of the SQLite engine, read back through Kysely's
// SqliteDialect on the driver in use (better-sqlite3 13 since decision 018).
describe('SQLite settings [sqlite]', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-sqlite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs in WAL mode with synchronous=FULL, foreign keys and secure_delete on, and keeps committed rows', async () => {
    const file = path.join(dir, 'touchline.db');
    const handle = openSqlite(file);
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db)).rows[0] ?? {})[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2); // FULL
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('secure_delete')).toBe(1);

    await sql`create table parent (id integer primary key)`.execute(handle.db);
    await sql`create table child (id integer primary key, parent_id integer not null references parent (id))`.execute(
      handle.db,
    );
    await sql`insert into parent (id) values (1)`.execute(handle.db);
    await sql`insert into child (id, parent_id) values (1, 1)`.execute(handle.db);
    await expect(sql`insert into child (id, parent_id) values (2, 99)`.execute(handle.db)).rejects.toThrow(
      /FOREIGN KEY constraint failed/,
    );
    await handle.close();

    const reopened = openSqlite(file);
    const { rows } = await sql<{ n: number }>`select count(*) as n from child`.execute(reopened.db);
    expect(rows[0]?.n).toBe(1);
    await reopened.close();
  });
});
