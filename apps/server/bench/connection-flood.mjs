// Connection flood probe (docs/security.md, class 10; decision 345): one
// level-5 session opens many live-event streams, then many raw TCP
// connections that never send a request, against a server process whose
// descriptor limit is low. Reports how many streams stay open, how many
// connections the server holds, whether the process survives, and the
// latency of /api/health during the attack.
//
//   node apps/server/bench/connection-flood.mjs [--nofile=1024] [--streams=2000] [--idle=997] [--max-connections=N] [--source]
//
// --source runs apps/server/src/server.ts through tsx (no build needed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root } from './processes.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const NOFILE = arg('nofile', 1024);
const STREAMS = arg('streams', 2000);
const IDLE = arg('idle', 997);
const fromSource = process.argv.includes('--source');
// Set above the descriptor limit to exhaust descriptors for real (the cap no longer protects).
const MAX_CONNECTIONS = arg('max-connections', undefined);

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-flood-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const entry = fromSource ? ['--import', 'tsx', 'apps/server/src/server.ts'] : ['apps/server/dist/server.js'];
const child = spawn('prlimit', [`--nofile=${NOFILE}:${NOFILE}`, process.execPath, ...entry], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(MAX_CONNECTIONS ? { MAX_CONNECTIONS: String(MAX_CONNECTIONS) } : {}),
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let stderr = '';
child.stderr.on('data', (chunk) => (stderr += chunk));
let exit = null;
child.on('exit', (code, signal) => (exit = { code, signal }));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
for (;;) {
  if (exit) throw new Error(`server exited: ${JSON.stringify(exit)}\n${stderr}`);
  const ok = await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await sleep(50);
}

async function signUp(email) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: email.split('@')[0], email, password: 'correct-horse-battery', acceptTerms: true }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
await signUp('admin@example.com');
const cookie = await signUp('guest@example.com');

/** Health latency, sampled on a fresh connection every 100 ms while `running`. */
const healthSamples = [];
let phase = 'streams';
let sampling = true;
const sampler = (async () => {
  while (sampling) {
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const req = http.get(`${base}/api/health`, { agent: false, timeout: 5000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e) => resolve(e.code ?? e.message));
    });
    healthSamples.push({ ms: performance.now() - started, status, phase });
    await sleep(100);
  }
})();

let open = 0;
let closedByServer = 0;
let refused = {};
const streams = [];
await new Promise((resolveAll) => {
  let settled = 0;
  const done = () => ++settled === STREAMS && resolveAll();
  if (STREAMS === 0) resolveAll();
  for (let i = 0; i < STREAMS; i++) {
    const req = http.get(`${base}/api/events`, { agent: false, headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        refused[res.statusCode] = (refused[res.statusCode] ?? 0) + 1;
        res.resume();
        done();
        return;
      }
      open++;
      streams.push(res);
      res.once('data', done);
      res.on('close', () => {
        open--;
        closedByServer++;
      });
    });
    req.on('error', (e) => {
      refused[e.code ?? e.message] = (refused[e.code ?? e.message] ?? 0) + 1;
      done();
    });
  }
});
await sleep(1000);
const afterStreams = { streamsOpen: open, closedByServer, refused: { ...refused }, alive: exit === null };

refused = {};
phase = 'idle';
const idle = [];
let idleClosed = 0;
await Promise.all(
  Array.from(
    { length: IDLE },
    () =>
      new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', resolve);
        s.on('error', (e) => {
          refused[e.code] = (refused[e.code] ?? 0) + 1;
          resolve();
        });
        let first = true;
        s.on('data', (d) => {
          if (first) refused[d.toString().split('\r\n')[0]] = (refused[d.toString().split('\r\n')[0]] ?? 0) + 1;
          first = false;
        });
        s.on('close', () => idleClosed++);
        idle.push(s);
      }),
  ),
);
await sleep(2000);
const serverFds = exit === null ? readdirSync(`/proc/${child.pid}/fd`).length : null;
const afterIdle = {
  idleHeld: IDLE - idleClosed,
  answeredOnConnect: { ...refused },
  streamsOpen: open,
  alive: exit === null,
  serverFds,
};

sampling = false;
await sampler;
for (const s of idle) s.destroy();
for (const r of streams) r.destroy();
await sleep(500);
const finalHealth =
  exit === null
    ? await fetch(`${base}/api/health`).then(
        (r) => r.status,
        (e) => e.message,
      )
    : null;

/** Latency percentiles (ms) of the samples answered with `status`. */
const latency = (during, status) => {
  const sorted = healthSamples
    .filter((s) => s.phase === during && s.status === status)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const pct = (p) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) : null;
  return { n: sorted.length, p50: pct(0.5), p99: pct(0.99), max: pct(1) };
};
const healthDuring = (during) => {
  const statuses = {};
  for (const s of healthSamples.filter((sample) => sample.phase === during)) {
    statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  }
  return { statuses, ok: latency(during, 200), refused: latency(during, 503) };
};
console.log(
  JSON.stringify(
    {
      nofile: NOFILE,
      streamsAsked: STREAMS,
      idleAsked: IDLE,
      afterStreams,
      afterIdle,
      health: { duringStreams: healthDuring('streams'), duringIdle: healthDuring('idle') },
      finalHealth,
      exit,
      stderrTail: stderr.split('\n').slice(-15).join('\n'),
    },
    null,
    2,
  ),
);
child.kill('SIGTERM');
await new Promise((r) => (exit ? r() : child.once('exit', r)));
rmSync(dataDir, { recursive: true, force: true });
