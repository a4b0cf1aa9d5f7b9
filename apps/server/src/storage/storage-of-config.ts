import path from 'node:path';
import type { Config } from '../config.js';
import { diskMediaStorage, type MediaStorage } from './media-storage.js';

/**
 * The media store the settings name: `$DATA_DIR/media` (default) or an
 * S3-compatible bucket. The AWS SDK (about 5 MB) is loaded only for S3
 * (decision 048).
 */
export async function mediaStorageOf(config: Pick<Config, 'dataDir' | 'storage'>): Promise<MediaStorage> {
  if (config.storage.driver !== 's3') return diskMediaStorage(path.join(config.dataDir, 'media'));
  const { s3MediaStorage } = await import('./s3-media-storage.js');
  return s3MediaStorage(config.storage);
}

/** `$DATA_DIR/media` when media are kept on disk; null on S3. */
export function localMediaDirOf(config: Pick<Config, 'dataDir' | 'storage'>): string | null {
  return config.storage.driver === 's3' ? null : path.join(config.dataDir, 'media');
}
