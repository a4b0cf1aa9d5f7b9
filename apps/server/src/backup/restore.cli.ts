/**
 * `npm run restore -- <backup folder> [--force]`: brings a backup back into
 * the installation the settings name, with its server stopped. Refuses to
 * overwrite a database or media store that holds data unless --force.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { restoreBackup } from './restore.js';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  const config = loadConfig();
  const manifest = await restoreBackup(config, positionals[0]!, { force: values.force });
  console.log(
    `Restored the ${manifest.engine} database and ${manifest.media.length} media files from the backup of ${manifest.createdAt}. Start the server: it migrates the database if the backup is older.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
