import { createTheme, localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';

/** Breakpoints (docs/product/routes-and-screens.md): xs 0, sm 340, md 540, lg 800, xl 1280 px (in em, as Mantine expects). */
export const BREAKPOINTS = {
  xs: '0em',
  sm: '21.25em',
  md: '33.75em',
  lg: '50em',
  xl: '80em',
} as const;

export const theme = createTheme({
  breakpoints: BREAKPOINTS,
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Focus rings for keyboard users (:focus-visible), not on mouse clicks.
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
});

const storedColorScheme = localStorageColorSchemeManager({ key: 'touchline.color-scheme' });

/**
 * The choice is mirrored into a cookie: the server sends index.html with it
 * (`data-mantine-color-scheme`), so the app shell paints in the saved scheme
 * before any script runs (decision 282).
 */
function mirrorToCookie(value: string): void {
  if (value !== 'light' && value !== 'dark') return;
  document.cookie = `touchline-color-scheme=${value}; path=/; max-age=31536000; samesite=lax`;
}

/** Light/dark choice on this device; a signed-in user's `isDarkMode` overrides it at sign-in. */
export const colorSchemeManager: MantineColorSchemeManager = {
  ...storedColorScheme,
  get: (defaultValue) => {
    const value = storedColorScheme.get(defaultValue);
    mirrorToCookie(value);
    return value;
  },
  set: (value) => {
    storedColorScheme.set(value);
    mirrorToCookie(value);
  },
};
