import type { ErrorBody } from '@touchline/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HttpClient, HttpResponse } from '../../test/http-client.js';
import { sameSession, twoInstances } from '../../test/instances.js';
import { SIGN_IN_LIMITS } from '../auth/auth.routes.js';

const postgresUrl = inject('postgresUrl');
const WRITES_PER_MINUTE = 5;
const HEAVY_WORK_PER_MINUTE = 2;
/** The heavy-work limit's rate plus its burst (twice the rate per ten minutes). */
const HEAVY_WORK_ALLOWED = HEAVY_WORK_PER_MINUTE + 2 * HEAVY_WORK_PER_MINUTE;

/**
 * Sends attempts, alternating between the two instances, until one is
 * refused (at most three times the limit): how many went through, and the
 * refusal. Counted in one process's memory, each instance let `limit`
 * through, so two let twice the limit through (decision 365).
 */
async function throughUntilRefused(
  attempt: (via: 0 | 1) => Promise<HttpResponse<ErrorBody>>,
  limit: number,
): Promise<{ through: number; refusal: HttpResponse<ErrorBody> | undefined }> {
  for (let through = 0; through < 3 * limit; through++) {
    const response = await attempt((through % 2) as 0 | 1);
    if (response.status === 429) return { through, refusal: response };
  }
  return { through: 3 * limit, refusal: undefined };
}

// Two server processes on one PostgreSQL schema behind no balancer: each
// request names its instance. SQLite runs one instance by design.
(postgresUrl ? describe : describe.skip)('limits hold across two instances [postgres]', () => {
  const instances = twoInstances(postgresUrl as string, {
    WRITE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE),
    HEAVY_WORK_LIMIT_PER_MINUTE: String(HEAVY_WORK_PER_MINUTE),
  });
  /** Ada's session on A and on B. */
  let ada: [HttpClient, HttpClient];

  beforeAll(async () => {
    await instances.start();
    const viaA = instances.a().client();
    expect((await viaA.signUp('Ada', 'ada@example.com')).status).toBe(200);
    ada = [viaA, sameSession(viaA, instances.b())];
  }, 120_000);

  afterAll(() => instances.stop(), 60_000);

  it('stops password guessing on one account after the same number of guesses as one instance does', async () => {
    const attackers = [instances.a().client(), instances.b().client()];
    const guess = (via: 0 | 1) =>
      attackers[via]!.post<ErrorBody>('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'guess-guess' });

    const { through, refusal } = await throughUntilRefused(guess, SIGN_IN_LIMITS.perAccount.max);
    expect(through).toBe(SIGN_IN_LIMITS.perAccount.max);
    expect(refusal?.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Both instances refuse now, the right password included.
    for (const attacker of attackers) {
      const right = await attacker.post('/api/auth/sign-in/email', {
        email: 'ada@example.com',
        password: 'correct-horse-battery',
      });
      expect(right.status).toBe(429);
    }
  });

  it('holds a user to the write limit whichever instance takes each write', async () => {
    const write = (via: 0 | 1) => ada[via].patch<ErrorBody>('/api/me', { isDarkMode: via === 0 });
    const { through, refusal } = await throughUntilRefused(write, WRITES_PER_MINUTE);
    expect(through).toBe(WRITES_PER_MINUTE);
    expect(refusal?.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('holds a user to the heavy-work limit whichever instance takes each request', async () => {
    const exportCsv = (via: 0 | 1) => ada[via].get<ErrorBody>('/api/players/export.csv');
    const { through, refusal } = await throughUntilRefused(exportCsv, HEAVY_WORK_ALLOWED);
    expect(through).toBe(HEAVY_WORK_ALLOWED);
    expect(refusal?.body.error.code).toBe('TOO_MANY_HEAVY_REQUESTS');
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
