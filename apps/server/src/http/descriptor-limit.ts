import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The process's soft limit on open file descriptors (`ulimit -n`), read once
 * at start, when descriptors are still free: /proc/self/limits on Linux,
 * else the shell's `ulimit -n`. Null when neither answers or the limit is
 * unlimited. Every socket, open file, database file and pipe counts against it.
 */
export function softDescriptorLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    if (line) return parseLimit(line.replace('Max open files', '').trim().split(/\s+/)[0]);
  } catch {
    // Not Linux: ask the shell.
  }
  try {
    return parseLimit(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 }).trim());
  } catch {
    return null;
  }
}

function parseLimit(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/** The limit assumed when it cannot be read: Linux's usual soft limit. */
export const ASSUMED_DESCRIPTOR_LIMIT = 1024;
/** The default cap never goes above this: twice the 10,000 live followers one instance is built for (decision 048). */
export const MAX_DEFAULT_CONNECTIONS = 20_000;

/**
 * The default cap on open client connections for a descriptor limit
 * (decision 345): a quarter of the descriptors, and at least 96, stay for
 * what else the process opens (the database and its WAL, the PostgreSQL
 * pool and listener, media files being read, outgoing push and S3
 * connections, worker threads, and the connections being refused). 1,024
 * gives 768; 256 gives 160.
 */
export function defaultMaxConnections(limit: number | null): number {
  const descriptors = limit ?? ASSUMED_DESCRIPTOR_LIMIT;
  const reserve = Math.max(96, Math.floor(descriptors / 4));
  return Math.min(MAX_DEFAULT_CONNECTIONS, Math.max(16, descriptors - reserve));
}

/**
 * How many connections past the cap may be open while they are answered
 * 503 and closed; past that, Node closes new ones unanswered
 * (`server.maxConnections`), so refusals cannot use up the reserve either.
 */
export function refusalHeadroom(maxConnections: number): number {
  return Math.max(8, Math.floor(maxConnections / 8));
}
