import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { request, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord, waitForServiceWorker } from './support.js';
import { ok, scheduledTournament } from './tournament-api.js';

// The scout at the tournament (decisions 430–434), at 360 px as a scout holds a phone.
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

type Rating = {
  id: string;
  game: { tournamentName: string; team1Name: string; team2Name: string; start: number } | null;
};

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', String(!offline));
}

/** Taps a player in the line-up, picks the global rating (and a note), saves; answers the milliseconds from tap to saved. */
async function rate(page: Page, playerId: string, score: string, note?: string): Promise<number> {
  const started = Date.now();
  await page.locator(`[data-testid="scout-day-player"][data-player="${playerId}"]`).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup', { name: 'Global rating' }).getByText(score, { exact: true }).click();
  if (note) await dialog.getByLabel('Note').fill(note);
  await dialog.getByTestId('quick-rating-save').click();
  await expect(dialog).toBeHidden();
  // Offline the rating waits on the phone; online it may be confirmed at once ("rated").
  await expect(
    page
      .locator(`[data-player="${playerId}"]`)
      .first()
      .locator('[data-testid="pending-mark"], [data-testid="rated-mark"]'),
  ).toBeVisible();
  return Date.now() - started;
}

test('a scout rates from the line-up offline, syncs exactly once; the head scout plans; the report downloads in German', async ({
  createUser,
  createClub,
  createPlayer,
  pageAs,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const clubs = [];
  for (let i = 1; i <= 4; i += 1) clubs.push(await createClub({ name: `FC ${word} ${i}`, country: 'DE' }));
  const star = await createPlayer({
    firstName: 'Nora',
    lastName: `Star${word}`,
    clubId: clubs[0]!.id,
    position: 'CS',
    watchlist: true,
    backNumberDefault: 9,
  });
  const mate = await createPlayer({
    firstName: 'Ben',
    lastName: `Mate${word}`,
    clubId: clubs[0]!.id,
    position: 'CM',
    backNumberDefault: 4,
  });
  await createPlayer({
    firstName: 'Sven',
    lastName: `Keeper${word}`,
    clubId: clubs[1]!.id,
    position: 'GK',
    backNumberDefault: 1,
  });
  const { id, name, games, organiser, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Scout Cup', clubs, pitches: 2, word },
  );
  const scout = await createUser({ name: `Sam Scout ${word}`, level: 2 });
  const starGames = games.filter((g) => [g.team1?.name, g.team2?.name].includes(`FC ${word} 1`));
  // The scout's assignment: the star's last game, so "my assignment first" is not the schedule's order by chance.
  const mine = starGames[starGames.length - 1]!;
  await ok(
    await api.put(`/api/tournaments/${id}/scouting-plan`, {
      data: { version: 0, assignments: [{ userId: scout.id, gameIds: [mine.id] }] },
    }),
  );

  // 1. My day: my assignment first, the watchlist player marked.
  const page = await pageAs(scout);
  await page.goto(`/ScoutDay/${id}`);
  const cards = page.getByTestId('scout-day-game');
  await expect(cards.first()).toHaveAttribute('data-assigned', 'true', { timeout: 30_000 });
  await expect(cards.first().getByTestId('my-assignment')).toBeVisible();
  await expect(cards.first().locator(`[data-player="${star.id}"] [data-testid="watchlist-mark"]`)).toBeVisible();
  await waitForServiceWorker(page);

  // 2. Offline: two players rated from the line-up, kept on the phone.
  await setOffline(page.context(), page, true);
  const offlineTimes = [await rate(page, star.id, '8', 'Quick turn, left foot'), await rate(page, mate.id, '6')];
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-count', '2');
  await expect(page.locator('[data-testid="pending-mark"]')).not.toHaveCount(0);

  // 3. A reload offline: the service worker serves the app, the day is kept, the two ratings still wait.
  await page.reload();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-count', '2');
  await expect(page.locator('[data-testid="pending-mark"]').first()).toBeVisible({ timeout: 30_000 });

  // 4. Online: the outbox drains; the server holds exactly two ratings, each with its game.
  await page.context().setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
  const scoutApi = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: scout.storageState,
  });
  const mineNow = await ok<{ items: Rating[] }>(await scoutApi.get('/api/ratings/mine'));
  expect(mineNow.items).toHaveLength(2);
  expect(mineNow.items.every((r) => r.game?.tournamentName === name)).toBe(true);
  // One more online, for the time from tap to saved with a signal.
  const onlineTime = await rate(page, mate.id, '7');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
  await expect(page.locator(`[data-player="${mate.id}"] [data-testid="rated-mark"]`).first()).toBeVisible();
  test.info().annotations.push({
    type: 'tap-to-saved-ms',
    description: `offline ${offlineTimes.join(', ')}; online ${onlineTime}`,
  });

  // The player card shows where the rating was made.
  await page.goto(`/player/${star.id}`);
  const history = page.getByTestId('rating-game');
  await expect(history.first()).toContainText(`${name}, `, { timeout: 30_000 });
  await expect(history).toHaveCount(1);
  await scoutApi.dispose();

  // 5. The head scout: a conflict warning, then a suggestion accepted and saved.
  const head = await pageAs(organiser);
  await head.goto(`/ScoutingPlan/${id}`);
  const planGames = head.getByTestId('plan-game');
  await expect(planGames.first()).toBeVisible({ timeout: 30_000 });
  // The first two games run at the same time on two pitches: the scout in both is one scout in two places.
  await planGames.nth(0).getByRole('checkbox', { name: scout.name }).check();
  await planGames.nth(1).getByRole('checkbox', { name: scout.name }).check();
  await expect(head.getByTestId('plan-conflict')).toBeVisible();
  await head.getByTestId('plan-suggest').click();
  await expect(head.getByTestId('plan-coverage')).toBeVisible();
  await expect(head.getByTestId('plan-conflict')).toHaveCount(0);
  await head.getByTestId('plan-save').click();
  await expect(head.getByText('Scouting plan saved.')).toBeVisible();

  // 6. The report's PDF, in German.
  const headApi = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  await ok(await headApi.patch('/api/me', { data: { locale: 'de' } }));
  await headApi.dispose();
  await head.goto(`/ScoutingReport/${id}`);
  await expect(head.getByTestId('report-table')).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    head.waitForEvent('download'),
    head.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${name.replace(/\s+/g, '-')}.pdf`);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 4).toString()).toBe('%PDF');
  // In German: the document's title, as the report's heading says it.
  expect((await PDFDocument.load(file)).getTitle()).toBe(`Scouting-Bericht: ${name}`);
  await api.dispose();
});
