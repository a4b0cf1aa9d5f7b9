import { request, type BrowserContext, type Page } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, fillLogin, uniqueWord, waitForServiceWorker } from './support.js';
import { ok, type Game } from './tournament-api.js';

// The recorder offline needs its chunks from the service worker (decision 315), as in 17-offline-recording.
test.use({ serviceWorkers: 'allow' });

// Decisions 454–456: a cup's results are recorded at the pitch by a volunteer of level 5, who never
// gets level 2. The organiser invites them by a single-use link, assigns them one game, and the
// volunteer records exactly that game on a phone, offline for a while in the middle.

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', String(offline));
  await context.setOffline(offline);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', String(!offline));
}

test('an organiser invites a level-5 volunteer by link and assigns a game; the volunteer records it on a phone, offline once', async ({
  browser,
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const organiser = await createUser({ name: 'Olga Organiser', level: 1 });
  const volunteer = await createUser({ name: `Vera Volunteer ${word}` });
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  try {
    // The cup through the API (21-cup-event makes one on screen): three named pitches, U11 and U13.
    const day = '2031-09-06';
    const event = await ok<{ id: string }>(
      await api.post('/api/events', {
        data: {
          name: `Hafenstadt Cup ${word}`,
          dateFrom: day,
          dateTo: day,
          pitches: [{ name: 'Nordplatz' }, { name: 'Südplatz' }, { name: 'Kunstrasen' }],
        },
      }),
      201,
    );
    const clubs = [];
    for (let i = 1; i <= 3; i += 1) clubs.push(await createClub({ name: `FC ${word} ${i}`, country: 'DE' }));
    for (const ageClass of ['U11', 'U13']) {
      const { id } = await ok<{ id: string }>(
        await api.post('/api/tournaments', {
          data: {
            name: `${ageClass} ${word}`,
            type: 'roundRobin',
            dateFrom: day,
            dateTo: day,
            eventId: event.id,
            ageClass,
            settings: { ...DEFAULT_SCHEDULE_SETTINGS, gameTime: 10, halfTime: 0, maxPlaytime: 400 },
          },
        }),
        201,
      );
      for (const club of clubs)
        await ok(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201);
    }

    // The organiser generates the one schedule and invites a volunteer on the event page.
    const page = await pageAs(organiser);
    await page.goto(`/Event/${event.id}`);
    await page.getByTestId('generate-event-schedule').click();
    await expect(page.getByTestId('event-schedule-result')).toContainText('6 games generated, 0 without a slot.');
    await page.getByTestId('invite-official').click();
    const link = await page.getByTestId('invitation-link').inputValue();
    expect(link).toMatch(/\/Invitation\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();

    // The volunteer, on a 360 px phone and signed out, opens the link: signs in first, comes back, accepts.
    const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const phone = await phoneContext.newPage();
    await phone.goto(new URL(link).pathname);
    await expect(phone).toHaveURL(/\/login\?redirect=/);
    await fillLogin(phone, volunteer.email, volunteer.password);
    await expect(phone).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
    await phone.getByTestId('accept-invitation').click();
    await expect(phone.getByTestId('invitation-accepted')).toHaveText(
      `You are now an official of Hafenstadt Cup ${word}.`,
    );
    // The same link again, by anyone: refused in words.
    const again = await pageAs(await createUser({ name: 'Otto Other' }));
    await again.goto(new URL(link).pathname);
    await again.getByTestId('accept-invitation').click();
    await expect(again.getByTestId('invitation-error')).toContainText('This invitation link was used already.');

    // The organiser assigns them the first game of the day.
    const games = (
      await ok<{ items: (Game & { tournamentId: string })[] }>(await api.get(`/api/events/${event.id}/games`))
    ).items;
    const game = games[0]!;
    await page.reload();
    await expect(page.getByTestId('official')).toHaveText(new RegExp(`Vera Volunteer ${word}`));
    await page.locator(`[data-testid="game-official"][data-game-id="${game.id}"]`).selectOption({
      label: volunteer.name,
    });
    await expect
      .poll(
        async () =>
          (await ok<{ items: { gameIds: string[] }[] }>(await api.get(`/api/events/${event.id}/officials`))).items,
      )
      .toEqual([expect.objectContaining({ userId: volunteer.id, gameIds: [game.id] })]);

    // The volunteer finds the game on the home page and records it.
    await phone.goto('/');
    const toRecord = phone.getByTestId('game-to-record');
    await expect(toRecord).toHaveCount(1);
    await toRecord.click();
    await expect(phone).toHaveURL(new RegExp(`/Game/${game.tournamentId}\\?game=${game.id}`));
    await expect(phone.getByTestId('scoreboard')).toBeVisible({ timeout: 30_000 });
    await waitForServiceWorker(phone);
    const team1 = (await phone.getByTestId('scoreboard').getByRole('heading').first().textContent())!;
    await expect(phone.getByRole('button', { name: 'Start game' })).toBeEnabled();
    await phone.getByRole('button', { name: 'Start game' }).click();
    await phone.getByTestId('start-early-confirm').getByRole('button', { name: 'Start anyway' }).click();
    await expect(phone.getByTestId('period')).toHaveText('First half');
    await expect
      .poll(async () => (await ok<{ game: Game }>(await api.get(`/api/games/${game.id}/events`))).game.status)
      .toBe('running');

    // Offline in the middle: the goal waits on the phone, and goes when the signal is back.
    await setOffline(phone.context(), phone, true);
    await phone.getByRole('button', { name: `Goal for ${team1}` }).click();
    const dialog = phone.getByRole('dialog', { name: 'Record an event' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(phone.getByTestId('score')).toHaveText('1:0');
    await expect(phone.getByTestId('unsaved')).toBeVisible();
    await setOffline(phone.context(), phone, false);
    await expect(phone.getByTestId('unsaved')).toBeHidden();
    await expect
      .poll(async () => (await ok<{ game: Game }>(await api.get(`/api/games/${game.id}/events`))).game.goals1)
      .toBe(1);

    await phone.getByRole('button', { name: 'Finish' }).click();
    await phone.getByRole('dialog', { name: 'Finish the game' }).getByRole('button', { name: 'Finish game' }).click();
    await expect(phone.getByTestId('period')).toHaveText('Full time');
    // Nothing spills past a phone's width.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The organiser sees the result; the volunteer is still level 5 and may record no other game.
    await expect
      .poll(async () => (await ok<{ game: Game }>(await api.get(`/api/games/${game.id}/events`))).game)
      .toMatchObject({ status: 'finished', goals1: 1, goals2: 0 });
    await page.goto(`/TournamentView/${game.tournamentId}`);
    await expect(page.locator(`[data-game-id="${game.id}"]`)).toContainText('1:0');
    const volunteerApi = await request.newContext({
      baseURL: APP_ORIGIN,
      extraHTTPHeaders: ORIGIN,
      storageState: volunteer.storageState,
    });
    try {
      expect((await ok<{ level: number }>(await volunteerApi.get('/api/me'))).level).toBe(5);
      const other = games[1]!;
      const refused = await volunteerApi.post(`/api/games/${other.id}/start`, { data: { version: other.version } });
      expect(refused.status()).toBe(403);
    } finally {
      await volunteerApi.dispose();
    }
    await phoneContext.close();
  } finally {
    await api.dispose();
  }
});
