import {
  createTheme,
  darken,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
} from '@mantine/core';

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
  // Shade 9 carries white button text at 5.0:1 (WCAG AA) in both schemes; 7 and 5 gave 3.1 and 2.1 (decision 283).
  primaryShade: { light: 9, dark: 9 },
  // Filled variants pick black or white text, whichever contrasts more: at
  // relative luminance 0.179 both reach 4.58:1, so either side passes WCAG AA
  // (orange-9 with white text was 4.3:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
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
    return value;
  },
  set: (value) => {
    storedColorScheme.set(value);
    mirrorToCookie(value);
  },
};
