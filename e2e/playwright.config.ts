import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app, served by the real server on a fresh SQLite database.
// Workers inherit these, so every process agrees on one server.
process.env.E2E_PORT ??= '3117';
process.env.E2E_OIDC_PORT ??= '3118';
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
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
  // Specs share one installation (the first registration becomes administrator)
  // and run in file-name order: 01-shell, 02-external-sign-in, …
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    baseURL,
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
      timeout: 30_000,
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
      command: 'node apps/server/dist/server.js',
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
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        BASE_URL: baseURL,
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        OIDC_LABEL: 'Club SSO',
      },
    },
  ],
});
