import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync } from 'node:fs';
import { chmod, lstat, mkdir, opendir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything the server writes to disk is for its own user only (decision
 * 361): the database holds password hashes, session digests, the VAPID
 * private key, the signing secret when AUTH_SECRET is unset, and the
 * personal data of minors; the media are their photos and videos. Files are
 * 0600 and folders 0700, set with chmod after creation, so the result does
 * not depend on the process's umask (which can only take bits away from the
 * creation mode, and is 022 on most systems: world-readable).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates the folder and its missing parents for the server's user only.
 * A folder that exists is left as it is: it may be shared (the parent of
 * DATA_DIR); the server's own existing folders are tightened at start
 * (`tightenDataDir`).
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const created of createdChain(first, dir)) await chmod(created, PRIVATE_DIR_MODE);
}

export function ensurePrivateDirSync(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const created of createdChain(first, dir)) chmodSync(created, PRIVATE_DIR_MODE);
}

/** The folders a recursive mkdir created: from the first one it names down to `dir`. */
function createdChain(first: string | undefined, dir: string): string[] {
  if (first === undefined) return [];
  const chain = [path.resolve(dir)];
  const top = path.resolve(first);
  while (chain[0] !== top && path.dirname(chain[0]!) !== chain[0]) chain.unshift(path.dirname(chain[0]!));
  return chain;
}

/** A file the server just wrote: its user's only. */
export async function makePrivate(file: string): Promise<void> {
  await chmod(file, PRIVATE_FILE_MODE);
}

/**
 * Creates an empty file for the server's user only, unless it exists; for
 * files another program fills (SQLite, pg_dump), which keep the mode of a
 * file they open.
 */
export function createPrivateFileSync(file: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
}

/**
 * Sets every folder under `dir` (itself included) to 0700 and every regular
 * file to 0600. Links are neither followed nor changed. Answers how many
 * entries changed.
 */
export async function makeTreePrivate(dir: string): Promise<number> {
  let changed = 0;
  const visit = async (folder: string): Promise<void> => {
    if (await setMode(folder, PRIVATE_DIR_MODE, 'dir')) changed += 1;
    for await (const entry of await opendir(folder)) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) await visit(entryPath);
      else if (entry.isFile() && (await setMode(entryPath, PRIVATE_FILE_MODE, 'file'))) changed += 1;
    }
  };
  await visit(dir);
  return changed;
}

export type TightenReport = { changed: number; failures: string[] };

/**
 * At start: installations from before decision 361 have a world-readable
 * database (0644) in a 0755 folder. Tightens `DATA_DIR`, the SQLite
 * database with its WAL and SHM files, and the media folder with every file
 * in it. A path that cannot be changed (owned by another user) is reported,
 * not fatal: the server still starts, and says so in its log.
 */
export async function tightenDataDir(
  dataDir: string,
  options: { sqliteFile: string | null; mediaDir: string | null },
): Promise<TightenReport> {
  const report: TightenReport = { changed: 0, failures: [] };
  // A folder with the sticky bit is shared by design (/tmp): never made private.
  const shared = await lstat(dataDir).then(
    (info) => (info.mode & 0o1000) !== 0,
    () => false,
  );
  const attempt = async (target: string, work: () => Promise<number | boolean>) => {
    try {
      const result = await work();
      report.changed += typeof result === 'number' ? result : Number(result);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') report.failures.push(`${target}: ${code ?? String(error)}`);
    }
  };
  if (!shared) await attempt(dataDir, () => setMode(dataDir, PRIVATE_DIR_MODE, 'dir'));
  if (options.sqliteFile) {
    for (const file of [options.sqliteFile, `${options.sqliteFile}-wal`, `${options.sqliteFile}-shm`]) {
      await attempt(file, () => setMode(file, PRIVATE_FILE_MODE, 'file'));
    }
  }
  if (options.mediaDir) {
    const mediaDir = options.mediaDir;
    await attempt(mediaDir, () => makeTreePrivate(mediaDir));
  }
  return report;
}

/** Sets the mode of a folder or regular file when it differs; true when it changed. Links are left alone. */
async function setMode(target: string, mode: number, kind: 'dir' | 'file'): Promise<boolean> {
  const info = await lstat(target);
  if (kind === 'dir' ? !info.isDirectory() : !info.isFile()) return false;
  if ((info.mode & 0o777) === mode) return false;
  await chmod(target, mode);
  return true;
}
