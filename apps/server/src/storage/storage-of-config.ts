import path from 'node:path';
import type { Config } from '../config.js';
import { diskMediaStorage, type MediaStorage } from './media-storage.js';
import { s3MediaStorage } from './s3-media-storage.js';

/** The media store the settings name: `$DATA_DIR/media` (default) or an S3-compatible bucket. */
export function mediaStorageOf(config: Pick<Config, 'dataDir' | 'storage'>): MediaStorage {
  return config.storage.driver === 's3'
    ? s3MediaStorage(config.storage)
    : diskMediaStorage(path.join(config.dataDir, 'media'));
}
