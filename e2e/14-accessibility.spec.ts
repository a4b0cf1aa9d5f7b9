import AxeBuilder from '@axe-core/playwright';
import { request, type Browser, type Page } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test, type TestUser } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';

// axe-core over every route (issue 13, decision 283): at 360 px and 1280 px,
// light and dark, no serious or critical violation of WCAG 2.1 A/AA. Pages are
// checked once their content is there (no loader, no skeleton left).

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { name: '360 px', width: 360, height: 740 },
  { name: '1280 px', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Open to anyone; checked signed out. `/logout` would end the session, so it is never visited signed in. */
const PUBLIC_ROUTES = ['/', '/login', '/register', '/agb', '/policy', '/impressum', '/Tournament', '/not-authorized'];

type Fixture = { clubId: string; playerId: string; tournamentId: string };

/** Every signed-in route, with ids of data made for this test. */
const signedInRoutes = ({ clubId, playerId, tournamentId }: Fixture) => [
  '/',
  '/account',
  '/players',
  '/playersfree',
  '/players/import',
  '/addplayer',
  `/player/${playerId}`,
  `/player/${playerId}/edit`,
  `/video/${playerId}`,
  '/PlayerRating',
  '/ClubPlayers',
  `/Club/${clubId}`,
  '/dub',
  '/useroverview',
  '/Tournament',
  '/add-tournament',
  `/TournamentSetup/${tournamentId}`,
  `/TournamentView/${tournamentId}`,
  `/TournamentApplyGroupResults/${tournamentId}`,
  `/Game/${tournamentId}`,
  `/sheet/${tournamentId}`,
  '/agb',
  '/policy',
  '/impressum',
  '/not-authorized',
];

/** A club with a player, and a scheduled group-stage tournament of six teams, made through the API as `user`. */
async function arrange(user: TestUser): Promise<Fixture> {
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: user.storageState,
  });
  try {
    const ok = async (response: Awaited<ReturnType<typeof api.post>>, status: number) => {
      expect(response.status(), await response.text()).toBe(status);
      return (await response.json()) as { id: string; version: number };
    };
    const word = uniqueWord();
    const clubIds: string[] = [];
    for (let i = 1; i <= 6; i += 1)
      clubIds.push(
        (await ok(await api.post('/api/clubs', { data: { name: `FC ${word} ${i}`, country: 'DE' } }), 201)).id,
      );
    const player = await ok(
      await api.post('/api/players', {
        data: {
          firstName: 'Ada',
          lastName: `Axe ${word}`,
          position: 'CM',
          nationality: 'DE',
          birthday: '2010-04-12',
          clubId: clubIds[0],
        },
      }),
      201,
    );
    const tournament = await ok(
      await api.post('/api/tournaments', {
        data: {
          name: `Axe Cup ${word}`,
          type: 'groupStage',
          dateFrom: '2031-06-07',
          dateTo: '2031-06-07',
          location: 'Hafenstadt',
          settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400, pitches: 2 },
        },
      }),
      201,
    );
    const teamIds: string[] = [];
    for (const clubId of clubIds)
      teamIds.push((await ok(await api.post(`/api/tournaments/${tournament.id}/teams`, { data: { clubId } }), 201)).id);
    const { version } = await ok(await api.get(`/api/tournaments/${tournament.id}`), 200);
    const groups = ['A', 'B'].map((name, i) => ({
      name,
      advancement: 'topTwo',
      teamIds: teamIds.slice(i * 3, i * 3 + 3),
    }));
    await ok(await api.put(`/api/tournaments/${tournament.id}/groups`, { data: { version, groups } }), 200);
    await ok(await api.post(`/api/tournaments/${tournament.id}/schedule`, { data: {} }), 200);
    return { clubId: clubIds[0]!, playerId: player.id, tournamentId: tournament.id };
  } finally {
    await api.dispose();
  }
}

async function setDarkMode(user: TestUser, isDarkMode: boolean): Promise<void> {
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: user.storageState,
  });
  try {
    const saved = await api.patch('/api/me', { data: { isDarkMode } });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Loads the route and waits until it has settled: the page's own content in place of loaders and skeletons. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main-content')).toBeVisible();
  await expect(page.locator('.tl-shell')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader, .mantine-Skeleton')).toHaveCount(0, { timeout: 15_000 });
}

/** Serious and critical WCAG violations on the page, as readable lines. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.failureSummary ?? ''}`)
          .join('; ')}`,
    );
}

async function checkRoutes(browser: Browser, options: Parameters<Browser['newContext']>[0], paths: string[]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const found: string[] = [];
  try {
    for (const path of paths) {
      await settle(page, path);
      found.push(...(await seriousViolations(page, path)));
    }
  } finally {
    await context.close();
  }
  return found;
}

for (const viewport of VIEWPORTS) {
  for (const scheme of SCHEMES) {
    test(`every route has no serious or critical axe violation at ${viewport.name}, ${scheme}`, async ({
      browser,
      createUser,
    }) => {
      // About 30 pages, each loaded and analysed, two of them in parallel on a shared 2-core machine.
      test.setTimeout(300_000);
      const user = await createUser({ name: `Axe ${scheme} ${viewport.width}`, level: 0 });
      await setDarkMode(user, scheme === 'dark');
      const fixture = await arrange(user);
      const size = { width: viewport.width, height: viewport.height };

      const signedOut = await checkRoutes(browser, { viewport: size, colorScheme: scheme }, PUBLIC_ROUTES);
      const signedIn = await checkRoutes(
        browser,
        { viewport: size, colorScheme: scheme, storageState: user.storageState },
        signedInRoutes(fixture),
      );
      expect([...signedOut, ...signedIn]).toEqual([]);
    });
  }
}
