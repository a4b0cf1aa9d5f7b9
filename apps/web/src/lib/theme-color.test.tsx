import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_COLORS, syncThemeColor } from './theme-color';
import { colorSchemeManager } from './theme';

const contents = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

describe('theme-color follows the colour scheme (decision 312)', () => {
  beforeEach(() => {
    // As apps/web/index.html has them.
    document.head.innerHTML = `
      <meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" />`;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('gives both metas the chosen scheme’s colour, and each its own again on auto', () => {
    syncThemeColor('dark');
    expect(contents()).toEqual(['#242424', '#242424']);
    syncThemeColor('light');
    expect(contents()).toEqual(['#ffffff', '#ffffff']);
    syncThemeColor('auto');
    expect(contents()).toEqual(['#ffffff', '#242424']);
  });

  it('changes when the user toggles dark mode, through the colour-scheme manager', () => {
    colorSchemeManager.set('dark');
    expect(contents()).toEqual(['#242424', '#242424']);
    colorSchemeManager.set('light');
    expect(contents()).toEqual(['#ffffff', '#ffffff']);
  });
});
