// Server benchmark: Touchline's built server against a bare Fastify baseline,
// measured in the same run and reported as ratios (the machine is shared and
// noisy, so absolute numbers mean little). Prints a Markdown table.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess } from './processes.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const targets = {
  touchline: (dataDir) => ['apps/server/dist/server.js', { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }],
  bare: () => ['apps/server/bench/bare-fastify.mjs', {}],
  // The same bare route with Touchline's security headers: their own cost.
  headers: () => ['apps/server/bench/bare-fastify.mjs', { SECURITY_HEADERS: '1' }],
};
/** Issue 13: health at ≥ 0.5× the bare route's throughput. */
const HEALTH_GOAL = 0.5;

async function start(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-'));
  const [entry, env] = targets[kind](dataDir);
  const server = await startProcess(entry, env);
  return {
    pid: server.child.pid,
    url: `${server.base}/api/health`,
    coldStartMs: server.readyMs,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const results = Object.fromEntries(Object.keys(targets).map((kind) => [kind, { rps: [], cold: [], rss: [] }]));
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the order so drift on the machine hits every target alike.
  const order = Object.keys(targets);
  for (const kind of round % 2 ? order.reverse() : order) {
    const server = await start(kind);
    results[kind].cold.push(server.coldStartMs);
    await new Promise((r) => setTimeout(r, 1000));
    results[kind].rss.push(rssMiB(server.pid));
    const run = await autocannon({ url: server.url, connections: 20, duration: DURATION });
    if (run.non2xx || run.errors) throw new Error(`${kind}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    results[kind].rps.push(run.requests.average);
    await server.stop();
  }
}

const m = (kind, key) => median(results[kind][key]);
const rows = [
  ['`GET /api/health` throughput (req/s, 20 connections)', m('touchline', 'rps'), m('bare', 'rps'), 0],
  ['Cold start to first healthy response (ms)', m('touchline', 'cold'), m('bare', 'cold'), 0],
  ['Idle memory after start (RSS, MiB)', m('touchline', 'rss'), m('bare', 'rss'), 1],
];
console.log(
  `Server: ${ROUNDS} alternating rounds, ${DURATION} s load each; medians. Baseline: bare Fastify route, no database.\n`,
);
console.log('| measure | Touchline | bare Fastify | ratio |');
console.log('|---|---:|---:|---:|');
for (const [label, ours, bare, digits] of rows) {
  console.log(`| ${label} | ${ours.toFixed(digits)} | ${bare.toFixed(digits)} | ${(ours / bare).toFixed(2)} |`);
}
const healthRatio = m('touchline', 'rps') / m('bare', 'rps');
console.log(
  `\nSecurity headers alone: the bare route with Touchline's security headers answers ${m('headers', 'rps').toFixed(0)} req/s, ${(m('headers', 'rps') / m('bare', 'rps')).toFixed(2)}× the bare route. Health goal (docs/product/quality-goals.md): ≥ ${HEALTH_GOAL}× the bare route: ${healthRatio >= HEALTH_GOAL ? 'met' : '**missed**'} (${healthRatio.toFixed(2)}×).`,
);
