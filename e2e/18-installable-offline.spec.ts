import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, type Page } from '@playwright/test';
import { expect, test, type NewUser, type TestUser } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, waitForServiceWorker } from './support.js';
import { ok, play, scheduledTournament } from './tournament-api.js';

test.use({ serviceWorkers: 'allow' });

// The installable app (decisions 310–314): manifest and service worker pass
// Chrome's own installability check, and after one online visit the worker
// serves the app offline.

test('the manifest and the service worker make the app installable (Chrome’s own check)', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A browser of its own, on a machine whose cores are shared: more than the default minute.
  test.setTimeout(120_000);
  // Chrome offers no installation in incognito, which every new Playwright context is: this test has a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
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
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
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

/** The query keys in the device's copy of the query cache (IndexedDB, decision 314); null when there is no copy. */
function offlineCopyKeys(page: Page): Promise<string[] | null> {
  return page.evaluate(async () => {
    const open = indexedDB.open('touchline-offline');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('query-cache')) return null;
    const get = db.transaction('query-cache').objectStore('query-cache').get('client');
    const client = await new Promise<{ clientState: { queries: { queryKey: unknown[] }[] } } | undefined>(
      (resolve) => (get.onsuccess = () => resolve(get.result)),
    );
    db.close();
    return client ? client.clientState.queries.map((query) => JSON.stringify(query.queryKey)) : null;
  });
}

/** Waits until the device's copy of the query cache holds a query under `key`. */
async function waitForOfflineCopy(page: Page, key: unknown[]): Promise<void> {
  await expect.poll(async () => (await offlineCopyKeys(page))?.includes(JSON.stringify(key)) ?? false).toBe(true);
}

/**
 * The shared round robin (tournament-api.ts) with its first game played 2:1
 * by `recorder` (level 2), set up through the API, whose contexts it closes.
 */
async function playedTournament(
  createUser: (user: NewUser) => Promise<TestUser>,
  createClub: (club: { name: string; country: string }) => Promise<{ id: string }>,
) {
  const recorder = await createUser({ name: 'Rhea Recorder', level: 2 });
  const { id, name, games, api: orgApi } = await scheduledTournament({ createUser, createClub });
  const [played, next] = games;
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: recorder.storageState,
  });
  await play(api, played!, 2, 1);
  await Promise.all([api.dispose(), orgApi.dispose()]);
  return { recorder, id, name, played: played!, next: next! };
}

test('offline game day: the tournament view and a game reload from the device, signed in, saying how old they are', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { recorder, id, name, played, next } = await playedTournament(createUser, createClub);

  // One online visit: the tournament view (schedule and table) and the game to record.
  const page = await pageAs(recorder);
  const context = page.context();
  await page.goto(`/TournamentView/${id}`);
  await waitForServiceWorker(page);
  await expect(page.locator(`[data-game-id="${played.id}"]`)).toContainText('2:1');
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page.getByTestId('standings-row')).toHaveCount(3);
  // The copy is written at most once a second: a reload sooner would lose the table's answer.
  await waitForOfflineCopy(page, ['tournaments', 'detail', id, 'standings']);
  await page.goto(`/Game/${id}?game=${next.id}`);
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await expect(page.getByTestId('data-age')).toHaveCount(0);
  await waitForOfflineCopy(page, ['tournaments', 'detail', id, 'games', next.id, 'record']);
  await waitForOfflineCopy(page, ['tournaments', 'detail', id, 'standings']);

  await context.setOffline(true);
  // The game, reloaded offline: the app (not Chromium's offline page), still signed in, with the game and its age.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText(recorder.name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('scoreboard')).toContainText(next.team1!.name);
  await expect(page.getByTestId('data-age')).toHaveText(
    /^Offline — as of \d\d:\d\d (AM |PM )?\((this minute|\d+ minutes? ago)\)$/,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Offline — as of' })).toBeVisible();

  // The tournament view, opened offline by address: schedule with the result, and the table.
  await page.goto(`/TournamentView/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator(`[data-game-id="${played.id}"]`)).toContainText('2:1');
  await expect(page.getByTestId('data-age')).toContainText('Offline — as of');
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page.getByTestId('standings-row')).toHaveCount(3);
  await expect(page.getByTestId('data-age')).toContainText('Offline — as of');

  // Back online, the notice goes: the data is live again.
  await context.setOffline(false);
  await expect(page.getByTestId('data-age')).toHaveCount(0);

  // Kept: the user, the tournament and its game-day answers; never a player's card or the statistics.
  const kept = (await offlineCopyKeys(page)) ?? [];
  expect(kept).toContain(JSON.stringify(['me']));
  expect(kept).toContain(JSON.stringify(['tournaments', 'detail', id]));
  expect(kept.filter((key) => !/^\["(me|tournaments|lineups)"/.test(key))).toEqual([]);
  expect(kept.filter((key) => /leaderboard|stats|metrics/.test(key))).toEqual([]);

  // Signing out deletes the copy: the next person on this phone finds nothing of it.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
  await expect.poll(() => offlineCopyKeys(page)).toBeNull();
});

test('a followed tournament never opened on this device is readable offline after the next online start', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const tournament = await playedTournament(createUser, createClub);
  // A scout (level 4) follows it through the API: nothing of it has been on this browser yet.
  const scout = await createUser({ name: 'Sami Scout', level: 4 });
  const scoutApi = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: scout.storageState,
  });
  await ok(await scoutApi.put(`/api/tournaments/${tournament.id}/follow`));
  await scoutApi.dispose();

  // Online, the home page only: the followed tournament is read ahead in the background.
  const page = await pageAs(scout);
  await page.goto('/');
  await waitForServiceWorker(page);
  await waitForOfflineCopy(page, ['tournaments', 'detail', tournament.id, 'games']);
  await waitForOfflineCopy(page, ['tournaments', 'detail', tournament.id, 'standings']);

  await page.context().setOffline(true);
  await page.goto(`/TournamentView/${tournament.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
  await expect(page.locator(`[data-game-id="${tournament.played.id}"]`)).toContainText('2:1');
  await expect(page.getByTestId('data-age')).toContainText('Offline — as of');
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page.getByTestId('standings-row')).toHaveCount(3);
  await page.context().setOffline(false);
});

test('the browser bar takes the colour of the scheme the user picks', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const themeColors = page.locator('meta[name="theme-color"]');
  await expect(themeColors).toHaveCount(2);
  await page.getByTestId('theme-toggle').click();
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const expected = scheme === 'dark' ? '#242424' : '#ffffff';
  await expect(themeColors.nth(0)).toHaveAttribute('content', expected);
  await expect(themeColors.nth(1)).toHaveAttribute('content', expected);
});
