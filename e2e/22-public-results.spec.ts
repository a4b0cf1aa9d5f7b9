import { request } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { listGames, ok, recordEvent, startGame } from './tournament-api.js';

// Decisions 460–462: the organiser publishes an event's results page from the event page; anyone with
// the link opens it signed out (a fresh browser context with no session), sees the schedule by pitch
// and a live score change arrive by itself; unpublished, the same link answers "not published".
// A team's calendar feed is made on the tournament view and revoked there.

test('an organiser publishes the results page; a signed-out visitor sees 404 before, then the schedule and a live score', async ({
  browser,
  createUser,
  createClub,
  pageAs,
}) => {
  // The page asks again every 15 s: the score's arrival is waited for up to 30 s.
  test.setTimeout(180_000);
  const word = uniqueWord();
  const organiser = await createUser({ name: `Olga ${word}`, level: 1 });
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  const visitor = await browser.newContext();
  try {
    const event = await ok<{ id: string }>(
      await api.post('/api/events', {
        data: {
          name: `Public Cup ${word}`,
          dateFrom: '2031-08-02',
          dateTo: '2031-08-02',
          pitches: [{ name: 'Kunstrasen Ost' }],
        },
      }),
      201,
    );
    const division = await ok<{ id: string }>(
      await api.post('/api/tournaments', {
        data: {
          name: `U9 ${word}`,
          type: 'roundRobin',
          dateFrom: '2031-08-02',
          dateTo: '2031-08-02',
          eventId: event.id,
          ageClass: 'U9',
          settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400 },
        },
      }),
      201,
    );
    for (let i = 1; i <= 3; i += 1) {
      const club = await createClub({ name: `FC ${word} ${i}`, country: 'DE' });
      await ok(await api.post(`/api/tournaments/${division.id}/teams`, { data: { clubId: club.id } }), 201);
    }
    await ok(await api.post(`/api/events/${event.id}/schedule`, { data: {} }));

    const anonymous = await visitor.newPage();
    await anonymous.goto('/Results/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(anonymous.getByRole('alert')).toContainText('These results are not published.');

    const page = await pageAs(organiser);
    await page.goto(`/Event/${event.id}`);
    const published = page.getByRole('switch', { name: 'Published' });
    await expect(published).not.toBeChecked();
    await published.click();
    await expect(page.getByTestId('results-qr')).toBeVisible();
    const link = await page.getByTestId('public-link').inputValue();
    expect(link).toMatch(/\/Results\/[A-Za-z0-9_-]{22}$/);
    // Off again: the link answers "not published" to the visitor.
    await published.click();
    await expect(page.getByText('Not published: the link answers “not found”.')).toBeVisible();
    await anonymous.goto(link);
    await expect(anonymous.getByRole('alert')).toContainText('These results are not published.');

    await published.click();
    await expect(page.getByTestId('public-link')).toHaveValue(link);
    await anonymous.goto(link);
    await expect(anonymous.getByRole('heading', { level: 1, name: `Public Cup ${word}` })).toBeVisible();
    await expect(anonymous.getByTestId('public-game')).toHaveCount(3);
    await expect(anonymous.getByTestId('public-game').first()).toContainText('Kunstrasen Ost');
    await expect(anonymous.getByTestId('public-standings')).toContainText(`FC ${word} 1`);

    // A goal is recorded: the open page shows it by itself (it asks again every 15 s).
    const [first] = await listGames(api, division.id);
    await startGame(api, first!);
    await recordEvent(api, first!.id, { kind: 'goal', team: 1, minute: 3 });
    await expect(anonymous.getByTestId('public-score').first()).toHaveText('1:0', { timeout: 30_000 });
    await expect(anonymous.getByTestId('public-game').first()).toContainText('Live');

    // The venue screen shows the running game in large type.
    await anonymous.goto(`${link}?view=screen`);
    await expect(anonymous.getByTestId('venue-screen-games')).toContainText('1:0');
  } finally {
    await visitor.close();
    await api.dispose();
  }
});

test("a user subscribes to a team's games as a calendar feed and revokes it", async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const organiser = await createUser({ name: `Olga ${word}`, level: 1 });
  const parent = await createUser({ name: `Paula ${word}`, level: 5 });
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  const anonymous = await request.newContext({ baseURL: APP_ORIGIN });
  try {
    const tournament = await ok<{ id: string }>(
      await api.post('/api/tournaments', {
        data: {
          name: `Calendar Cup ${word}`,
          type: 'roundRobin',
          dateFrom: '2031-08-02',
          dateTo: '2031-08-02',
          settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400 },
        },
      }),
      201,
    );
    for (let i = 1; i <= 3; i += 1) {
      const club = await createClub({ name: `FC ${word} ${i}`, country: 'DE' });
      await ok(await api.post(`/api/tournaments/${tournament.id}/teams`, { data: { clubId: club.id } }), 201);
    }
    await ok(await api.post(`/api/tournaments/${tournament.id}/schedule`, { data: {} }));

    const page = await pageAs(parent);
    await page.goto(`/TournamentView/${tournament.id}`);
    await expect(page.getByRole('region', { name: /^Timeline of/ })).toBeVisible();
    // The schedule "by team": the team's row, then its Subscribe in calendar.
    const subscribe = page.getByTestId('subscribe-calendar').first();
    await expect(async () => {
      await page.getByRole('radiogroup', { name: 'Show the schedule' }).getByText('By team').click();
      await page.getByRole('button', { name: new RegExp(`^FC ${word} 1`) }).click({ timeout: 2_000 });
      await subscribe.click({ timeout: 2_000 });
    }).toPass();
    const dialog = page.getByRole('dialog', { name: `Calendar of FC ${word} 1` });
    await dialog.getByTestId('calendar-create').click();
    const address = await dialog.getByRole('textbox', { name: 'Feed address' }).inputValue();
    expect(address).toMatch(/\/api\/public\/calendar\/[A-Za-z0-9_-]+\/games\.ics$/);
    await expect(dialog.getByRole('link', { name: 'Subscribe (webcal)' })).toHaveAttribute('href', /^webcal:/);
    const feed = await anonymous.get(address);
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`FC ${word} 1`);
    expect(text).not.toContain(`Paula ${word}`);

    await dialog.getByTestId('calendar-revoke').click();
    await expect(dialog.getByText('The link was revoked.')).toBeVisible();
    expect((await anonymous.get(address)).status()).toBe(404);
  } finally {
    await anonymous.dispose();
    await api.dispose();
  }
});
