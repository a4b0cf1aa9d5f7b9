import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests, component tests of the web app in jsdom
// (decision 261), and integration tests that run against a real database once
// per engine (see apps/server/test/engines.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', '**/dist/**'],
          environment: 'node',
          // A timeout catches a test that hangs, not a slow machine: the
          // property tests (1,000 runs of CPU work) take well under a second
          // alone and over 5 s, vitest's default, on the shared 2 cores
          // (decision 375).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Rendering Mantine in jsdom and typing with user-event is slower than a unit test.
          testTimeout: 15_000,
          // One jsdom and one import of Mantine, React and the locales per
          // worker, not per file: on an idle fresh clone the files spent 52 %
          // of the step setting up jsdom and the setup file (218 s in all);
          // shared, 101 s for the same 200 tests (decision 371). What a test
          // leaves behind is cleaned in src/test/setup.ts (DOM, toasts,
          // stubbed globals, storage); the whole project passed with its files
          // shuffled too. The unit project stays isolated: zod's global
          // jitless switch and module caches make two of its files order-dependent.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Several files at once (decision 370): a suite mostly waits on
          // PostgreSQL, fsync and scrypt, and each has its own database and
          // server. INTEGRATION_WORKERS overrides, for measuring.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 2),
          // A worker count of its own needs an order of its own when all projects run together.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'node',
        },
      },
    ],
  },
});
