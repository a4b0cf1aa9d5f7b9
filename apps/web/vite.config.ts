import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './vite-plugin-precompress';

const API_TARGET = 'http://127.0.0.1:3000';

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
  plugins: [react(), precompress()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    // scripts/check-bundle-size.mjs reads the manifest to measure the initial route.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The framework every route needs comes as one chunk: the automatic
        // split made ~20 small shared chunks of it, and each compresses on its
        // own, so the initial route paid ~4 KB of gzip overhead (decision 203).
        // Only packages that the shell loads whole anyway belong here; Mantine
        // stays split, since most of its modules are used by lazy pages only.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+|i18next|react-i18next)[\\/]/,
            },
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
