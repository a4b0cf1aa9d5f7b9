import { describe, expect, it } from 'vitest';
import { VIDEO_ACCEPT, checkVideoFile } from './media-file';

const MB = 1024 * 1024;

describe('video file checks', () => {
  it('accepts MP4 and WebM videos up to 500 MB', () => {
    expect(checkVideoFile({ name: 'a.mp4', type: 'video/mp4', size: 100 * MB })).toBeNull();
    expect(checkVideoFile({ name: 'a.mp4', type: 'video/mp4', size: 500 * MB })).toBeNull();
    expect(checkVideoFile({ name: 'a.webm', type: '', size: MB })).toBeNull();
    expect(checkVideoFile({ name: 'a.mov', type: 'video/quicktime', size: MB })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkVideoFile({ name: 'a.mov', type: '', size: MB })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkVideoFile({ name: 'a.mp4', type: 'video/mp4', size: 501 * MB })).toBe('PAYLOAD_TOO_LARGE');
  });

  it('offers the file picker exactly what the check accepts', () => {
    for (const entry of VIDEO_ACCEPT.split(',')) {
      const file = entry.startsWith('.')
        ? { name: `clip${entry}`, type: '', size: 1 }
        : { name: 'clip', type: entry, size: 1 };
      expect(checkVideoFile(file), entry).toBeNull();
    }
  });
});
