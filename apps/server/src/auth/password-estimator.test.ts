import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { buildEstimator } from './password-estimator.build.js';
import { createPasswordEstimator, type PasswordEstimator } from './password-estimator.js';
import { passwordWeakness } from './password-strength.js';

// The estimator moved into a worker thread (decision 048); its verdicts
// must be exactly those of zxcvbn run on the server's own thread, as before.
const started: PasswordEstimator[] = [];
const estimatorWith = (options: Parameters<typeof createPasswordEstimator>[0] = {}) => {
  const estimator = createPasswordEstimator(options);
  started.push(estimator);
  return estimator;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((estimator) => estimator.close()));
});

const inThread = buildEstimator();
const onThisThread = {
  estimate: async (password: string, inputs: string[]) => {
    const result = inThread.check(password, inputs);
    return { score: result.score, warning: result.feedback.warning ?? null };
  },
};

const cases: [password: string, words: string[], expected: string | null][] = [
  ['        ', [], 'PASSWORD_PATTERN'],
  ['password', [], 'PASSWORD_COMMON'],
  ['Passw0rd!', [], 'PASSWORD_COMMON'],
  ['qwertzuiop', [], 'PASSWORD_PATTERN'],
  ['Schalke04!', [], expect.stringMatching(/^PASSWORD_/) as unknown as string],
  ['weak.sister.ines', ['weak.sister.ines@example.com', 'Ines Sister'], 'PASSWORD_NAME'],
  ['Quartz-Lantern-Meadow-7391', [], null],
  ['Quartz-Lantern-Meadow-7391', ['quartz@example.com', 'Lantern Meadow'], null],
  ['Fußballplatz-Übung-2026', [], null],
  ['a'.repeat(128), [], 'PASSWORD_PATTERN'],
];

// Each worker starts through tsx here: seconds on a busy machine.
describe('password estimator in a worker thread', { timeout: 60_000 }, () => {
  it('gives the verdicts zxcvbn gives on the server thread, for every kind of weakness and for strong passwords', async () => {
    const estimator = estimatorWith();
    for (const [password, words, expected] of cases) {
      const inWorker = await passwordWeakness(estimator, password, words);
      expect(inWorker, password).toEqual(expected);
      expect(inWorker, password).toBe(await passwordWeakness(onThisThread, password, words));
      // Same score and warning, not only the same code.
      const lowered = words.map((w) => w.toLowerCase());
      expect(await estimator.estimate(password, lowered)).toEqual(await onThisThread.estimate(password, lowered));
    }
  });

  it('starts on the first check and ends after the idle time', async () => {
    const estimator = estimatorWith({ idleMs: 200 });
    expect(estimator.running()).toBe(false);
    await estimator.estimate('password', []);
    expect(estimator.running()).toBe(true);
    await expect.poll(() => estimator.running(), { timeout: 10_000 }).toBe(false);
    // And starts again when needed.
    expect((await estimator.estimate('password', [])).score).toBe(0);
  });

  it('refuses past the waiting bound with 503 at once, and answers the checks already waiting', async () => {
    const estimator = estimatorWith({ maxPending: 2 });
    const first = estimator.estimate('password', []);
    const second = estimator.estimate('Quartz-Lantern-Meadow-7391', []);
    await expect(estimator.estimate('third', [])).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect((await first).score).toBe(0);
    expect((await second).score).toBeGreaterThanOrEqual(3);
  });

  it('fails checks with 503 and ends the worker when it does not start in time', async () => {
    // 1 ms: no worker starts that fast.
    const estimator = estimatorWith({ startTimeoutMs: 1 });
    const error = await estimator.estimate('password', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(estimator.running()).toBe(false);
  });

  it('fails a check the ready worker does not answer in time with 503, and ends the worker', async () => {
    const estimator = estimatorWith({ timeoutMs: 1 });
    // The worker starts and gets ready within the (default) start bound; the
    // first check is sent then, and 1 ms is too short for its answer (a
    // l33t-heavy password of the analysed length takes tens of ms).
    const error = await estimator.estimate('P@$$w0rd!1'.repeat(4), []).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(estimator.running()).toBe(false);
  });

  it('fails what waits when closed, and starts a new worker for the next check', async () => {
    const estimator = estimatorWith();
    const waiting = expect(estimator.estimate('password', [])).rejects.toMatchObject({ statusCode: 503 });
    await estimator.close();
    await waiting;
    expect((await estimator.estimate('password', [])).warning).toBe('topTen');
  });
});
