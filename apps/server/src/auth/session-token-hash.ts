import { createHash } from 'node:crypto';
import type { BetterAuthPlugin, DBAdapter, Where } from 'better-auth';

/**
 * Session tokens at rest (decision 360): the `session` table keeps the
 * SHA-256 of each token, never the token. A token is better-auth's 32
 * random characters of [A-Za-z0-9] (about 190 bits), so a fast hash is
 * enough: there is nothing to guess, and a lookup must go by value. A copy
 * of the database (a backup) then opens no session, even with the signing
 * secret beside it, because the cookie must carry the token itself.
 */
export function sessionTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const SESSION = 'session';
const TOKEN = 'token';
const patched = new WeakSet<object>();

type Row = Record<string, unknown>;

/**
 * better-auth 1.7 has no option for hashed session tokens, and every session
 * read and write goes through one adapter object (the context's `adapter`,
 * which the internal adapter calls on each use). This patches that object in
 * place: a session's token is stored as its digest, every `where token …`
 * looks the digest up, and rows coming back carry the token the caller
 * asked with, so better-auth signs the same token into the cookie and
 * updates or deletes the row by it as before. A row listed without its
 * token in the query (a user's sessions) carries the digest, which no
 * lookup accepts as a token. In place, not a copy: the schema check
 * better-auth registered for this object stays with it.
 */
export function hashSessionTokens<T extends DBAdapter>(adapter: T): T {
  if (patched.has(adapter)) return adapter;
  patched.add(adapter);
  const inner = {
    create: adapter.create.bind(adapter),
    findOne: adapter.findOne.bind(adapter),
    findMany: adapter.findMany.bind(adapter),
    count: adapter.count.bind(adapter),
    update: adapter.update.bind(adapter),
    updateMany: adapter.updateMany.bind(adapter),
    delete: adapter.delete.bind(adapter),
    deleteMany: adapter.deleteMany.bind(adapter),
    consumeOne: adapter.consumeOne.bind(adapter),
    incrementOne: adapter.incrementOne.bind(adapter),
    transaction: adapter.transaction.bind(adapter),
  };
  const mutable = adapter as DBAdapter;

  mutable.create = (async (args: Parameters<DBAdapter['create']>[0]) => {
    if (args.model !== SESSION) return inner.create(args);
    const data = args.data as Row;
    const token = data[TOKEN];
    if (typeof token !== 'string') return inner.create(args);
    const created = await inner.create({ ...args, data: { ...data, [TOKEN]: sessionTokenDigest(token) } });
    return restoreTokens(created, new Map([[sessionTokenDigest(token), token]]));
  }) as DBAdapter['create'];

  mutable.findOne = (async (args: Parameters<DBAdapter['findOne']>[0]) => {
    if (args.model !== SESSION) return inner.findOne(args);
    const { where, tokens } = hashWhere(args.where);
    return restoreTokens(await inner.findOne({ ...args, where }), tokens);
  }) as DBAdapter['findOne'];

  mutable.findMany = (async (args: Parameters<DBAdapter['findMany']>[0]) => {
    if (args.model !== SESSION || !args.where) return inner.findMany(args);
    const { where, tokens } = hashWhere(args.where);
    return restoreTokens(await inner.findMany({ ...args, where }), tokens);
  }) as DBAdapter['findMany'];

  mutable.count = async (args) => {
    if (args.model !== SESSION || !args.where) return inner.count(args);
    return inner.count({ ...args, where: hashWhere(args.where).where });
  };

  mutable.update = (async (args: Parameters<DBAdapter['update']>[0]) => {
    if (args.model !== SESSION) return inner.update(args);
    const { where, tokens } = hashWhere(args.where);
    return restoreTokens(await inner.update({ ...args, where, update: hashUpdate(args.update, tokens) }), tokens);
  }) as DBAdapter['update'];

  mutable.updateMany = async (args) => {
    if (args.model !== SESSION) return inner.updateMany(args);
    const { where, tokens } = hashWhere(args.where);
    return inner.updateMany({ ...args, where, update: hashUpdate(args.update, tokens) });
  };

  mutable.delete = async (args) => {
    if (args.model !== SESSION) return inner.delete(args);
    return inner.delete({ ...args, where: hashWhere(args.where).where });
  };

  mutable.deleteMany = async (args) => {
    if (args.model !== SESSION) return inner.deleteMany(args);
    return inner.deleteMany({ ...args, where: hashWhere(args.where).where });
  };

  mutable.consumeOne = (async (args: Parameters<DBAdapter['consumeOne']>[0]) => {
    if (args.model !== SESSION) return inner.consumeOne(args);
    const { where, tokens } = hashWhere(args.where);
    return restoreTokens(await inner.consumeOne({ ...args, where }), tokens);
  }) as DBAdapter['consumeOne'];

  mutable.incrementOne = (async (args: Parameters<DBAdapter['incrementOne']>[0]) => {
    if (args.model !== SESSION) return inner.incrementOne(args);
    const { where, tokens } = hashWhere(args.where);
    return restoreTokens(await inner.incrementOne({ ...args, where }), tokens);
  }) as DBAdapter['incrementOne'];

  // Without a transaction of its own the adapter hands itself to the callback
  // (patched already); with one, a new adapter bound to the transaction.
  mutable.transaction = (callback) =>
    inner.transaction((trx) => callback(hashSessionTokens(trx as DBAdapter) as typeof trx));

  return adapter;
}

/** better-auth's hook for changing its context before any request: the adapter is patched there. */
export function sessionTokensHashedAtRest(): BetterAuthPlugin {
  return {
    id: 'touchline-session-tokens-at-rest',
    init(ctx) {
      hashSessionTokens(ctx.adapter);
    },
  };
}

/**
 * The where clause with every token replaced by its digest, and the tokens
 * it named by digest (to give rows back their token). A pattern match on a
 * token cannot work on a digest: it is refused rather than silently
 * matching nothing.
 */
function hashWhere(where: Where[]): { where: Where[]; tokens: Map<string, string> } {
  const tokens = new Map<string, string>();
  const digestOf = (token: string) => {
    const digest = sessionTokenDigest(token);
    tokens.set(digest, token);
    return digest;
  };
  const hashed = where.map((clause): Where => {
    if (clause.field !== TOKEN || clause.value === null) return clause;
    if (clause.mode === 'insensitive') throw new Error('session tokens are matched exactly (stored as digests)');
    const operator = clause.operator ?? 'eq';
    if ((operator === 'eq' || operator === 'ne') && typeof clause.value === 'string') {
      return { ...clause, value: digestOf(clause.value) };
    }
    if ((operator === 'in' || operator === 'not_in') && Array.isArray(clause.value)) {
      return { ...clause, value: (clause.value as unknown[]).map((token) => digestOf(String(token))) };
    }
    throw new Error(`session tokens are stored as digests: "${operator}" cannot match them`);
  });
  return { where: hashed, tokens };
}

/** An update that sets a token stores its digest (better-auth never changes a token today). */
function hashUpdate(update: Record<string, unknown>, tokens: Map<string, string>): Record<string, unknown> {
  const token = update[TOKEN];
  if (typeof token !== 'string') return update;
  const digest = sessionTokenDigest(token);
  tokens.set(digest, token);
  return { ...update, [TOKEN]: digest };
}

/** Rows whose digest the caller named get their token back; others keep the digest. */
function restoreTokens<R>(result: R, tokens: Map<string, string>): R {
  const restore = (row: unknown): unknown => {
    if (row === null || typeof row !== 'object') return row;
    const digest = (row as Row)[TOKEN];
    const token = typeof digest === 'string' ? tokens.get(digest) : undefined;
    return token === undefined ? row : { ...(row as Row), [TOKEN]: token };
  };
  return (Array.isArray(result) ? result.map(restore) : restore(result)) as R;
}
