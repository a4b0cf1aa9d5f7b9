// Service limits counted where every instance sees them (decision 365): what
// a counted request costs.
// - The counter alone: `hit()` of the built limit store, in this process,
//   against SQLite's counters file (synchronous=NORMAL) and PostgreSQL's
//   UNLOGGED rate_limit table (a fresh schema on the local server).
// - A rated write end to end: `PATCH /api/me` by one signed-in user, one
//   after another (what one user waits per write, which passes the write
//   limit), and 8 users writing at once (writes per second), on SQLite and
//   PostgreSQL. `BENCH_BEFORE_ENTRY=<server.js>` runs a build from before
//   decision 365 (in-memory counters) in alternating rounds beside it.
// Prints a Markdown table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { postgresSchema, root, signUpAdministrator, startProcess } from './processes.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const CONCURRENT_USERS = 8;
const CONCURRENT_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const HITS = Number(process.env.BENCH_HITS ?? 2000);
const builds = [
  { name: 'this build', entry: process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js' },
  ...(process.env.BENCH_BEFORE_ENTRY ? [{ name: 'before (in memory)', entry: process.env.BENCH_BEFORE_ENTRY }] : []),
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => value.toFixed(2);

/** p50/p99/mean of `n` sequential calls of `fn`, in ms. */
async function timeEach(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), mean: times.reduce((s, t) => s + t, 0) / n };
}

async function counterAlone(engine) {
  const { openLimitStore } = await import(pathToFileURL(path.join(root, 'apps/server/dist/http/attempt-limiter.js')));
  let backing;
  let cleanup;
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-limits-'));
    backing = { sqliteFile: path.join(dir, 'rate-limits.db') };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = await postgresSchema();
    if (!schema) return null;
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: schema.url, max: 10 });
    await pool.query(
      'create unlogged table rate_limit (key text primary key, points integer not null default 0, expire bigint)',
    );
    backing = { pgPool: pool };
    cleanup = async () => {
      await pool.end();
      await schema.drop();
    };
  }
  const store = openLimitStore(backing);
  const counter = store.counter('bench', { max: 1_000_000, windowMs: 60_000 });
  await timeEach(200, (i) => counter.hit(`user-${i % 50}`));
  const timed = await timeEach(HITS, (i) => counter.hit(`user-${i % 50}`));
  await store.close();
  await cleanup();
  return timed;
}

async function serverOn(engine, entry) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-limits-'));
  const schema = engine === 'postgres' ? await postgresSchema() : null;
  if (engine === 'postgres' && !schema) return null;
  const server = await startProcess(entry, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    WRITE_LIMIT_PER_MINUTE: '1000000',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  });
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const patchMe = (base, cookie, i) =>
  fetch(`${base}/api/me`, {
    method: 'PATCH',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ isDarkMode: i % 2 === 0 }),
  }).then(async (res) => {
    if (res.status !== 200) throw new Error(`PATCH /api/me: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });

async function signUpUser(base, n) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: `Writer ${n}`,
      email: `writer${n}@example.com`,
      password: 'Quartz-Lantern-Meadow-7391',
      acceptTerms: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One user's sequential writes, then CONCURRENT_USERS users writing back to back for CONCURRENT_SECONDS. */
async function ratedWrites(engine, entry) {
  const server = await serverOn(engine, entry);
  if (!server) return null;
  try {
    const cookie = await signUpAdministrator(server.base);
    await timeEach(50, (i) => patchMe(server.base, cookie, i));
    const sequential = await timeEach(WRITES, (i) => patchMe(server.base, cookie, i));
    const cookies = [];
    for (let n = 0; n < CONCURRENT_USERS; n++) cookies.push(await signUpUser(server.base, n));
    let writes = 0;
    const until = performance.now() + CONCURRENT_SECONDS * 1000;
    await Promise.all(
      cookies.map(async (userCookie) => {
        for (let i = 0; performance.now() < until; i++) {
          await patchMe(server.base, userCookie, i);
          writes += 1;
        }
      }),
    );
    return { ...sequential, perSecond: writes / CONCURRENT_SECONDS };
  } finally {
    await server.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const lines = [
  `Service limits (decision 365): ${ROUNDS} rounds, medians. Counter alone: ${HITS} \`hit()\` calls of the built store in this process, 50 keys. Rated write: \`PATCH /api/me\` by one signed-in user, ${WRITES} one after another (the write limit counts each), then ${CONCURRENT_USERS} users writing back to back for ${CONCURRENT_SECONDS} s; a fresh server (SQLite data dir or PostgreSQL schema) per round and build.`,
  '',
  '| engine | measured | p50 ms | p99 ms | mean ms | writes/s, 8 users |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
];
for (const engine of ['sqlite', 'postgres']) {
  const alone = [];
  for (let round = 0; round < ROUNDS; round++) {
    const timed = await counterAlone(engine);
    if (timed) alone.push(timed);
  }
  if (alone.length === 0) {
    lines.push(`| ${engine} | (no PostgreSQL server answered) | | | | |`);
    continue;
  }
  lines.push(
    `| ${engine} | counter alone | ${ms(median(alone.map((t) => t.p50)))} | ${ms(median(alone.map((t) => t.p99)))} | ${ms(median(alone.map((t) => t.mean)))} | |`,
  );
  const byBuild = new Map(builds.map((build) => [build.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
      byBuild.get(build.name).push(await ratedWrites(engine, build.entry));
    }
  }
  for (const [name, runs] of byBuild) {
    lines.push(
      `| ${engine} | rated write, ${name} | ${ms(median(runs.map((r) => r.p50)))} | ${ms(median(runs.map((r) => r.p99)))} | ${ms(median(runs.map((r) => r.mean)))} | ${Math.round(median(runs.map((r) => r.perSecond)))} |`,
    );
  }
}
console.log(lines.join('\n'));
