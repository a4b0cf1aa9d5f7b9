import { memoryAdapter } from 'better-auth/adapters/memory';
import { describe, expect, it } from 'vitest';
import { hashSessionTokens, sessionTokenDigest } from './session-token-hash.js';

type StoredSession = { id: string; token: string; userId: string; expiresAt: Date };

/** better-auth's own in-memory adapter, through the same factory as the Kysely one. */
function adapterWithTables() {
  const tables: Record<string, Record<string, unknown>[]> = { user: [], session: [], account: [], verification: [] };
  const adapter = hashSessionTokens(memoryAdapter(tables)({ secret: 'x'.repeat(32) }));
  const create = (token: string, userId = 'u1') =>
    adapter.create<Record<string, unknown>, StoredSession>({
      model: 'session',
      data: { token, userId, expiresAt: new Date(Date.now() + 60_000), createdAt: new Date(), updatedAt: new Date() },
    });
  return { tables, adapter, create };
}

describe('session tokens stored as digests (decision 360)', () => {
  it('stores the digest and answers the token to whoever created or asked by it', async () => {
    const { tables, adapter, create } = adapterWithTables();
    const created = await create('token-one');
    expect(created.token).toBe('token-one');
    expect(tables.session!.map((row) => row.token)).toEqual([sessionTokenDigest('token-one')]);

    const found = await adapter.findOne<StoredSession>({
      model: 'session',
      where: [{ field: 'token', value: 'token-one' }],
    });
    expect(found?.token).toBe('token-one');
    // The digest read out of the table is not a token.
    const byDigest = await adapter.findOne({
      model: 'session',
      where: [{ field: 'token', value: sessionTokenDigest('token-one') }],
    });
    expect(byDigest).toBeNull();
  });

  it('hashes lists of tokens, and updates, counts and deletes by token', async () => {
    const { tables, adapter, create } = adapterWithTables();
    await create('a');
    await create('b');
    await create('c', 'u2');
    const some = await adapter.findMany<StoredSession>({
      model: 'session',
      where: [{ field: 'token', operator: 'in', value: ['a', 'c'] }],
    });
    expect(some.map((s) => s.token).sort()).toEqual(['a', 'c']);
    // Listed without the token in the query: the digest, never the token.
    const ofUser = await adapter.findMany<StoredSession>({
      model: 'session',
      where: [{ field: 'userId', value: 'u1' }],
    });
    expect(ofUser.map((s) => s.token).sort()).toEqual([sessionTokenDigest('a'), sessionTokenDigest('b')].sort());

    const later = new Date(Date.now() + 120_000);
    const updated = await adapter.update<StoredSession>({
      model: 'session',
      where: [{ field: 'token', value: 'b' }],
      update: { expiresAt: later },
    });
    expect(updated?.token).toBe('b');
    expect(await adapter.count({ model: 'session', where: [{ field: 'token', operator: 'ne', value: 'b' }] })).toBe(2);
    await adapter.delete({ model: 'session', where: [{ field: 'token', value: 'a' }] });
    expect(
      await adapter.deleteMany({ model: 'session', where: [{ field: 'token', operator: 'in', value: ['b', 'c'] }] }),
    ).toBe(2);
    expect(tables.session).toEqual([]);
  });

  it('refuses a pattern match on a token instead of silently matching nothing', async () => {
    const { adapter, create } = adapterWithTables();
    await create('token-two');
    await expect(
      adapter.findMany({ model: 'session', where: [{ field: 'token', operator: 'starts_with', value: 'token' }] }),
    ).rejects.toThrow(/digests/);
    await expect(
      adapter.findOne({ model: 'session', where: [{ field: 'token', value: 'TOKEN-TWO', mode: 'insensitive' }] }),
    ).rejects.toThrow(/exactly/);
  });

  it('hashes inside transactions too', async () => {
    const { tables, adapter } = adapterWithTables();
    await adapter.transaction(async (trx) => {
      await trx.create({
        model: 'session',
        data: { token: 't', userId: 'u', expiresAt: new Date(), createdAt: new Date(), updatedAt: new Date() },
      });
    });
    expect(tables.session!.map((row) => row.token)).toEqual([sessionTokenDigest('t')]);
  });
});
