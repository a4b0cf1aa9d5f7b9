// Server benchmark: Touchline's built server against a bare Fastify baseline,
// measured in the same run and reported as ratios (the machine is shared and
// noisy, so absolute numbers mean little). Prints a Markdown table.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const targets = {
  touchline: (port, dataDir) => [
    'apps/server/dist/server.js',
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  ],
  bare: (port) => ['apps/server/bench/bare-fastify.mjs', { PORT: String(port) }],
};

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function start(kind) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-'));
  const [entry, env] = targets[kind](port, dataDir);
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/api/health`;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`${kind} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const coldStartMs = Number(process.hrtime.bigint() - started) / 1e6;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, url, coldStartMs, stop };
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const results = { touchline: { rps: [], cold: [], rss: [] }, bare: { rps: [], cold: [], rss: [] } };
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the two targets so drift on the machine hits both alike.
  for (const kind of round % 2 ? ['bare', 'touchline'] : ['touchline', 'bare']) {
    const server = await start(kind);
    results[kind].cold.push(server.coldStartMs);
    await new Promise((r) => setTimeout(r, 1000));
    results[kind].rss.push(rssMiB(server.child.pid));
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
