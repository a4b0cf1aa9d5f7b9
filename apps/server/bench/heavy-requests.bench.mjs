// Heavy requests and the event loop (docs/security.md "4. Unbounded work",
// decision 355): the largest tournament the limits allow — 64 teams in a
// round robin (2,016 games), 31 days, 32 pitches, minRest 1440 — and what
// its schedule generation and its match sheet PDF cost the event loop.
//
// Per case: one request alone (its time, and the event loop's longest delay
// meanwhile: nodejs_eventloop_lag_max_seconds of GET /api/metrics, read
// before and after), then back-to-back requests for BENCH_SECONDS with
// GET /api/health probed back-to-back alongside (p99, max, refusals).
// Baseline in the same run: health probed while the server is idle.
// `BENCH_SERVER_ENTRY` measures another build (e.g. the one before the fix).
// Prints a Markdown table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { signUpAdministrator, startProcess } from './processes.mjs';
import { letters } from '../test/letter-names.mjs';

const ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TEAMS = 64;
const PROBE_GAP_MS = 5;
const REQUEST_CUTOFF_MS = 60_000;

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function call(base, cookie, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_CUTOFF_MS),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes };
}

/** A setup call, waiting out overload refusals (503) on a loaded machine. */
async function json(base, cookie, method, url, body) {
  const res = await unrefused(() => call(base, cookie, method, url, body));
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.bytes.toString('utf8')}`);
  return JSON.parse(res.bytes.toString('utf8'));
}

/** `request()` until it is not refused for overload (503): a measurement starts on a settled server. */
async function unrefused(request) {
  for (;;) {
    const res = await request();
    if (res.status !== 503) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The event loop's longest delay since the last read (prom-client resets it on each collect). */
async function loopMaxMs(base, cookie) {
  const res = await unrefused(() => call(base, cookie, 'GET', '/api/metrics'));
  const match = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(res.bytes.toString('utf8'));
  return match ? Number(match[1]) * 1000 : NaN;
}

/** Sequential health checks until `until` settles: latencies in ms and how many were not 200. */
async function probeHealth(base, until) {
  const latencies = [];
  let refused = 0;
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(REQUEST_CUTOFF_MS) });
      await res.arrayBuffer();
      if (res.status !== 200) refused += 1;
    } catch {
      refused += 1;
    }
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  return { latencies, refused };
}

/** The same request back to back for SECONDS: its times and statuses. */
async function backToBack(request) {
  const times = [];
  const statuses = new Map();
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    const { status } = await request();
    times.push(performance.now() - start);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return { times, statuses };
}

async function startServer(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-heavy-bench-'));
  const server = await startProcess(ENTRY, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Setting up writes 130 rows in a few seconds.
    WRITE_LIMIT_PER_MINUTE: '100000',
    // What the work costs is measured here, not the time limit: on a loaded
    // machine the largest sheet can take longer than the default.
    HEAVY_WORK_TIME_LIMIT_MS: '300000',
    ...env,
  });
  const cookie = await signUpAdministrator(server.base);
  const settings = { ...DEFAULT_SCHEDULE_SETTINGS, pitches: 32, minRest: 1440 };
  const tournament = await json(server.base, cookie, 'POST', '/api/tournaments', {
    name: 'Bench Cup',
    type: 'roundRobin',
    dateFrom: '2026-05-01',
    dateTo: '2026-05-31',
    location: 'Hafenstadt',
    settings,
  });
  for (let i = 0; i < TEAMS; i++) {
    const club = await json(server.base, cookie, 'POST', '/api/clubs', { name: `Club ${letters(i)}`, country: 'DE' });
    await json(server.base, cookie, 'POST', `/api/tournaments/${tournament.id}/teams`, { clubId: club.id });
  }
  return {
    ...server,
    cookie,
    tournamentId: tournament.id,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const rows = [];
function record(label, single, run, health, note = '') {
  rows.push({ label, single, run, health, note });
}

/** One request alone (time, loop delay), then back to back with health probed alongside. */
async function measure(server, label, request, note) {
  // Settled: health answers again after the case before, and the delay it left is read away.
  await unrefused(() => call(server.base, '', 'GET', '/api/health'));
  await loopMaxMs(server.base, server.cookie);
  const start = performance.now();
  const first = await request();
  if (first.status !== 200) throw new Error(`${label}: ${first.status} ${first.bytes.toString('utf8')}`);
  const single = { ms: performance.now() - start, loopMs: await loopMaxMs(server.base, server.cookie), first };
  const work = backToBack(request);
  const [run, health] = await Promise.all([work, probeHealth(server.base, work)]);
  record(label, single, run, health, note);
  return first;
}

const scheduled = await startServer();
const schedule = () =>
  call(scheduled.base, scheduled.cookie, 'POST', `/api/tournaments/${scheduled.tournamentId}/schedule`, {});
const sheet = (server) => () =>
  call(server.base, server.cookie, 'GET', `/api/tournaments/${server.tournamentId}/sheet.pdf?lang=de`);
try {
  // Baseline: health while nothing else runs.
  const idle = new Promise((r) => setTimeout(r, Math.min(SECONDS, 5) * 1000));
  rows.push({ label: 'nothing else running (baseline)', health: await probeHealth(scheduled.base, idle) });

  const first = await measure(scheduled, 'schedule generation (POST …/schedule)', schedule);
  const answer = JSON.parse(first.bytes.toString('utf8'));
  rows.at(-1).note = `${answer.games} games, ${answer.unscheduled} unplaced`;

  const pdf = await measure(scheduled, 'match sheet PDF, same tournament and language', sheet(scheduled));
  rows.at(-1).note = `${(pdf.bytes.length / 1024).toFixed(0)} KB`;

  // Not heavy work but the largest answer of the same tournament, for comparison: every follower reads it.
  await measure(scheduled, 'games list (GET …/games), for comparison', () =>
    call(scheduled.base, scheduled.cookie, 'GET', `/api/tournaments/${scheduled.tournamentId}/games`),
  );
} finally {
  await scheduled.stop();
}

// Every request rendered: the same server with the PDF cache turned off.
const uncached = await startServer({ PDF_CACHE_MB: '0' });
try {
  await json(uncached.base, uncached.cookie, 'POST', `/api/tournaments/${uncached.tournamentId}/schedule`, {});
  await measure(uncached, 'match sheet PDF, every request rendered (PDF_CACHE_MB=0)', sheet(uncached));
} finally {
  await uncached.stop();
}

const ms = (x) => (Number.isNaN(x) ? '–' : x < 10 ? x.toFixed(1) : x.toFixed(0));
const idleP99 = percentile(rows[0].health.latencies, 99);
console.log(
  `Heavy requests: ${TEAMS} teams in a round robin (2,016 games), 31 days, 32 pitches, minRest 1440, on SQLite; the built server (${ENTRY}). "Alone": one request with nothing else running, and the event loop's longest delay meanwhile (nodejs_eventloop_lag_max_seconds). Then the same request back to back for ${SECONDS} s with GET /api/health probed back to back (${PROBE_GAP_MS} ms apart) alongside. Baseline: health while idle.\n`,
);
console.log(
  '| case | alone ms | loop max ms | back-to-back requests (status) | median ms | health p99 ms | health max ms | health not 200 | health p99 ratio | |',
);
console.log('|---|---:|---:|---|---:|---:|---:|---:|---:|---|');
for (const { label, single, run, health, note } of rows) {
  const p99 = percentile(health.latencies, 99);
  const statuses = run ? [...run.statuses].map(([s, n]) => `${n}× ${s}`).join(', ') : '–';
  console.log(
    `| ${label} | ${single ? ms(single.ms) : '–'} | ${single ? ms(single.loopMs) : '–'} | ${statuses} | ${run ? ms(percentile(run.times, 50)) : '–'} | ${ms(p99)} | ${ms(Math.max(...health.latencies))} | ${health.refused} | ${(p99 / idleP99).toFixed(1)} | ${note ?? ''} |`,
  );
}
