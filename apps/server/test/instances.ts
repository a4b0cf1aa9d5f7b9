import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { createSchema, freePort, writeFakeWebDist } from './engines.js';
import { HttpClient } from './http-client.js';

const root = path.resolve(import.meta.dirname, '../../..');

export type Instance = { base: string; process: ChildProcess; client: () => HttpClient };

/** A real server process (the TypeScript source through tsx) on the given database, with extra settings in `env`. */
export async function startInstance(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: writeFakeWebDist(dataDir),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // As in every suite but its own: CPU starvation on a shared test machine is not overload.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) return;
      const res = await fetch(`${base}/api/health`);
      if (!res.ok) throw new Error(`instance not started: health answered ${res.status}`);
    },
    { timeout: 45_000, interval: 100 },
  );
  if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
  return { base, process: child, client: () => new HttpClient(base) };
}

/** The same browser, talking to another instance: its cookies go along. */
export function sameSession(from: HttpClient, to: Instance): HttpClient {
  const client = to.client();
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  return client;
}

/**
 * Two server processes on one fresh PostgreSQL schema, as behind a load
 * balancer (decision 026): `start` in a beforeAll, `stop` in its afterAll.
 */
export function twoInstances(postgresUrl: string, env: Record<string, string> = {}) {
  const started: { a?: Instance; b?: Instance; databaseUrl?: string } = {};
  let dropSchema: (() => Promise<void>) | undefined;
  const dataDirs: string[] = [];
  const must = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('instances not started');
    return value;
  };
  return {
    a: () => must(started.a),
    b: () => must(started.b),
    databaseUrl: () => must(started.databaseUrl),
    start: async () => {
      let databaseUrl: string;
      ({ databaseUrl, dropSchema } = await createSchema(postgresUrl));
      started.databaseUrl = databaseUrl;
      for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'touchline-instance-')));
      // One after the other: the second finds the schema migrated.
      started.a = await startInstance(databaseUrl, dataDirs[0]!, env);
      started.b = await startInstance(databaseUrl, dataDirs[1]!, env);
    },
    stop: async () => {
      for (const instance of [started.a, started.b]) {
        if (!instance || instance.process.exitCode !== null) continue;
        const exited = new Promise((resolve) => instance.process.once('exit', resolve));
        instance.process.kill('SIGTERM');
        await exited;
      }
      await dropSchema?.();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
