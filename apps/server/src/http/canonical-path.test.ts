import { describe, expect, it } from 'vitest';
import { followsCanonicalRules, isCanonicalPath } from './canonical-path.js';

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/players',
    '/players/',
    '/player/0b3c2f1e-1111-4222-8333-444455556666',
    '/assets/index-abc123.js',
    '/api/players',
    '/api/auth/sign-in/email',
    '/api/media/avatars/u-0123456789ab.webp',
    '/search/M%C3%BCller',
  ])('accepts %s', (path) => {
    expect(isCanonicalPath(path)).toBe(true);
  });

  it.each([
    ['dot segment', '/api/auth/./sign-in/email'],
    ['dot-dot segment', '/api/auth/x/../sign-in/email'],
    ['leading dot segment', '/./players'],
    ['dot-dot at the end', '/players/..'],
    ['empty segment', '/api//players'],
    ['protocol-relative', '//evil.example/x'],
    ['encoded dot', '/api/auth/%2e/sign-in/email'],
    ['encoded dot, capitals', '/players/%2E%2E/x'],
    ['encoded slash', '/api/auth%2fsign-in/email'],
    ['encoded backslash', '/x%5cy'],
    ['encoded NUL', '/x%00'],
    ['backslash', '/api\\players'],
    ['control character', '/api/players\u0001'],
    ['upper-case api', '/API/players'],
    ['mixed-case api', '/Api/players'],
    ['encoded api', '/%61pi/players'],
    ['api with a trailing slash', '/api/players/'],
    ['any escape under api', '/api/pl%61yers'],
    ['relative', 'api/players'],
  ])('refuses a %s: %s', (_name, path) => {
    expect(isCanonicalPath(path)).toBe(false);
  });

  it('accepts through its shortcut only paths that every rule accepts', () => {
    // Every path of `/` and up to four more pieces that matter to the rules.
    const pieces = ['/', 'a', 'P', 'i', 'api', 'API', '0', '.', '..', '-', '_', '%2e', '%61', '\\', 'x.y'];
    let paths = ['/'];
    let checked = 0;
    for (let length = 1; length <= 4; length++) {
      paths = paths.flatMap((path) => pieces.map((piece) => path + piece));
      for (const path of paths) {
        checked++;
        if (isCanonicalPath(path)) expect(followsCanonicalRules(path), path).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(30_000);
  });

  it('gives the same answer as the rules for the paths the app serves', () => {
    for (const path of [
      '/api/health',
      '/api/players/0b3c2f1e-1111-4222-8333-444455556666',
      '/assets/index-abc123.js',
    ]) {
      expect(isCanonicalPath(path), path).toBe(true);
      expect(followsCanonicalRules(path), path).toBe(true);
    }
  });
});
