// Live followers (decisions 008 and 026): FOLLOWERS SSE clients
// connected to one server process (SQLite), one change published at a time,
// and the time from the publishing request until each follower has the
// message (p50, p95, max over every follower and change), plus the server's
// RSS with every follower connected. Then the same followers split over two
// instances on one PostgreSQL database, the change made through the first.
// Baseline in the same run: the bare Fastify SSE server of
// game-events.bench.mjs (events kept in memory, no session, no database),
// with the same followers. Prints a Markdown table.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { followTournaments, postgresSchema, signUpAdministrator, startProcess } from './processes.mjs';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 5);
/** Streams opened at once while connecting (the server resolves each one's session). */
const CONNECT_BATCH = 200;

/** The server's resident set size in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * Connects `count` followers to each of `bases` (cookie per base), then sends
 * CHANGES changes through `publish`, one after the other, each once every
 * follower has the one before. Returns the delays and the RSS measured
 * with everyone connected.
 */
async function measure(bases, cookies, count, publish, pids) {
  const delays = [];
  let sentAt = 0;
  let pending = 0;
  let allArrived = () => {};
  const onChange = (at) => {
    delays.push(at - sentAt);
    pending -= 1;
    if (pending === 0) allArrived();
  };
  const closers = [];
  for (const [i, base] of bases.entries()) {
    for (let opened = 0; opened < count; opened += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, count - opened);
      closers.push(
        ...(await Promise.all(Array.from({ length: batch }, () => followTournaments(base, cookies[i], onChange)))),
      );
    }
  }
  const rss = pids.map(rssMb);
  const total = count * bases.length;
  for (let k = 0; k < CHANGES; k++) {
    pending = total;
    const arrived = new Promise((resolve) => {
      allArrived = resolve;
    });
    sentAt = performance.now();
    await publish();
    await Promise.race([
      arrived,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`change ${k}: ${pending} followers waiting`)), 30_000),
      ),
    ]);
  }
  closers.forEach((close) => close());
  const sorted = delays.sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1), rss, messages: sorted.length };
}

const post = async (base, cookie, url, body) => {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status}`);
};
const newTournament = (base, cookie) => () =>
  post(base, cookie, '/api/tournaments', {
    name: `Live ${randomUUID().slice(0, 8)}`,
    type: 'roundRobin',
    dateFrom: '2026-06-01',
    dateTo: '2026-06-01',
    settings: DEFAULT_SCHEDULE_SETTINGS,
  });

const dataDirs = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-sse-bench-'));
  dataDirs.push(dir);
  return dir;
};
const results = {};
try {
  // One instance, SQLite.
  const one = await startProcess('apps/server/dist/server.js', { DATA_DIR: tempDir(), LOG_LEVEL: 'warn' });
  const cookie = await signUpAdministrator(one.base);
  results.one = await measure([one.base], [cookie], FOLLOWERS, newTournament(one.base, cookie), [one.child.pid]);
  await one.stop();

  // Two instances on one PostgreSQL database, half the followers each.
  const schema = await postgresSchema();
  if (schema) {
    try {
      const env = () => ({ DATA_DIR: tempDir(), LOG_LEVEL: 'warn', DATABASE_URL: schema.url });
      const a = await startProcess('apps/server/dist/server.js', env());
      const b = await startProcess('apps/server/dist/server.js', env());
      const cookieA = await signUpAdministrator(a.base);
      const half = Math.floor(FOLLOWERS / 2);
      results.two = await measure([a.base, b.base], [cookieA, cookieA], half, newTournament(a.base, cookieA), [
        a.child.pid,
        b.child.pid,
      ]);
      await a.stop();
      await b.stop();
    } finally {
      await schema.drop();
    }
  }

  const bare = await startProcess('apps/server/bench/game-events.bench.mjs', { BENCH_ROLE: 'baseline' });
  results.bare = await measure(
    [bare.base],
    [''],
    FOLLOWERS,
    () => post(bare.base, '', `/api/games/g/events`, { id: randomUUID(), kind: 'goal', team: 1 }),
    [bare.child.pid],
  );
  await bare.stop();
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const { one, two, bare } = results;
const f = (v) => v.toFixed(1);
const ratio = (v, b) => (b > 0 ? (v / b).toFixed(2) : '–');
console.log(
  `Live followers: ${FOLLOWERS.toLocaleString('en')} SSE clients of the tournament topic, ${CHANGES} changes (a new tournament each) sent one after another; the delay from the publishing request to each follower's message (${one.messages.toLocaleString('en')} messages timed per setup). Server RSS with every follower connected. Goal (docs/product/quality-goals.md): p95 ≤ 250 ms, RSS ≤ 500 MB on one instance. Baseline: the bare Fastify SSE server of the game-recording bench, same followers, same client.\n`,
);
console.log('| setup | p50 (ms) | p95 (ms) | max (ms) | RSS (MB) | p95 / baseline |');
console.log('|---|---:|---:|---:|---:|---:|');
console.log(
  `| one instance, SQLite | ${f(one.p50)} | ${f(one.p95)} | ${f(one.max)} | ${one.rss.map(f).join('')} | ${ratio(one.p95, bare.p95)} |`,
);
if (two) {
  console.log(
    `| two instances on PostgreSQL, ${Math.floor(FOLLOWERS / 2).toLocaleString('en')} each | ${f(two.p50)} | ${f(two.p95)} | ${f(two.max)} | ${two.rss.map(f).join(' + ')} | ${ratio(two.p95, bare.p95)} |`,
  );
} else console.log('| two instances on PostgreSQL | no server answered: not measured | | | | |');
console.log(
  `| baseline: bare Fastify | ${f(bare.p50)} | ${f(bare.p95)} | ${f(bare.max)} | ${bare.rss.map(f).join('')} | 1.00 |`,
);
