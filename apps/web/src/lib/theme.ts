import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';

/** Breakpoints (docs/product/routes-and-screens.md): xs 0, sm 340, md 540, lg 800, xl 1280 px (in em, as Mantine expects). */
export const BREAKPOINTS = {
  xs: '0em',
  sm: '21.25em',
  md: '33.75em',
  lg: '50em',
  xl: '80em',
} as const;

/**
 * Touchline's colours (docs/design.md): `pitch`, a deep grass green, is the
 * brand and the primary colour (its shade 7, #0f7a5f, is the logo's); `chalk`,
 * a lime, is the accent of the ball in the logo, for highlights only (never
 * text on white: too little contrast).
 */
const pitch: MantineColorsTuple = [
  '#e7f7f1',
  '#c9ebdf',
  '#a0dcc8',
  '#73cbaf',
  '#4dbb98',
  '#32ac87',
  '#1f9a79',
  '#0f7a5f',
  '#0b644e',
  '#064c3b',
];
const chalk: MantineColorsTuple = [
  '#f9fde8',
  '#f1fbcc',
  '#e6f7a4',
  '#d9f377',
  '#cff154',
  '#c8f03c',
  '#b3d92e',
  '#8fae22',
  '#6d8518',
  '#4b5c0e',
];

export const theme = createTheme({
  breakpoints: BREAKPOINTS,
  colors: { pitch, chalk },
  primaryColor: 'pitch',
  // White on shade 7 is 5.4:1 (AA); on the dark body shade 6 keeps white button text at 3.6:1 (AA for bold UI text).
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  // Focus rings for keyboard users (:focus-visible), not on mouse clicks.
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
});

/** Light/dark choice on this device; a signed-in user's `isDarkMode` overrides it at sign-in. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'touchline.color-scheme' });
