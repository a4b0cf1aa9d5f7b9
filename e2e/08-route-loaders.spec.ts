import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

// Route loaders start a page's data in parallel with its code (decision 265):
// the API request must go out while the page's lazy chunk is still on its way.
// Each test holds back the page chunk until the page's API request has been
// sent (or 5 s have passed) and then checks the order of the two. Without the
// loader the request only starts once the chunk has run, so the order flips.
//
// As the administrator (fixtures.ts), with a player of each test's own made
// through the API.

const HOLD_MS = 5_000;

type Event = { kind: 'api'; url: URL } | { kind: 'chunk'; url: URL };

/**
 * Holds back every response for `chunk` until a request matching `isData`
 * has been sent (at most HOLD_MS), then delivers it. Returns the log of data
 * requests and chunk deliveries, in the order they happened.
 */
async function holdChunkUntilData(page: Page, chunk: RegExp, isData: (url: URL) => boolean): Promise<Event[]> {
  const events: Event[] = [];
  let dataSent: () => void = () => undefined;
  const dataRequest = new Promise<void>((resolve) => (dataSent = resolve));
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      events.push({ kind: 'api', url });
      if (isData(url)) dataSent();
    }
  });
  await page.route(chunk, async (route) => {
    const response = await route.fetch();
    await Promise.race([dataRequest, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    events.push({ kind: 'chunk', url: new URL(route.request().url()) });
    await route.fulfill({ response });
  });
  return events;
}

/** Index of the first event that matches, -1 when none does. */
function indexOf(events: Event[], match: (event: Event) => boolean): number {
  return events.findIndex(match);
}

/** Waits until the held chunk has been delivered; returns its place in the log. */
async function chunkDelivered(events: Event[]): Promise<number> {
  const chunk = () => indexOf(events, (event) => event.kind === 'chunk');
  await expect
    .poll(chunk, { message: 'the page chunk was loaded (and held back)', timeout: HOLD_MS + 5_000 })
    .toBeGreaterThanOrEqual(0);
  return chunk();
}

const loaderPlayer = (lastName: string) => ({ firstName: 'Loader', lastName, position: 'CS', birthday: '2009-05-01' });

test('the player list requests its filtered page before the page chunk has arrived', async ({
  adminPage: page,
  createPlayer,
}) => {
  const lastName = `Prefetch${uniqueWord()}`;
  await createPlayer(loaderPlayer(lastName));

  const isList = (url: URL) => url.pathname === '/api/players';
  const events = await holdChunkUntilData(page, /\/assets\/players\.lazy-[\w-]+\.js$/, isList);
  await page.goto(`/players?q=${lastName}`, { waitUntil: 'commit' });

  const chunk = await chunkDelivered(events);
  const list = indexOf(events, (event) => event.kind === 'api' && isList(event.url));
  expect(list, 'the list request went out before the page chunk arrived').toBeGreaterThanOrEqual(0);
  expect(list).toBeLessThan(chunk);
  await expect(page.getByTestId('player-row').filter({ hasText: lastName })).toHaveCount(1);
  // The loader used the URL's filters, and the page joined that request instead of sending its own.
  const lists = events.filter((event) => event.kind === 'api' && isList(event.url));
  expect(lists.map((event) => event.url.searchParams.get('q'))).toEqual([lastName]);
});

test('the player card requests the player and its ratings before the card chunk has arrived', async ({
  adminPage: page,
  createPlayer,
}) => {
  const lastName = `Prefetch${uniqueWord()}`;
  const player = await createPlayer(loaderPlayer(lastName));
  const detail = `/api/players/${player.id}`;

  const isRatings = (url: URL) => url.pathname === `${detail}/ratings`;
  const events = await holdChunkUntilData(page, /\/assets\/player\.lazy-[\w-]+\.js$/, isRatings);
  await page.goto(`/player/${player.id}`, { waitUntil: 'commit' });

  const chunk = await chunkDelivered(events);
  const playerRequest = indexOf(events, (event) => event.kind === 'api' && event.url.pathname === detail);
  const ratingsRequest = indexOf(events, (event) => event.kind === 'api' && isRatings(event.url));
  expect(playerRequest, 'the player request went out before the card chunk arrived').toBeGreaterThanOrEqual(0);
  expect(playerRequest).toBeLessThan(chunk);
  // The ratings follow the player's answer (details visible to the administrator), still ahead of the chunk.
  expect(ratingsRequest, 'the ratings request went out before the card chunk arrived').toBeGreaterThan(playerRequest);
  expect(ratingsRequest).toBeLessThan(chunk);
  await expect(page.getByRole('heading', { level: 1, name: `Loader ${lastName}` })).toBeVisible();
  await expect(page.getByText('No ratings yet.')).toBeVisible();
  // The card's queries joined the loader's requests: one request each.
  expect(events.filter((event) => event.kind === 'api' && event.url.pathname === detail)).toHaveLength(1);
  expect(events.filter((event) => event.kind === 'api' && isRatings(event.url))).toHaveLength(1);
});

// A signed-in page's HTML names its data (decision 289): the request goes out
// with the HTML, before the app's entry has even arrived, and the app takes
// that answer instead of asking again.
test("the player card's HTML starts the player's request, and the card uses that answer", async ({
  adminPage: page,
  createPlayer,
}) => {
  const lastName = `Preload${uniqueWord()}`;
  const player = await createPlayer(loaderPlayer(lastName));
  const detail = `/api/players/${player.id}`;

  const isPlayer = (url: URL) => url.pathname === detail;
  const events = await holdChunkUntilData(page, /\/assets\/index-[\w-]+\.js$/, isPlayer);
  await page.goto(`/player/${player.id}`, { waitUntil: 'commit' });

  const entry = await chunkDelivered(events);
  const playerRequest = indexOf(events, (event) => event.kind === 'api' && isPlayer(event.url));
  expect(playerRequest, 'the player request went out before the app itself arrived').toBeGreaterThanOrEqual(0);
  expect(playerRequest).toBeLessThan(entry);
  await expect(page.getByRole('heading', { level: 1, name: `Loader ${lastName}` })).toBeVisible();
  expect(events.filter((event) => event.kind === 'api' && isPlayer(event.url))).toHaveLength(1);
});
