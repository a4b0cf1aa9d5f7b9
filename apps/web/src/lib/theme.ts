import {
  createTheme,
  darken,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { syncThemeColor } from './theme-color';

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
  // White on shade 7 is 5.4:1 (WCAG AA for normal text) in both schemes (decisions 283, 294).
  primaryShade: { light: 7, dark: 7 },
  // Filled variants pick black or white text, whichever contrasts more: at
  // relative luminance 0.179 both reach 4.58:1, so either side passes WCAG AA.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  // Focus rings for keyboard users (:focus-visible), not on mouse clicks.
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  components: {
    // Mantine keeps every Select's, MultiSelect's and Autocomplete's dropdown
    // mounted while closed (display: none). Each then renders all its options
    // at mount (some 250 for a country) and floating-ui positions the hidden
    // dropdown in a layout effect, forcing a style recalculation and a layout
    // of the page: about a third of /players' longest task. Closed, nothing
    // is rendered; opening renders it (decision 332).
    Combobox: { defaultProps: { keepMounted: false } },
  },
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

/**
 * Text colours that reach WCAG AA's 4.5:1 (decision 283). Mantine's defaults
 * do not: dimmed text (descriptions, footers, secondary lines) is gray-6 on
 * white (3.3:1) and dark-2 on the dark body (4.0:1); placeholders are lighter
 * still; the text of light variants (badges, light buttons, the active
 * navigation link, avatars) is shade 6 on a tint of itself (about 3:1) in
 * light mode, and links in light mode are the primary shade 9 (4.05:1 on an
 * alert's tint). Light mode darkens shade 9 by a third, dark mode uses shade 2.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const lightVariant = (scheme: 'light' | 'dark') =>
    Object.fromEntries(
      Object.entries(theme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        scheme === 'light' ? darken(shades[9], 0.3) : shades[2],
      ]),
    );
  return {
    variables: {},
    light: {
      // Links also sit on tinted panels (an alert's blue-1: shade 9 gave 4.05:1).
      '--mantine-color-anchor': darken(theme.colors[theme.primaryColor]![9], 0.3),
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-placeholder': '#6c757d',
      ...lightVariant('light'),
    },
    dark: {
      '--mantine-color-dimmed': '#b0b0b0',
      '--mantine-color-placeholder': '#9a9a9a',
      ...lightVariant('dark'),
    },
  };
};

/** Light/dark choice on this device; a signed-in user's `isDarkMode` overrides it at sign-in. */
export const colorSchemeManager: MantineColorSchemeManager = {
  ...storedColorScheme,
  get: (defaultValue) => {
    const value = storedColorScheme.get(defaultValue);
    mirrorToCookie(value);
    syncThemeColor(value);
    return value;
  },
  set: (value) => {
    storedColorScheme.set(value);
    mirrorToCookie(value);
    syncThemeColor(value);
  },
};
