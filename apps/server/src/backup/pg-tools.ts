import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pg_dump and pg_restore get this long; a backup that hangs fails instead of waiting for ever. */
const PG_TOOL_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * The connection for pg_dump/pg_restore: the URL without its password (which
 * goes in PGPASSWORD, so it never shows in the process list), and the schema
 * a `search_path` option names (the tests' one schema per suite), if any.
 */
export function pgConnection(databaseUrl: string): { url: string; password: string; schema: string | null } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // libpq reads `+` literally: spaces in `options` must be %20, as URLSearchParams would not write them.
  url.search = [...url.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const schema = /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(url.searchParams.get('options') ?? '')?.[1] ?? null;
  return { url: url.toString(), password, schema };
}

export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], password: string): Promise<void> {
  try {
    await run(tool, args, {
      env: { ...process.env, PGPASSWORD: password },
      timeout: PG_TOOL_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT')
      throw new Error(`${tool} is not installed (Debian: apt-get install postgresql-client)`, { cause: error });
    throw new Error(`${tool} failed: ${stderr?.trim() || String(error)}`, { cause: error });
  }
}
