import { describe, expect, it } from 'vitest';
import { checkPhotoFile, checkVideoFile, isHttpsUrl } from './media-file';

const MB = 1024 * 1024;

describe('media file checks', () => {
  it('accepts JPEG, PNG and WebP photos up to 10 MB', () => {
    expect(checkPhotoFile({ name: 'a.png', type: 'image/png', size: MB })).toBeNull();
    expect(checkPhotoFile({ name: 'a.webp', type: '', size: MB })).toBeNull();
    expect(checkPhotoFile({ name: 'a.gif', type: 'image/gif', size: MB })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: 11 * MB })).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts MP4 and WebM videos up to 500 MB', () => {
    expect(checkVideoFile({ name: 'a.mp4', type: 'video/mp4', size: 100 * MB })).toBeNull();
    expect(checkVideoFile({ name: 'a.webm', type: '', size: MB })).toBeNull();
    expect(checkVideoFile({ name: 'a.mov', type: 'video/quicktime', size: MB })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkVideoFile({ name: 'a.mp4', type: 'video/mp4', size: 501 * MB })).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes https links only', () => {
    expect(isHttpsUrl('https://video.example/watch?v=1')).toBe(true);
    expect(isHttpsUrl(' https://video.example ')).toBe(true);
    expect(isHttpsUrl('http://video.example')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('video.example')).toBe(false);
  });
});
