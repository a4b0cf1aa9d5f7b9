import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.js';
import { addressKey, limitBy, openLimitStore, type Counter, type LimitStore } from './attempt-limiter.js';

// The store's counting is rate-limiter-flexible's, on its clock (Date.now):
// the clock is faked, the SQLite file is real.
describe('limit store (SQLite counters file)', () => {
  let dir: string;
  let file: string;
  let store: LimitStore;
  const rows = () =>
    new SQLite(file, { readonly: true }).prepare('select key, points, expire from rate_limit order by key').all() as {
      key: string;
      points: number;
      expire: number;
    }[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    dir = mkdtempSync(path.join(tmpdir(), 'touchline-limits-'));
    file = path.join(dir, 'rate-limits.db');
    store = openLimitStore({ sqliteFile: file });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    vi.useRealTimers();
  });

  it('allows max attempts per key and window, then tells how long to wait', async () => {
    const limiter = store.counter('test', { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 60 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    vi.advanceTimersByTime(45_500);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterS: 15 });
    vi.advanceTimersByTime(14_500);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('counts in the file, so a second store on it (a restart) goes on counting', async () => {
    const limiter = store.counter('test', { max: 2, windowMs: 60_000 });
    await limiter.hit('a');
    await limiter.hit('a');
    await store.close();
    store = openLimitStore({ sqliteFile: file });
    expect((await store.counter('test', { max: 2, windowMs: 60_000 }).hit('a')).allowed).toBe(false);
  });

  it('refuses a key over its limit from memory: refused attempts cost no write', async () => {
    const limiter = store.counter('test', { max: 2, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) await limiter.hit('a');
    expect(rows().map((row) => row.points)).toEqual([3]);
  });

  it('gives an attempt back on refund', async () => {
    const limiter = store.counter('test', { max: 2, windowMs: 60_000 });
    await limiter.hit('a');
    await limiter.refund('a');
    await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('keeps neither addresses nor emails: keys are stored as the limit name and a hash', async () => {
    await store.counter('sign-in-account', { max: 2, windowMs: 60_000 }).hit('ada@example.com');
    await store.counter('sign-in-ip', { max: 2, windowMs: 60_000 }).hit('203.0.113.9');
    const keys = rows().map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^sign-in-(account|ip):[A-Za-z0-9_-]{43}$/);
  });

  it('deletes the rows of ended windows, and only those', async () => {
    await store.counter('short', { max: 2, windowMs: 60_000 }).hit('a');
    await store.counter('long', { max: 2, windowMs: 15 * 60_000 }).hit('a');
    vi.advanceTimersByTime(61_000);
    expect(await store.sweep()).toBe(1);
    expect(rows().map((row) => row.key.split(':')[0])).toEqual(['long']);
  });

  it('allows a burst over the rate, then holds a user to the rate', async () => {
    const limiter = store.burstCounter('heavy', { perMinute: 2, burst: 4 });
    const allowed = async (n: number) => {
      const verdicts = [];
      for (let i = 0; i < n; i++) verdicts.push((await limiter.hit('u')).allowed);
      return verdicts.filter(Boolean).length;
    };
    expect(await allowed(7)).toBe(6);
    const refused = await limiter.hit('u');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    // The next minute: the rate again, the burst spent for ten minutes.
    vi.advanceTimersByTime(60_000);
    expect(await allowed(3)).toBe(2);
    vi.advanceTimersByTime(10 * 60_000);
    expect(await allowed(7)).toBe(6);
  });
});

describe('limitBy', () => {
  const request = () => ({ log: { error: vi.fn() } }) as unknown as FastifyRequest;
  const reply = () => {
    const headers: Record<string, string> = {};
    return { headers, header: (name: string, value: string) => (headers[name] = value) };
  };
  const failing: Counter = { hit: () => Promise.reject(new Error('connection refused')) };

  it('refuses with 429, the code and Retry-After past the limit', async () => {
    const over: Counter = { hit: async () => ({ allowed: false, retryAfterS: 42 }) };
    const answer = reply();
    const refusal = limitBy(over, () => 'k', { onStoreFailure: 'allow', code: 'TOO_MANY_HEAVY_REQUESTS' })(
      request(),
      answer,
    );
    await expect(refusal).rejects.toMatchObject({ statusCode: 429, code: 'TOO_MANY_HEAVY_REQUESTS' });
    expect(answer.headers['retry-after']).toBe('42');
  });

  it('fails closed for guessing limits: 503 with Retry-After when the store cannot be reached', async () => {
    const answer = reply();
    const failed = limitBy(failing, () => 'k', { onStoreFailure: 'refuse' })(request(), answer);
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await expect(failed).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(answer.headers['retry-after']).toBe('5');
  });

  it('fails open for writes and heavy work, and logs it', async () => {
    const asked = request();
    await expect(limitBy(failing, () => 'k', { onStoreFailure: 'allow' })(asked, reply())).resolves.toBeUndefined();
    expect(asked.log.error).toHaveBeenCalledOnce();
  });
});

describe('addressKey', () => {
  it('counts an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const block = '2001:db8:0:1::/64';
    for (const ip of [
      '2001:db8:0:1::1',
      '2001:0db8:0000:0001:ffff:ffff:ffff:fffe',
      '2001:DB8:0:1:0:0:0:0',
      '2001:db8:0:1::1%eth0',
      '2001:db8:0:1:1::1.2.3.4',
    ])
      expect(addressKey(ip), ip).toBe(block);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(block);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
