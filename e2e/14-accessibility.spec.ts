import AxeBuilder from '@axe-core/playwright';
import { request, type Browser, type Page } from '@playwright/test';
import { expect, test, type TestUser } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { ok, scheduledTournament, type TournamentFixtures } from './tournament-api.js';

// axe-core over every route (docs/product/quality-goals.md, decision 283): at 360 px and 1280 px,
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

type Fixture = { clubId: string; playerId: string; tournamentId: string; eventId: string; resultsToken: string };
type ArrangeFixtures = TournamentFixtures & {
  createPlayer: (player: Record<string, unknown>) => Promise<{ id: string }>;
};

/** Every signed-in route, with ids of data made for this test. */
const signedInRoutes = ({ clubId, playerId, tournamentId, eventId }: Fixture) => [
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
  `/ScoutDay/${tournamentId}`,
  `/ScoutingPlan/${tournamentId}`,
  `/ScoutingReport/${tournamentId}`,
  `/Event/${eventId}`,
  '/agb',
  '/policy',
  '/impressum',
  '/not-authorized',
];

/** A scheduled group-stage tournament of six new clubs (two groups of three), the first club with a player. */
async function arrange({ createPlayer, ...fixtures }: ArrangeFixtures): Promise<Fixture> {
  const word = uniqueWord();
  const { id, clubs, api } = await scheduledTournament(fixtures, {
    title: 'Axe Cup',
    clubs: 6,
    groups: { size: 3, advancement: 'topTwo' },
    date: '2031-06-07',
    pitches: 2,
    word,
  });
  // A cup with one division of the same clubs, scheduled (decision 452).
  const event = await ok<{ id: string }>(
    await api.post('/api/events', {
      data: { name: `Axe Event ${word}`, dateFrom: '2031-06-07', dateTo: '2031-06-07', pitches: [{ name: 'Pitch 1' }] },
    }),
    201,
  );
  const division = await ok<{ id: string }>(
    await api.post('/api/tournaments', {
      data: {
        name: `Axe U9 ${word}`,
        type: 'roundRobin',
        dateFrom: '2031-06-07',
        dateTo: '2031-06-07',
        eventId: event.id,
        ageClass: 'U9',
        settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400 },
      },
    }),
    201,
  );
  for (const club of clubs.slice(0, 3)) {
    await ok(await api.post(`/api/tournaments/${division.id}/teams`, { data: { clubId: club.id } }), 201);
  }
  await ok(await api.post(`/api/events/${event.id}/schedule`, { data: {} }));
  // Its public results page (decision 460), checked signed out.
  const { version } = await ok<{ version: number }>(await api.get(`/api/events/${event.id}`));
  const { token } = await ok<{ token: string }>(
    await api.put(`/api/events/${event.id}/publication`, { data: { published: true, version } }),
  );
  await api.dispose();
  const clubId = clubs[0]!.id;
  const player = await createPlayer({
    firstName: 'Ada',
    lastName: `Axe ${word}`,
    position: 'CM',
    nationality: 'DE',
    birthday: '2010-04-12',
    clubId,
  });
  return { clubId, playerId: player.id, tournamentId: id, eventId: event.id, resultsToken: token };
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
      createClub,
      createPlayer,
    }) => {
      // About 30 pages (and the public results page with its venue screen), each loaded and analysed, two of them in parallel on a shared 2-core machine.
      test.setTimeout(360_000);
      const user = await createUser({ name: `Axe ${scheme} ${viewport.width}`, level: 0 });
      await setDarkMode(user, scheme === 'dark');
      const fixture = await arrange({ createUser, createClub, createPlayer });
      const size = { width: viewport.width, height: viewport.height };

      const signedOut = await checkRoutes(browser, { viewport: size, colorScheme: scheme }, [
        ...PUBLIC_ROUTES,
        `/Results/${fixture.resultsToken}`,
        `/Results/${fixture.resultsToken}?view=screen`,
      ]);
      const signedIn = await checkRoutes(
        browser,
        { viewport: size, colorScheme: scheme, storageState: user.storageState },
        signedInRoutes(fixture),
      );
      expect([...signedOut, ...signedIn]).toEqual([]);
    });
  }
}
