// Before any lazy chunk loads zod (decision 284).
import './lib/forms/zod-jitless';
// Only the styles of the first paint block it; the rest come with the deferred chrome (decision 281).
import './styles/mantine-shell';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadDeferredUi } from './components/deferred';
import { applyLocale, initI18n } from './lib/i18n';
import { browserLanguages, pickLocale, readStoredLocale } from './lib/locale';
import { bootSession } from './lib/offline/boot-session';
import { createQueryClient } from './lib/query-client';
import { colorSchemeManager } from './lib/theme';
import { yieldToMain } from './lib/yield-to-main';
import { createAppRouter } from './routes/router';
import { routeQueriesSettled, startRouteQueries } from './routes/start-route-queries';

/** How long the first render waits for the first page's data before showing the page's own skeleton. */
const FIRST_RENDER_DATA_WAIT_MS = 2_500;

async function bootstrap(): Promise<void> {
  // Header menus and notifications download while the session loads.
  void loadDeferredUi();
  const queryClient = createQueryClient();
  // The session and the device's language (stored, else browser, else en)
  // load together. A signed-in user's own locale and theme then win (docs/product/languages-and-messages.md)
  // before the first paint. Offline, the session is the device's copy (decision 314).
  // The session, the language and the router each start in a task of their
  // own (yieldToMain): with the modules' evaluation they made one task of
  // ~100 ms on a phone (decision 287).
  const sessionAndLanguage = Promise.all([
    bootSession(queryClient),
    yieldToMain().then(() => initI18n(pickLocale(readStoredLocale(), browserLanguages()))),
  ]);
  await yieldToMain();
  // The first Intl formatter of a page load (a date, a number, a country
  // name) starts ICU: 14–93 ms before any throttling, depending on the
  // machine, inside whichever component formats first (the player card's
  // birthday). Every measured page formats something in its first render, so
  // the cost is paid here, in a task of its own while the first page's code
  // and data download; the render's formatters then cost well under a
  // millisecond (decision 334).
  setTimeout(() => new Intl.DateTimeFormat().format(), 0);
  const router = createAppRouter(queryClient);
  // The first page's code depends on the URL alone: it downloads while the
  // session and the language load, not after them (decision 284).
  preloadPageCode(router);
  const [me] = await sessionAndLanguage;
  if (me) {
    colorSchemeManager.set(me.isDarkMode ? 'dark' : 'light');
    if (me.locale) await applyLocale(me.locale);
  }

  // The first page's route (guard, lazy chunk, translations) resolves before
  // React renders, so the first render is the page itself: no render of a
  // pending state followed by a synchronous re-render when the route settles
  // (the router skips its own first load when this one has resolved). The
  // app shell in index.html stays on screen meanwhile. A load that fails
  // (a chunk offline) must not keep the shell up for ever: React renders
  // anyway, the router loads again on mount and shows its error page.
  await router.load().catch(() => undefined);
  // ...and so is its data, for a while: the first render shows it, in one
  // interruptible render, rather than a skeleton and then a synchronous
  // re-render when the data lands (TanStack Query is an external store too).
  await routeQueriesSettled(FIRST_RENDER_DATA_WAIT_MS);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  // The first render is a transition so that React yields to the browser every
  // few milliseconds instead of blocking the main thread for the whole tree (the
  // app shell in #root stays on screen until the commit).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  // Safe-area and keyboard variables, app resume and the native shell's
  // events (decisions 321, 322): after the first render, off the initial route.
  void import('./lib/native/device-shell').then(({ startDeviceShell }) => startDeviceShell(queryClient));
  afterPageLoad(() => {
    // The installable app's worker (decision 310): off the first route's critical path, never in dev.
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      void import('./lib/pwa/register').then((module) => module.registerServiceWorker());
    // Followed tournaments readable offline from the last sync, even those not opened here (decision 314).
    if (me && me.followedTournaments.length > 0 && navigator.onLine)
      startRouteQueries(queryClient, (queries) => queries.followedForOffline(me.followedTournaments));
  });
}

/**
 * Starts downloading the lazy chunks of the routes the current URL matches.
 * Their guards and loaders still run in router.load(), which joins these
 * downloads; a page the user may not open costs only its (public) code.
 */
function preloadPageCode(router: ReturnType<typeof createAppRouter>): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/** Runs `task` once the page and its first resources have loaded, when the main thread is idle (as lib/after-page-load.ts does for pages). */
function afterPageLoad(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

void bootstrap();
