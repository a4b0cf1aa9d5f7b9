// Shared by the server benchmarks: start a process on a free loopback port
// and wait until it answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The Node flags of the production command line, read from package.json's
 * `start` script (decision 054), so every process a bench starts (Touchline
 * and its bare baselines alike) runs as `npm start` runs the server.
 */
export const SERVER_NODE_FLAGS = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const match = /\bnode((?: --[\w-]+(?:=\S+)?)*) apps\/server\/dist\/server\.js/.exec(scripts.start);
  if (!match) throw new Error("package.json's start script no longer runs `node … apps/server/dist/server.js`");
  return match[1].trim().split(' ').filter(Boolean);
})();

export async function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Spawns `node <SERVER_NODE_FLAGS> entry` with only the given environment; resolves once `readyPath` answers 200. */
export async function startProcess(entry, env, readyPath = '/api/health') {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      const res = await fetch(`${base}${readyPath}`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { child, base, readyMs, stop: () => stopChild(child) };
}

/** Asks `child` to stop and resolves once it has exited (killed after `graceMs`); nothing to do when it is gone already. */
export async function stopChild(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Registers the bench account (the first of a fresh installation, so the
 * administrator) and returns its session cookie. `origin` is the one a
 * browser would present: the server's own, or a front's in its place.
 */
export async function signUpAdministrator(base, origin = base) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench',
      email: 'bench@example.com',
      password: 'Quartz-Lantern-Meadow-7391',
      acceptTerms: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A fresh schema on the PostgreSQL server at `serverUrl` (the test server by
 * default), or null when none answers: the URL for DATABASE_URL and `drop`.
 */
export async function postgresSchema(
  serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const schema = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await client.query(`create schema "${schema}"`);
  await client.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop schema "${schema}" cascade`);
      await c.end();
    },
  };
}

/**
 * Opens one SSE stream of the tournament topic; resolves with its closer once
 * `ready` arrives, and calls `onChange(at)` with the arrival time of every
 * change message.
 */
export function followTournaments(base, cookie, onChange) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/events?topics=tournament`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`follow: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('event: ready')) resolve(() => request.destroy());
            else if (block.includes('event: change')) onChange(performance.now());
          }
        });
        res.on('error', () => {});
      },
    );
    request.on('error', reject);
  });
}
