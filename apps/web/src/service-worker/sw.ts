/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// Touchline's service worker (decision 310), built by vite-plugin-pwa's
// injectManifest: the app shell and every chunk are precached at install, page
// navigations fall back to the precached index.html when the network is gone,
// and nothing under /api is ever intercepted (the SSE stream, the session and
// every write go to the network as without a worker).
//
// Other workers' parts are imported here, each from its own module:
// import './push';

// The build replaces __WB_MANIFEST with the list of files to precache.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** After this long without an answer, a navigation is served the precached shell (a dead spot on the pitch). */
const NAVIGATION_TIMEOUT_MS = 4000;
const SHELL = 'index.html';
const API = /^\/api(\/|$)/;

/**
 * Navigations go to the network first: the server writes the installation's
 * config and the saved colour scheme into index.html per request (decision
 * 282), and a new deployment's index.html must not wait for the worker's
 * update. The precached copy (fetched from this server at install, so it
 * carries the installation's config) answers only when the network fails,
 * times out, or the server is down (5xx).
 */
async function navigate({ request }: { request: Request }): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    const response = await fetch(request, { signal: controller.signal });
    if (response.status < 500) return response;
    return (await matchPrecache(SHELL)) ?? response;
  } catch (error) {
    const shell = await matchPrecache(SHELL);
    if (shell) return shell;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// Registered before the precache route: that one would answer `/` from the
// cache (its directory index) and so skip the fresh, per-request index.html.
registerRoute(new NavigationRoute(navigate, { denylist: [API] }));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Country flags (the only SVGs under /assets, ~260 files, 3 MB) are not
// precached: each is kept once it has been shown, so the views seen online
// show their flags offline too. Hashed names: a cached flag never goes stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.svg'),
  new CacheFirst({
    cacheName: 'touchline-flags',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 365 * 24 * 60 * 60 })],
  }),
);

// A new version waits until the user accepts the update prompt
// (registerType 'prompt'): the page then posts SKIP_WAITING and reloads.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control of the open page at once, so it works
// offline without a second visit.
clientsClaim();
