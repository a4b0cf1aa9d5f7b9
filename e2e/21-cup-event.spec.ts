import { request } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { ok } from './tournament-api.js';

// Issue 35, first slice (decisions 450–452): a cup with two age classes on shared pitches. The event and its
// divisions are made through the API; the organiser finds the event on the tournament hub, generates one
// schedule for both divisions and reads the games by time and pitch, each with its division.

test('an organiser opens the cup from the hub, generates one schedule for two divisions and sees both on the shared pitches', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const organiser = await createUser({ name: 'Olga Organiser', level: 1 });
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  try {
    const event = await ok<{ id: string }>(
      await api.post('/api/events', {
        data: {
          name: `Hafenstadt Cup ${word}`,
          dateFrom: '2031-08-02',
          dateTo: '2031-08-02',
          pitches: [{ name: 'Pitch 1' }, { name: 'Kunstrasen 2' }],
        },
      }),
      201,
    );
    const clubs = [];
    for (let i = 1; i <= 3; i += 1) clubs.push(await createClub({ name: `FC ${word} ${i}`, country: 'DE' }));
    for (const [ageClass, gameTime] of [
      ['U9', 10],
      ['U11', 15],
    ] as const) {
      const { id } = await ok<{ id: string }>(
        await api.post('/api/tournaments', {
          data: {
            name: `${ageClass} ${word}`,
            type: 'roundRobin',
            dateFrom: '2031-08-02',
            dateTo: '2031-08-02',
            eventId: event.id,
            ageClass,
            settings: { ...DEFAULT_SCHEDULE_SETTINGS, gameTime, halfTime: 0, maxPlaytime: 400 },
          },
        }),
        201,
      );
      for (const club of clubs)
        await ok(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201);
    }

    const page = await pageAs(organiser);
    await page.goto('/Tournament');
    await page
      .getByTestId('hub-events')
      .getByRole('link', { name: `Hafenstadt Cup ${word}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/Event/${event.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Hafenstadt Cup ${word}` })).toBeVisible();
    await expect(page.getByTestId('event-division')).toHaveCount(2);

    await page.getByTestId('generate-event-schedule').click();
    await expect(page.getByTestId('event-schedule-result')).toContainText('6 games generated, 0 without a slot.');
    const rows = page.getByTestId('event-game');
    await expect(rows).toHaveCount(6);
    await expect(page.getByTestId('event-game-division').filter({ hasText: 'U9' })).toHaveCount(3);
    await expect(page.getByTestId('event-game-division').filter({ hasText: 'U11' })).toHaveCount(3);
    await expect(rows.first()).toContainText('09:00');
  } finally {
    await api.dispose();
  }
});
