import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app, served by the real server on a fresh SQLite database.
// Workers inherit these, so every process agrees on one server.
process.env.E2E_PORT ??= '3117';
process.env.E2E_OIDC_PORT ??= '3118';
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
// The administrator's session, written by global-setup.ts and read by the fixtures.
process.env.E2E_STATE_DIR ??= mkdtempSync(path.join(tmpdir(), 'touchline-e2e-state-'));
// The server serves a copy of the web build taken now: a rebuild during the run
// (another user of this checkout, a watch build) would otherwise replace the
// hashed chunks under the open pages, which then fail to load them.
if (!process.env.E2E_WEB_DIST_DIR) {
  process.env.E2E_WEB_DIST_DIR = path.join(process.env.E2E_STATE_DIR, 'web');
  cpSync(path.resolve(import.meta.dirname, '../apps/web/dist'), process.env.E2E_WEB_DIST_DIR, { recursive: true });
}
// One results folder per run (set once, inherited by the workers): two checkouts
// running e2e at once must not delete each other's traces.
process.env.E2E_OUTPUT_DIR ??= mkdtempSync(path.join(tmpdir(), 'touchline-e2e-results-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const oidcClient = { id: 'touchline-e2e', secret: 'touchline-e2e-secret' };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One installation, one server; global-setup.ts registers its administrator
  // (the first account) and every test makes its own users and data
  // (fixtures.ts), so tests run in any order and in parallel. Two workers by
  // default: the machines here have two cores, shared with the server.
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The longest journeys (the player card) take 10–15 s alone and twice that
  // while the other worker and the server share the two cores.
  timeout: 60_000,
  // Waits for what a page shows; generous because the machines running this
  // are shared. Checks of speed say their own limit (e.g. the live update's 2 s).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    { name: 'main', testIgnore: '*.quiet.spec.ts' },
    // Measures of speed on the page (decision 392): run once every other spec
    // has ended, so that no other worker shares the two cores meanwhile.
    { name: 'quiet', testMatch: '*.quiet.spec.ts', dependencies: ['main'] },
  ],
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    baseURL,
    // Every context is a first visit, whose service worker would download the whole precache
    // (283 files) from the one test server: blocked here, allowed by the specs about the
    // installable app (e2e/18-installable-offline.spec.ts, decision 310). E2E_SERVICE_WORKERS=allow runs all with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A real OpenID Connect provider for external sign-in (e2e/oidc-provider.mjs).
      command: 'node e2e/oidc-provider.mjs',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      // The longest journeys (the player card) take 10–15 s alone and twice that
      // while the other worker and the server share the two cores.
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        OIDC_PORT: process.env.E2E_OIDC_PORT,
        APP_BASE_URL: baseURL,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
      },
    },
    {
      // The production command line (package.json's start, decision 054).
      command: 'node --max-semi-space-size=16 apps/server/dist/server.js',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Chromium, two workers and the server share two cores: an event loop
        // held up for want of CPU is not overload (tested in overload.int.test.ts).
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        BASE_URL: baseURL,
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        OIDC_LABEL: 'Club SSO',
      },
    },
  ],
});
