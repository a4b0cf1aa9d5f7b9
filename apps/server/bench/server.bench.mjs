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
// Players at scale (issue 5): 50,000 players, list pages against /api/health on the same server.
async function playersAtScale() {
  const server = await start('touchline');
  const base = server.url.replace('/api/health', '');
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench',
      email: 'bench@example.com',
      password: 'correct-horse-battery',
      acceptTerms: true,
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const names = ['Müller', 'Schmidt', 'Silva', 'Nowak', 'Rossi', 'Dubois', 'García', 'Jansen', 'Kovač', 'Andersen'];
  const seeded = process.hrtime.bigint();
  for (let batch = 0; batch < 10; batch++) {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      firstName: `P${batch}-${i}`,
      lastName: `${names[i % names.length]}${i % 997}`,
      birthday: `${2006 + (i % 12)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      position: ['GK', 'CB', 'CM', 'CS', 'LW'][i % 5],
      nationality: ['DE', 'AT', 'PL', 'PT', 'FR'][i % 5],
    }));
    const res = await fetch(`${base}/api/players/import`, { method: 'POST', headers, body: JSON.stringify({ rows }) });
    if (res.status !== 201) throw new Error(`import failed: ${res.status} ${await res.text()}`);
  }
  const seedSeconds = Number(process.hrtime.bigint() - seeded) / 1e9;
  const load = async (path) => {
    const run = await autocannon({ url: `${base}${path}`, connections: 10, duration: DURATION, headers: { cookie } });
    if (run.non2xx || run.errors) throw new Error(`${path}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    return { rps: run.requests.average, p99: run.latency.p99 };
  };
  const health = await load('/api/health');
  const page = await load('/api/players?limit=50&sort=name&offset=25000');
  const search = await load('/api/players?q=silva&position=CM&limit=50');
  await server.stop();
  return { seedSeconds, health, page, search };
}
const scale = await playersAtScale();

console.log(
  `Server: ${ROUNDS} alternating rounds, ${DURATION} s load each; medians. Baseline: bare Fastify route, no database.\n`,
);
console.log('| measure | Touchline | bare Fastify | ratio |');
console.log('|---|---:|---:|---:|');
for (const [label, ours, bare, digits] of rows) {
  console.log(`| ${label} | ${ours.toFixed(digits)} | ${bare.toFixed(digits)} | ${(ours / bare).toFixed(2)} |`);
}

console.log(
  `\nPlayers at scale: 50,000 players imported in ${scale.seedSeconds.toFixed(1)} s (10 × 5,000, all or nothing each); 10 connections, ${DURATION} s each; baseline: \`GET /api/health\` on the same server.\n`,
);
console.log('| request | req/s | p99 latency (ms) | ratio vs health |');
console.log('|---|---:|---:|---:|');
for (const [label, r] of [
  ['`GET /api/health` (baseline)', scale.health],
  ['list page 501 of 1,000, sorted by name', scale.page],
  ['search "silva" + position CM', scale.search],
]) {
  console.log(`| ${label} | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / scale.health.rps).toFixed(2)} |`);
}
