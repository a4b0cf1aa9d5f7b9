import { MAX_IMAGE_BYTES } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, checkImageFile, initials } from './file-check';

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(checkImageFile({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkImageFile({ name: 'me.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ name: 'ME.WEBP', type: 'IMAGE/WEBP', size: 1 })).toBeNull();
  });

  it('refuses other types, by type or, without one, by extension', () => {
    expect(checkImageFile({ name: 'me.gif', type: 'image/gif', size: 1 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkImageFile({ name: 'x.png', type: 'text/plain', size: 1 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkImageFile({ name: 'me.heic', type: '', size: 1 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkImageFile({ name: 'me.jpeg', type: '', size: 1 })).toBeNull();
    expect(checkImageFile({ name: 'a.webp', type: '', size: 1 })).toBeNull();
  });

  it('refuses anything over 10 MB, even of the right type', () => {
    expect(checkImageFile({ name: 'me.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('PAYLOAD_TOO_LARGE');
    expect(checkImageFile({ name: 'me.gif', type: 'image/gif', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('offers the file picker exactly what the check accepts', () => {
    const accepted = IMAGE_ACCEPT.split(',');
    for (const entry of accepted) {
      const file = entry.startsWith('.')
        ? { name: `photo${entry}`, type: '', size: 1 }
        : { name: 'photo', type: entry, size: 1 };
      expect(checkImageFile(file), entry).toBeNull();
    }
    expect(accepted).toContain('image/png');
    expect(accepted).toContain('.jpeg');
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Carl Friedrich Gauß')).toBe('CG');
    expect(initials('  carl  ')).toBe('C');
    expect(initials('Émile zola')).toBe('ÉZ');
    expect(initials('')).toBe('?');
  });
});
