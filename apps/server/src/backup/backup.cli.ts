/**
 * `npm run backup [-- --out backups/2026-05-01]`: a consistent copy of the
 * installation the settings name (DATA_DIR or DATABASE_URL, and STORAGE),
 * taken while the server runs (decision 046).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { createBackup } from './backup.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const config = loadConfig();
  const out = values.out ?? path.join('backups', `touchline-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const started = Date.now();
  const manifest = await createBackup(config, out);
  const mediaBytes = manifest.media.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `Backup written to ${path.resolve(out)}: ${manifest.engine} database (${manifest.database.bytes} bytes), ${manifest.media.length} media files (${mediaBytes} bytes) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
