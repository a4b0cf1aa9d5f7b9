import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// The installable app (decisions 310–314): manifest and service worker pass
// Chrome's own installability check, and after one online visit the worker
// serves the app offline.

/** Waits until the service worker is active and controls the page (it registers after the page's load event). */
async function waitForServiceWorker(page: Page): Promise<void> {
  // Registered after the page's load event; `ready` once installed (the precache filled), then it takes control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the manifest and the service worker make the app installable (Chrome’s own check)', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chrome offers no installation in incognito, which every new Playwright context is: this test has a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  // Lighthouse 12 has no PWA category any more (decision 313): this is the check Chrome runs before it offers to install.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const parsed = JSON.parse(manifest.data ?? '{}') as {
    name: string;
    start_url: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(parsed).toMatchObject({ name: 'Touchline', start_url: '/', display: 'standalone' });
  expect(parsed.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual([
    '192x192',
    '512x512',
  ]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('after one online visit, / reloads offline from the service worker, with the installation’s config', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const config = await page.locator('meta[name="touchline-config"]').getAttribute('content');
  expect(config).toContain('Club SSO');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('meta[name="touchline-config"]')).toHaveAttribute('content', config!);
  // The app rendered (not Chromium's offline page, not the static shell).
  await expect(page.getByRole('link', { name: /Touchline/ }).first()).toBeVisible();
  await context.setOffline(false);
});
