import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-site relative paths with their query and hash', () => {
    expect(safeRedirect('/account')).toBe('/account');
    expect(safeRedirect('/Club/42?tab=players#top')).toBe('/Club/42?tab=players#top');
  });

  it('defaults to / when missing or empty', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect(42)).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('keeps percent-encoded characters, which stay inside the path', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('never returns to the auth pages', () => {
    expect(safeRedirect('/login?redirect=/login')).toBe('/');
    expect(safeRedirect('/logout')).toBe('/');
    expect(safeRedirect('/register', '/home')).toBe('/home');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('https://evil.example', '/account')).toBe('/account');
  });
});
