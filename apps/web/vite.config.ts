import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './web-app-manifest';
import { compileHints } from './vite-plugin-compile-hints';
import { precompress } from './vite-plugin-precompress';
import { routePreloads } from './vite-plugin-route-preloads';

const API_TARGET = 'http://127.0.0.1:3000';

// The country flags (components/country-flag.tsx) keep their own names under a
// folder named by flag-icons' version, instead of a content hash each: the
// code's list of 270 flag URLs then compresses to a third (the names repeat
// the codes), and a new version of the flags still gets new URLs, so
// /assets/'s immutable caching stays right.
const FLAG_ICONS_VERSION = (createRequire(import.meta.url)('flag-icons/package.json') as { version: string }).version;
const FLAG_SVG = /[\\/]flag-icons[\\/]flags[\\/]4x3[\\/][^\\/]+\.svg$/;
const FLAGS_DIR = `assets/flags-${FLAG_ICONS_VERSION}`;

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+|i18next|react-i18next)[\\/]/;
const OFFLINE_ONLY =
  /[\\/]node_modules[\\/]@tanstack[\\/](query-persist-client-core|react-query-persist-client[\\/]|query-core[\\/]build[\\/]modern[\\/]hydration)/;

// The Mantine modules the app shell renders (decision 284): one chunk instead of
// five, all on the initial route anyway. A component missing here only costs
// its own chunk; one listed that the shell does not use grows the initial
// route, which scripts/check-bundle-size.mjs catches.
const SHELL_UI =
  /[\\/]node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](core[\\/]|components[\\/](ActionIcon|Alert|Anchor|Burger|Button|Card|Center|CloseButton|Container|Group|Loader|Paper|Stack|Text|Title|Transition|UnstyledButton)[\\/])|@mantine[\\/]hooks[\\/]esm[\\/](use-color-scheme|use-did-update|use-disclosure|use-id|use-isomorphic-effect|use-media-query|use-reduced-motion|utils)[\\/]|clsx[\\/])/;

const API_CLIENT = /[\\/]src[\\/]lib[\\/]api-client\.ts$/;

// The server refuses state-changing requests from foreign origins (CSRF check),
// so the dev proxy presents itself as the API's own origin.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: API_TARGET,
    changeOrigin: true,
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyReq) => {
        if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', API_TARGET);
      });
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    compileHints(),
    precompress(),
    routePreloads(),
    // The installable app (decision 310): our own service worker
    // (src/service-worker/sw.ts, injectManifest), the web app manifest, and
    // an update prompt (registerType 'prompt'); src/lib/pwa/register.ts
    // registers the worker after the first paint, so no script is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      // The icons are in globPatterns already.
      includeManifestIcons: false,
      injectManifest: {
        // The shell, every chunk (lazy routes too), styles, icons and fonts.
        // Not source maps, nor the .br/.gz copies the precompress plugin
        // writes beside them (the browser gets those through Content-Encoding),
        // nor the country flags under assets/ (3 MB; the worker keeps those
        // it has shown). sw.js is never in its own list.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '.vite/**', 'assets/*.svg', `${FLAGS_DIR}/*.svg`, 'sw.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    modulePreload: false,
    // scripts/check-bundle-size.mjs reads the manifest to measure the initial route.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) => FLAG_SVG.test(name))
            ? `${FLAGS_DIR}/[name][extname]`
            : 'assets/[name]-[hash][extname]',
        // The framework every route needs comes as one chunk: the automatic
        // split made ~20 small shared chunks of it, and each compresses on its
        // own, so the initial route paid ~4 KB of gzip overhead (decision 203).
        // Only packages that the shell loads whole anyway belong here; of
        // Mantine only what the shell renders (SHELL_UI), since most of its
        // modules are used by lazy pages only.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Not the offline copy's code (TanStack's persister and query-core's
              // hydration), which only the lazy lib/offline/offline-cache.ts uses (decision 314).
              test: (id) => FRAMEWORK.test(id) && !OFFLINE_ONLY.test(id),
              priority: 3,
            },
            { name: 'mantine-shell', test: (id) => SHELL_UI.test(id), priority: 2 },
            // The API client with the core modules it reads (error codes, the
            // setup's issue codes): every page needs them at start. Left to
            // itself, Rolldown splits off whichever of them lazy pages share
            // too, and a chunk of its own costs the initial route ~0.3 KB.
            { name: 'api-client', test: (id) => API_CLIENT.test(id), priority: 1 },
          ],
        },
      },
      treeshake: {
        // @touchline/core declares its zod schemas at module level; the web app
        // uses only its plain constants, so unused schema building is dropped
        // and zod with it (decision 202).
        manualPureFunctions: ['z'],
      },
    },
  },
});
