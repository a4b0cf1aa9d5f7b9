import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, type NewUser, type TestUser } from './fixtures.js';
import { waitForServiceWorker } from './support.js';
import { finishGame, ok, scheduledTournament, startGame, type Game } from './tournament-api.js';

// The service worker is blocked in other specs (e2e/playwright.config.ts, decision 310); this one needs it.
test.use({ serviceWorkers: 'allow' });

// Recording pitch-side without a signal (docs/product/quality-goals.md, decision 315): every write
// goes into the IndexedDB outbox first and syncs in order when the network
// is back — nothing lost, nothing doubled, refusals told and decided.

type StoredEvent = { id: string; kind: string; team: 1 | 2 };

/** The shared round robin (tournament-api.ts): its id, its first game and the organiser's API. */
async function roundRobinGame(
  createUser: (user: NewUser) => Promise<TestUser>,
  createClub: (club: { name: string; country: string }) => Promise<{ id: string }>,
) {
  const { id, games, api } = await scheduledTournament({ createUser, createClub });
  return { id, game: games[0]!, api };
}

async function storedEvents(api: APIRequestContext, gameId: string) {
  return ok<{ game: Game; events: StoredEvent[] }>(await api.get(`/api/games/${gameId}/events`));
}

async function openRecorder(page: Page, tournamentId: string, gameId: string) {
  await page.goto(`/Game/${tournamentId}?game=${gameId}`);
  // The first visit loads the recorder's chunks while the service worker installs: slow on the shared machine.
  await expect(page.getByTestId('scoreboard')).toBeVisible({ timeout: 30_000 });
  // The recorder's dialogs are chunks of their own (decision 419): the signal goes once the device
  // holds the app, as a recorder's phone does after its first visit.
  await waitForServiceWorker(page);
  const team1 = (await page.getByTestId('scoreboard').getByRole('heading').first().textContent())!;
  const team2 = (await page.getByTestId('scoreboard').getByRole('heading').nth(1).textContent())!;
  return { team1, team2 };
}

/** One event through the dialog (the minute the clock shows, no player). */
async function record(page: Page, kind: 'Goal' | 'Yellow card' | 'Red card', team: string) {
  await page.getByRole('button', { name: `${kind} for ${team}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record an event' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  // The status comes with the deferred chrome: it must be on the page before the signal goes, or it never loads.
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', String(offline));
  await context.setOffline(offline);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', String(!offline));
}

const countBy = (events: StoredEvent[]) =>
  events.reduce<Record<string, number>>((counts, e) => {
    const key = `${e.kind}:${e.team}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

test('a whole game recorded offline survives a reload and syncs exactly once; a follower sees the final score', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { id, game, api } = await roundRobinGame(createUser, createClub);
  // A follower in another browser watches the schedule (live updates, no reload).
  const fan = await pageAs(await createUser({ name: 'Fynn Follower' }));
  await fan.goto(`/TournamentView/${id}`);
  const fanBlock = fan.locator(`[data-game-id="${game.id}"]`);
  await expect(fanBlock).toBeVisible({ timeout: 30_000 });
  const recorder = await pageAs(await createUser({ name: 'Rita Recorder', level: 2 }));
  const context = recorder.context();
  const { team1, team2 } = await openRecorder(recorder, id, game.id);
  await expect(recorder.getByRole('button', { name: 'Start game' })).toBeEnabled();
  await waitForServiceWorker(recorder);

  // 1. Offline: start, 5 goals, 3 cards, an undo, finish — all at once on screen, waiting to sync.
  await setOffline(context, recorder, true);
  await recorder.getByRole('button', { name: 'Start game' }).click();
  // The tournament is in 2031: starting it today asks once more (decision 416), offline too.
  await recorder.getByTestId('start-early-confirm').getByRole('button', { name: 'Start anyway' }).click();
  await expect(recorder.getByTestId('period')).toHaveText('First half');
  await expect(recorder.getByTestId('game-clock')).toBeVisible();
  for (const team of [team1, team2, team1, team1, team2]) await record(recorder, 'Goal', team);
  await record(recorder, 'Yellow card', team1);
  await record(recorder, 'Red card', team2);
  await record(recorder, 'Yellow card', team2);
  // One more goal, taken back: it never leaves the phone.
  await record(recorder, 'Goal', team2);
  await expect(recorder.getByTestId('score')).toHaveText('3:3');
  await recorder.getByRole('button', { name: /^Undo: Goal/ }).click();
  await expect(recorder.getByTestId('score')).toHaveText('3:2');
  await recorder.getByRole('button', { name: 'Finish' }).click();
  await recorder.getByRole('dialog', { name: 'Finish the game' }).getByRole('button', { name: 'Finish game' }).click();
  await expect(recorder.getByTestId('period')).toHaveText('Full time');
  const events = recorder.getByTestId('game-event');
  await expect(events).toHaveCount(8);
  await expect(recorder.locator('[data-testid="game-event"][data-state="waiting"]')).toHaveCount(8);
  await expect(events.first()).toContainText('Waiting to sync');
  // The top bar: offline, 10 changes waiting (start, 8 events, finish), the game listed.
  const status = recorder.getByTestId('sync-status');
  await expect(status).toHaveAttribute('data-count', '10');
  await expect(status).toHaveAccessibleName('Offline · 10 changes waiting to sync');
  await status.click();
  await expect(recorder.getByRole('menuitem', { name: `${team1} – ${team2}: 10 changes` })).toBeVisible();
  await recorder.keyboard.press('Escape');
  expect((await storedEvents(api, game.id)).events).toEqual([]);

  // 2. A reload while offline: the service worker serves the app, the kept query cache (src/lib/offline) opens
  // the recorder, and the outbox (IndexedDB) still holds every change: the same events, score and period.
  await recorder.reload();
  await expect(recorder.getByTestId('sync-status')).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
  await expect(recorder.getByTestId('sync-status')).toHaveAttribute('data-count', '10');
  await expect(recorder.locator('[data-testid="game-event"][data-state="waiting"]')).toHaveCount(8, {
    timeout: 30_000,
  });
  await expect(recorder.getByTestId('score')).toHaveText('3:2');
  await expect(recorder.getByTestId('period')).toHaveText('Full time');
  await recorder.getByTestId('sync-status').click();
  await expect(recorder.getByRole('menuitem', { name: `${team1} – ${team2}: 10 changes` })).toBeVisible();
  await recorder.keyboard.press('Escape');
  expect((await storedEvents(api, game.id)).events).toEqual([]);

  // 3. Back online: the outbox drains by itself, in order; the server holds exactly those events.
  await context.setOffline(false);
  await expect(recorder.getByTestId('sync-status')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
  const stored = await storedEvents(api, game.id);
  expect(stored.game).toMatchObject({ status: 'finished', goals1: 3, goals2: 2 });
  expect(new Set(stored.events.map((e) => e.id)).size).toBe(8);
  expect(countBy(stored.events)).toEqual({ 'goal:1': 3, 'goal:2': 2, 'yellow:1': 1, 'red:2': 1, 'yellow:2': 1 });

  await openRecorder(recorder, id, game.id);
  await expect(recorder.locator('[data-testid="game-event"][data-state="saved"]')).toHaveCount(8);
  await expect(recorder.getByTestId('period')).toHaveText('Full time');

  await expect(fanBlock).toContainText('3:2', { timeout: 15_000 });
  await api.dispose();
});

test('the network drops and returns three times during a game: nothing lost, nothing doubled', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const { id, game, api } = await roundRobinGame(createUser, createClub);
  const recorder = await pageAs(await createUser({ name: 'Rita Recorder', level: 2 }));
  const context = recorder.context();
  const { team1, team2 } = await openRecorder(recorder, id, game.id);
  await expect(recorder.getByRole('button', { name: 'Start game' })).toBeEnabled();
  const status = recorder.getByTestId('sync-status');
  const synced = () => expect(status).toHaveAttribute('data-count', '0', { timeout: 30_000 });

  await recorder.getByRole('button', { name: 'Start game' }).click();
  await recorder.getByTestId('start-early-confirm').getByRole('button', { name: 'Start anyway' }).click();
  await record(recorder, 'Goal', team1);
  await synced();
  // Drop 1: two events offline, back, synced.
  await setOffline(context, recorder, true);
  await record(recorder, 'Goal', team2);
  await record(recorder, 'Yellow card', team1);
  await expect(status).toHaveAttribute('data-count', '2');
  await setOffline(context, recorder, false);
  await synced();
  // Drop 2: half-time and an event offline; the network returns while the next ones are recorded.
  await setOffline(context, recorder, true);
  await recorder.getByRole('button', { name: 'Half-time' }).click();
  await record(recorder, 'Red card', team2);
  await setOffline(context, recorder, false);
  await recorder.getByRole('button', { name: 'Start second half' }).click();
  await record(recorder, 'Goal', team1);
  await synced();
  // Undo online: a saved event is removed on the server.
  await record(recorder, 'Goal', team2);
  await synced();
  await recorder.getByRole('button', { name: /^Undo: Goal/ }).click();
  await synced();
  // Drop 3: the last goals and the finish offline.
  await setOffline(context, recorder, true);
  await record(recorder, 'Goal', team1);
  await record(recorder, 'Yellow card', team2);
  await recorder.getByRole('button', { name: 'Finish' }).click();
  await recorder.getByRole('dialog', { name: 'Finish the game' }).getByRole('button', { name: 'Finish game' }).click();
  await expect(recorder.getByTestId('period')).toHaveText('Full time');
  await setOffline(context, recorder, false);
  await synced();

  const stored = await storedEvents(api, game.id);
  expect(stored.game).toMatchObject({ status: 'finished', goals1: 3, goals2: 1 });
  expect(new Set(stored.events.map((e) => e.id)).size).toBe(stored.events.length);
  expect(countBy(stored.events)).toEqual({ 'goal:1': 3, 'goal:2': 1, 'yellow:1': 1, 'red:2': 1, 'yellow:2': 1 });
  await expect(recorder.locator('[data-testid="game-event"][data-state="saved"]')).toHaveCount(7);
  await api.dispose();
});

test('an event refused on sync (the game was finished by someone else) is told, held, and sent as a correction when chosen', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const { id, game, api } = await roundRobinGame(createUser, createClub);
  const version = await startGame(api, game);
  const recorder = await pageAs(await createUser({ name: 'Rita Recorder', level: 2 }));
  const context = recorder.context();
  const { team1 } = await openRecorder(recorder, id, game.id);
  await expect(recorder.getByTestId('period')).toHaveText('First half');

  await setOffline(context, recorder, true);
  await record(recorder, 'Goal', team1);
  await expect(recorder.getByTestId('score')).toHaveText('1:0');
  // Meanwhile the organiser finishes the game 0:0 from another phone.
  await finishGame(api, game.id, version);
  await context.setOffline(false);

  const event = recorder.getByTestId('game-event');
  await expect(event).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
  await expect(event.getByRole('alert')).toContainText('This game is finished. Correct its result instead.');
  await expect(recorder.getByText('Not saved: the server refused a change')).toBeVisible();
  await expect(event.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(event.getByRole('button', { name: 'Discard' })).toBeVisible();
  expect((await storedEvents(api, game.id)).events).toEqual([]);

  await event.getByRole('button', { name: 'Send as correction' }).click();
  await expect(event).toHaveAttribute('data-state', 'saved');
  const stored = await storedEvents(api, game.id);
  expect(stored.game).toMatchObject({ status: 'finished', goals1: 1, goals2: 0 });
  expect(stored.events.map((e) => [e.kind, e.team])).toEqual([['goal', 1]]);
  await api.dispose();
});
