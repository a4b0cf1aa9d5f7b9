import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { healthService, LIVENESS_PING_MAX_AGE_MS, recentSuccess } from './health.service.js';

/** A database whose round trips succeed or fail as the test says, counted; and a clock the test moves. */
function fixture() {
  const state = { now: 0, up: true, pings: 0 };
  const service = healthService({ db: {} as never, engine: 'sqlite' }, { check: async () => {} }, 'local', {
    now: () => state.now,
    ping: async () => {
      state.pings++;
      if (!state.up) throw new Error('database is gone');
    },
  });
  return { state, service };
}

async function statusOf(answer: Promise<unknown> | unknown): Promise<number> {
  try {
    await answer;
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.statusCode : 500;
  }
}

describe('health: liveness remembers a database round trip for at most a second', () => {
  it('answers from a success younger than the window without another round trip', async () => {
    const { state, service } = fixture();
    await expect(service.check()).resolves.toEqual({ status: 'ok', db: 'sqlite', version: expect.any(String) });
    state.now = LIVENESS_PING_MAX_AGE_MS - 1;
    expect(await statusOf(service.check())).toBe(200);
    expect(state.pings).toBe(1);
  });

  it('reports a failing database once the window of the last success has passed', async () => {
    const { state, service } = fixture();
    expect(await statusOf(service.check())).toBe(200);
    state.up = false;
    state.now = LIVENESS_PING_MAX_AGE_MS / 2;
    expect(await statusOf(service.check())).toBe(200); // still inside the window: not asked
    state.now = LIVENESS_PING_MAX_AGE_MS;
    expect(await statusOf(service.check())).toBe(503);
    expect(state.pings).toBe(2);
  });

  it('never remembers a failure: every answer asks again until the database is back', async () => {
    const { state, service } = fixture();
    state.up = false;
    expect(await statusOf(service.check())).toBe(503);
    expect(await statusOf(service.check())).toBe(503);
    state.up = true;
    expect(await statusOf(service.check())).toBe(200);
    expect(state.pings).toBe(3);
  });

  it('counts the window from when the round trip started, not when it answered', async () => {
    const state = { now: 0 };
    let finish = () => {};
    const probe = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    const fresh = recentSuccess(probe, 1_000, () => state.now);
    const first = fresh();
    state.now = 900; // the round trip took 900 ms
    finish();
    await first;
    state.now = 999;
    expect(fresh()).toBeUndefined();
    state.now = 1_000;
    expect(fresh()).toBeInstanceOf(Promise);
  });

  it('lets callers that arrive during a round trip share it', async () => {
    const { state, service } = fixture();
    const answers = [service.check(), service.check(), service.check()];
    await Promise.all(answers);
    expect(state.pings).toBe(1);
  });

  it('keeps readiness honest: it asks the database every time, fresh liveness or not', async () => {
    const { state, service } = fixture();
    expect(await statusOf(service.check())).toBe(200);
    state.up = false;
    expect(await statusOf(service.ready())).toBe(503);
    expect(await statusOf(service.check())).toBe(200); // liveness is still inside its window
    state.up = true;
    await expect(service.ready()).resolves.toEqual({ status: 'ready', db: 'sqlite', storage: 'local' });
    expect(state.pings).toBe(3);
  });
});
