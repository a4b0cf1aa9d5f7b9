import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES, checkAvatarFile, initials } from './avatar-file';

describe('checkAvatarFile', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(checkAvatarFile({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: MAX_AVATAR_BYTES })).toBeNull();
    expect(checkAvatarFile({ name: 'ME.WEBP', type: 'IMAGE/WEBP', size: 1 })).toBeNull();
  });

  it('refuses other types, by type or, without one, by extension', () => {
    expect(checkAvatarFile({ name: 'me.gif', type: 'image/gif', size: 1 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkAvatarFile({ name: 'x.png', type: 'text/plain', size: 1 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkAvatarFile({ name: 'me.heic', type: '', size: 1 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkAvatarFile({ name: 'me.jpeg', type: '', size: 1 })).toBeNull();
  });

  it('refuses anything over 10 MB', () => {
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe(
      'PAYLOAD_TOO_LARGE',
    );
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
