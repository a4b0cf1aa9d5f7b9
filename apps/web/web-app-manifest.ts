import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (decision 310), written by vite-plugin-pwa as
 * dist/manifest.webmanifest. The server rewrites name and short_name to the
 * installation's APP_NAME when it serves the file (apps/server/src/http/web-app.ts).
 * Colours: the body of the light scheme (the app's top bar is body-coloured);
 * index.html carries a theme-color per scheme, which browsers prefer.
 * Maskable icons come from scripts/make-icons.mjs.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Touchline',
  short_name: 'Touchline',
  description: 'Football scouting and youth tournaments: schedules, live scores and game recording, on the pitch too.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#ffffff',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
