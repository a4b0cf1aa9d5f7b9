import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');

/** Only what the server needs: vitest's own environment sets BASE_URL=/ (a Vite convention). */
function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...settings };
}

function startServer(settings: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { env: serverEnv(settings) });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const waitForLog = (text: string) =>
    vi.waitFor(
      () => {
        if (!output.stdout.includes(text)) throw new Error(`no "${text}" in output:\n${output.stdout}${output.stderr}`);
      },
      { timeout: 60_000, interval: 20 },
    );
  return { child, output, exited, waitForLog };
}

describe('server process [sqlite]', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with a message naming the variable when a setting is invalid', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(2);
    expect(server.output.stderr).toContain('Invalid settings');
    expect(server.output.stderr).toContain('PORT');
  });

  it('on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });

    await server.waitForLog('Touchline is ready');
    // Password hashing keeps the sign-up busy long enough to be "in flight".
    const signUp = fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Late',
        email: 'late@example.com',
        password: 'correct-horse-battery',
        acceptTerms: true,
      }),
    });
    await server.waitForLog('incoming request');
    server.child.kill('SIGTERM');

    const response = await signUp;
    expect(response.status).toBe(200);
    // A keep-alive client must not hold the process open after shutdown.
    expect(response.headers.get('connection')).toBe('close');
    expect(await server.exited).toBe(0);
    expect(server.output.stdout).toContain('shutting down');
    // Closing the last connection checkpoints the WAL and removes it.
    expect(existsSync(path.join(dataDir, 'touchline.db-wal'))).toBe(false);
    const db = new SQLite(path.join(dataDir, 'touchline.db'), { readonly: true });
    expect(db.prepare('select count(*) as n from "user"').get()).toEqual({ n: 1 });
    db.close();
    // Request logs carry no personal data: no addresses, no bodies, no headers.
    expect(server.output.stdout).not.toContain('late@example.com');
    expect(server.output.stdout).not.toMatch(/remoteAddress|remotePort|cookie/i);
    // A process of its own, compiled by tsx as it starts: tens of seconds on the busy shared cores.
  }, 90_000);
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
