import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { recordEvent, scheduledTournament, startGame } from './tournament-api.js';

/**
 * A recorded goal costs one request (decision 390): the recording phone applies
 * its own answer and skips its own echo on the live channel (decision 390),
 * with the tournament's other screens visited before (their queries cached).
 * The live channel announces every change it handled on `window`
 * (lib/live-events.ts LIVE_CHANGE_EVENT): the spec waits on that, never on a clock.
 */

type Announced = { topic: string; ids: string[]; echo?: true };

async function listenToLiveChanges(page: Page) {
  await page.evaluate(() => {
    const seen: Announced[] = [];
    (window as unknown as { liveChanges: Announced[] }).liveChanges = seen;
    window.addEventListener('touchline:live-change', (event) => seen.push((event as CustomEvent<Announced>).detail));
  });
}

const announced = (page: Page) => page.evaluate(() => (window as unknown as { liveChanges: Announced[] }).liveChanges);

/** Two frames: whatever a handled change starts (a refetch) has been asked for by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function recordGoalOnScreen(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Record an event' });
  await expect(dialog).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/games\/[^/]+\/events$/.test(r.url()),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
}

test('a goal recorded on the phone costs one request: its answer is applied and its echo is not fetched again', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const { id, organiser, games, api } = await scheduledTournament({ createUser, createClub }, { title: 'Echo Cup' });
  const game = games[0]!;
  await startGame(api, game);

  const page = await pageAs(organiser);
  // The stream's head arrives once the server follows it: a change after that reaches the page.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/events?'));
  // The tournament's other screens first, so their queries are in the cache (and would be refetched).
  await page.goto(`/TournamentView/${id}?tab=groups`);
  await expect(page.getByTestId('standings-row')).toHaveCount(3);
  await streamOpen;
  await listenToLiveChanges(page);
  // The recorder's own loads (its record, rosters, line-ups, and the rosters it
  // keeps ahead for offline) settle first: nothing starts or is under way for a poll.
  // Followed from before the recorder opens, so that none of them is missed.
  const started: Request[] = [];
  const underWay = new Set<Request>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/') || request.url().includes('/api/events?')) return;
    started.push(request);
    underWay.add(request);
  });
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));
  await page.getByRole('link', { name: 'Record games' }).click();
  await page.getByTestId('pick-game').first().click();
  await expect(page.getByTestId('score')).toHaveText('0:0');
  let seen = -1;
  await expect
    .poll(
      () => {
        const quiet = started.length === seen && underWay.size === 0;
        seen = started.length;
        return quiet;
      },
      { intervals: [500] },
    )
    .toBe(true);
  const asked = started.length;

  const goals = 3;
  for (let goal = 1; goal <= goals; goal += 1) {
    await recordGoalOnScreen(page, `Goal for ${game.team1!.name}`);
    await expect(page.getByTestId('score')).toHaveText(`${goal}:0`);
    await expect.poll(async () => (await announced(page)).filter((change) => change.echo).length).toBe(goal);
  }
  await twoFrames(page);

  const mine = started.slice(asked);
  const paths = mine.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  let bytes = 0;
  for (const request of mine) {
    // A request cancelled before its answer (a refetch overtaken by the next) has no sizes; its body still went out.
    const sizes = request.failure() ? null : await request.sizes();
    bytes += sizes
      ? sizes.requestHeadersSize + sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize
      : (request.postDataBuffer()?.length ?? 0);
  }
  console.log(
    `[recorder] ${goals} goals: ${mine.length} API requests, ${bytes} bytes on the wire: ${paths.join(', ')}`,
  );
  expect(paths).toEqual(Array.from({ length: goals }, () => `POST /api/games/${game.id}/events`));

  // Someone else's goal is no echo: the screen fetches it and follows.
  await recordEvent(api, game.id, { kind: 'goal', team: 2, minute: 1 });
  await expect(page.getByTestId('score')).toHaveText(`${goals}:1`);
  expect((await announced(page)).at(-1)).toEqual({ topic: 'tournament', ids: [id] });
  await api.dispose();
});
