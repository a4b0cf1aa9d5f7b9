// The overload knee (decision 027): a follower's read of a
// tournament's standings, offered at rising rates (open loop, autocannon's
// overallRate, 100 connections), until p99 passes 200 ms; and what the
// server answers beyond (503 with Retry-After instead of an ever longer
// queue). Baseline in the same run: a bare Fastify process serving the same
// JSON from memory (bare-fastify.mjs). Prints a Markdown table.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { signUpAdministrator, startProcess } from './processes.mjs';

const RATES = (process.env.BENCH_RATES ?? '100,200,400,800,1600,3200').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const KNEE_MS = 200;

async function step(url, headers, rate) {
  const run = await autocannon({ url, headers, connections: 100, overallRate: rate, duration: DURATION });
  const answered = run['2xx'] + run.non2xx;
  return {
    rate,
    rps: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    ok: run['2xx'],
    refused: run.statusCodeStats?.['503']?.count ?? 0,
    other: run.non2xx - (run.statusCodeStats?.['503']?.count ?? 0) + run.errors + run.timeouts,
    answered,
  };
}

async function ladder(url, headers) {
  const steps = [];
  for (const rate of RATES) steps.push(await step(url, headers, rate));
  return steps;
}

const json = async (base, cookie, method, url, body) => {
  for (;;) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // Setting up on a loaded machine can meet the overload answer: wait as told.
    if (res.status === 503) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      continue;
    }
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
    return res.json();
  }
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-overload-bench-'));
let ours;
let bare;
try {
  const server = await startProcess('apps/server/dist/server.js', { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const cookie = await signUpAdministrator(server.base);
  // A round robin of 6 teams with its games scheduled: a real standings answer.
  const tournament = await json(server.base, cookie, 'POST', '/api/tournaments', {
    name: 'Knee Cup',
    type: 'roundRobin',
    dateFrom: '2026-06-01',
    dateTo: '2026-06-01',
    settings: { ...DEFAULT_SCHEDULE_SETTINGS, pitches: 2 },
  });
  for (let i = 0; i < 6; i++) {
    const club = await json(server.base, cookie, 'POST', '/api/clubs', { name: `Knee Club ${i}`, country: 'DE' });
    await json(server.base, cookie, 'POST', `/api/tournaments/${tournament.id}/teams`, { clubId: club.id });
  }
  await json(server.base, cookie, 'POST', `/api/tournaments/${tournament.id}/schedule`, {});
  const url = `${server.base}/api/tournaments/${tournament.id}/standings`;
  const page = await (await fetch(url, { headers: { cookie } })).text();
  ours = await ladder(url, { cookie });
  await server.stop();

  const pageFile = path.join(dataDir, 'standings.json');
  writeFileSync(pageFile, page);
  const baseline = await startProcess('apps/server/bench/bare-fastify.mjs', { PAGE_FILE: pageFile });
  bare = await ladder(`${baseline.base}/page`, {});
  await baseline.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const knee = (steps) => steps.find((s) => s.p99 > KNEE_MS)?.rate;
const fmt = (k) => (k === undefined ? `above ${RATES.at(-1)}` : String(k));
console.log(
  `Overload: GET a tournament's standings (a follower's read, signed in), offered at rising rates for ${DURATION} s each (open loop, 100 connections). The knee is the lowest offered rate whose p99 passes ${KNEE_MS} ms: Touchline ${fmt(knee(ours))} requests/s, baseline ${fmt(knee(bare))}. Past the event-loop delay limit (1 s) Touchline answers 503 with Retry-After. Baseline: bare Fastify serving the same JSON from memory.\n`,
);
console.log(
  '| offered (req/s) | answered (req/s) | p50 (ms) | p99 (ms) | 200 | 503 | other | baseline answered | baseline p99 (ms) | answered / baseline |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [i, s] of ours.entries()) {
  const b = bare[i];
  console.log(
    `| ${s.rate} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.ok} | ${s.refused} | ${s.other} | ${b.rps.toFixed(0)} | ${b.p99} | ${(s.rps / b.rps).toFixed(2)} |`,
  );
}
