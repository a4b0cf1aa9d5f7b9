// CSV import preview under hostile input (security issue item 3): how long
// `POST /api/players/import/preview` takes on files of near-identical names,
// and how long `GET /api/health` waits meanwhile. Baselines, same run, same
// server: health latency while idle, and a preview of 5,000 rows of names
// unlike each other. Targets: 100,000 rows refused (coded 4xx) in < 1 s; a
// preview at the row limit of the hostile shape in < 2 s with health
// p99 < 100 ms meanwhile. Prints a Markdown table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpAdministrator, startProcess } from './processes.mjs';
import { letters } from '../test/letter-names.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// The built server; BENCH_SERVER_ENTRY points at another build (e.g. the one before the fix).
const ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js';
// A preview taking longer is cut off and reported as "> limit" (before the fix, 100,000 rows ran out of memory).
const CUTOFF_MS = Number(process.env.BENCH_CUTOFF_MS ?? 60_000);
const PROBE_GAP_MS = 5;

/** The shape from the report: 250 surnames × 400 similar first names, in that order. */
function similarNames(rows, offset = 0) {
  return Array.from({ length: rows }, (_, n) => {
    const i = n + offset;
    return { firstName: `Kev${letters(i % 400)}`, lastName: `Schmidt${letters(Math.floor(i / 400) % 250)}` };
  });
}

/** Names unlike each other: the cheap case. */
function distinctNames(rows) {
  return Array.from({ length: rows }, (_, i) => ({ firstName: `A${letters(i)}`, lastName: `Z${letters(i * 7 + 3)}` }));
}

const csvOf = (players) =>
  [
    'firstName,lastName,birthday',
    ...players.map((p, i) => `${p.firstName},${p.lastName},20${10 + (i % 6)}-0${1 + (i % 9)}-1${i % 10}`),
  ].join('\n');

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const median = (xs) => percentile(xs, 50);

/** Sequential health checks until `until` settles; their latencies in ms. */
async function probeHealth(base, until) {
  const latencies = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    try {
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(CUTOFF_MS) }).then((r) => r.arrayBuffer());
    } catch {
      latencies.push(Infinity); // no answer within the cut-off, or the server died
      break;
    }
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  return latencies;
}

async function preview(base, cookie, csv) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  const start = performance.now();
  try {
    const res = await fetch(`${base}/api/players/import/preview`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
      signal: AbortSignal.timeout(CUTOFF_MS),
    });
    const body = await res.json();
    return {
      ms: performance.now() - start,
      status: res.status,
      code: body.error?.code ?? null,
      rows: body.rows?.length,
    };
  } catch {
    return { ms: Infinity, status: 'cut off', code: null };
  }
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-import-bench-'));
  const server = await startProcess(ENTRY, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const cookie = await signUpAdministrator(server.base);
  // Existing players: 5,000 of the hostile shape (so matching has near-identical candidates too) and 5,000 others.
  for (const rows of [similarNames(5000, 200), distinctNames(5000)]) {
    const res = await fetch(`${server.base}/api/players/import`, {
      method: 'POST',
      headers: { cookie, origin: server.base, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    if (res.status !== 201) throw new Error(`seeding: ${res.status} ${await res.text()}`);
  }
  return {
    ...server,
    cookie,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CASES = [
  { id: 'idle', label: 'no preview running (baseline for health)' },
  { id: 'plain', label: 'preview, 5,000 rows of unlike names (baseline for time)', csv: csvOf(distinctNames(5000)) },
  { id: 'limit', label: 'preview, 5,000 rows of near-identical names (target < 2 s)', csv: csvOf(similarNames(5000)) },
  {
    id: 'huge',
    label: 'preview, 100,000 rows of near-identical names, 2 MB (target: refused < 1 s)',
    csv: csvOf(similarNames(100_000)),
  },
];

const results = Object.fromEntries(CASES.map((c) => [c.id, { ms: [], p99: [], max: [], outcome: '' }]));
for (let round = 0; round < ROUNDS; round++) {
  // A fresh server per round: nothing cached, and a cut-off preview cannot spill into the next one.
  const server = await startServer();
  try {
    for (const c of round % 2 ? [...CASES].reverse() : CASES) {
      const work = c.csv
        ? preview(server.base, server.cookie, c.csv)
        : new Promise((r) => setTimeout(() => r({ ms: 0, status: 200 }), 1000));
      const [result, latencies] = await Promise.all([work, probeHealth(server.base, work)]);
      const r = results[c.id];
      r.ms.push(result.ms);
      r.p99.push(percentile(latencies, 99));
      r.max.push(Math.max(...latencies));
      r.outcome = result.status === 200 ? `200, ${result.rows ?? '–'} rows` : `${result.status} ${result.code ?? ''}`;
      if (result.ms === Infinity) {
        server.child.kill('SIGKILL'); // stuck on the preview, it would not get to its SIGTERM handler
        break;
      }
    }
  } finally {
    await server.stop();
  }
}

const ms = (x) => (x === Infinity ? `> ${(CUTOFF_MS / 1000).toFixed(0)} s` : x < 10 ? x.toFixed(1) : x.toFixed(0));
const idleP99 = median(results.idle.p99);
const plainMs = median(results.plain.ms);
console.log(
  `Import preview: ${ROUNDS} rounds, a fresh server on SQLite each with 10,000 existing players (5,000 of near-identical names); medians. Health is probed with back-to-back requests (${PROBE_GAP_MS} ms apart) while the preview runs. Baselines: health while idle; the preview of 5,000 unlike names.\n`,
);
console.log('| case | answer | time ms | time ratio | health p99 ms | health max ms | health p99 ratio |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const c of CASES) {
  const r = results[c.id];
  if (!r.ms.length) continue;
  const time = median(r.ms);
  const p99 = median(r.p99);
  console.log(
    `| ${c.label} | ${c.csv ? r.outcome : '–'} | ${c.csv ? ms(time) : '–'} | ${c.csv && time !== Infinity ? (time / plainMs).toFixed(2) : '–'} | ${ms(p99)} | ${ms(median(r.max))} | ${(p99 / idleP99).toFixed(1)} |`,
  );
}
