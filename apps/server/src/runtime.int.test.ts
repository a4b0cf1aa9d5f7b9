import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MINIMUM_NODE } from './runtime.js';

// Starting the server on a Node older than MINIMUM_NODE must print a refusal
// and exit 2, never load better-sqlite3 (which segfaults on Node 20). This
// needs an old Node binary: OLD_NODE, or the first `node` on PATH outside
// node_modules older than 22 (every machine of this project has the system
// Node 20 at /usr/bin/node). Without one the test is reported as skipped,
// unless REQUIRE_OLD_NODE=1 (CI), which fails it.

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const oldNode = findOldNode();

function findOldNode(): { path: string; version: string } | null {
  const candidates = process.env.OLD_NODE
    ? [process.env.OLD_NODE]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter((dir) => dir && !dir.split(path.sep).includes('node_modules'))
        .map((dir) => path.join(dir, 'node'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      const version = execFileSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      if (Number(version.split('.')[0]) < 22) return { path: candidate, version };
    } catch {
      // not there or not runnable: try the next one
    }
  }
  return null;
}

describe('server on a Node older than 22 [sqlite]', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-old-node-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  if (!oldNode) {
    if (process.env.REQUIRE_OLD_NODE === '1') {
      it('finds a Node older than 22 to start the server with', () => {
        expect.fail('REQUIRE_OLD_NODE=1 but no Node older than 22 is on PATH (outside node_modules) or in OLD_NODE');
      });
    } else {
      console.warn(
        '[integration] no Node older than 22 found: the refusal test is SKIPPED (set OLD_NODE=/path/to/node)',
      );
      it.skip('refuses to start, naming the Node it needs');
    }
    return;
  }

  it(`refuses to start on Node ${oldNode.version} (${oldNode.path}), naming the Node it needs`, async () => {
    // Valid settings: without the check, this start would open SQLite.
    const child = spawn(oldNode.path, ['--import', 'tsx', serverEntry], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('exit', (c, s) => resolve([c, s])),
    );

    expect({ code, signal }).toEqual({ code: 2, signal: null });
    expect(stderr).toContain(`Touchline needs Node ${MINIMUM_NODE} or newer (Node 24 LTS recommended)`);
    expect(stderr).toContain(`this is Node ${oldNode.version}.`);
    expect(stdout).not.toContain('Touchline is ready');
    // Nothing was opened: no database file in the data directory.
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  });
});
