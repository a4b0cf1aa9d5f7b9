import { request } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { ok } from './tournament-api.js';

// Decisions 450–453: a cup with two age classes on shared pitches. The organiser creates the event
// on the tournament hub (name, day, two pitches) and its U9 division from the event page; the U11 division,
// the teams and the game times come through the API. The organiser then generates one schedule for both
// divisions and reads the games by time and pitch, each with its division.

test('an organiser creates the cup on screen, adds a division, generates one schedule for two divisions and sees both on the shared pitches', async ({
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
    const page = await pageAs(organiser);
    await page.goto('/Tournament');
    await page.getByTestId('hub-new-event').click();
    const create = page.getByRole('dialog', { name: 'New event' });
    await create.getByRole('textbox', { name: 'Name' }).fill(`Hafenstadt Cup ${word}`);
    await create.getByLabel('First day').fill('2031-08-02');
    await create.getByLabel('Last day').fill('2031-08-02');
    await expect(create.getByRole('textbox', { name: 'Pitch 1' })).toHaveValue('Pitch 1');
    await create.getByRole('button', { name: 'Add pitch' }).click();
    await create.getByRole('textbox', { name: 'Pitch 2' }).fill('pitch 1');
    await create.getByRole('button', { name: 'Create event' }).click();
    await expect(create.getByRole('textbox', { name: 'Pitch 2' })).toHaveAccessibleDescription(
      'Another pitch of this event already has this name.',
    );
    await create.getByRole('textbox', { name: 'Pitch 2' }).fill('Kunstrasen 2');
    await create.getByRole('button', { name: 'Create event' }).click();
    await expect(page).toHaveURL(/\/Event\/[^/]+$/);
    const eventId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: `Hafenstadt Cup ${word}` })).toBeVisible();
    await expect(page.getByTestId('event-pitches')).toHaveText(/Pitch 1\s*Kunstrasen 2/);

    await page.getByTestId('add-division').click();
    const division = page.getByRole('dialog', { name: 'Add division' });
    await division.getByRole('textbox', { name: 'Name' }).fill(`U9 ${word}`);
    await division.getByRole('textbox', { name: 'Age class' }).fill('U9');
    await division.getByText('Round robin').click();
    await division.getByRole('button', { name: 'Create and set up' }).click();
    await expect(page).toHaveURL(/\/TournamentSetup\/[^/]+$/);
    const u9 = new URL(page.url()).pathname.split('/').pop() ?? '';

    const clubs = [];
    for (let i = 1; i <= 3; i += 1) clubs.push(await createClub({ name: `FC ${word} ${i}`, country: 'DE' }));
    const settings = (gameTime: number) => ({ ...DEFAULT_SCHEDULE_SETTINGS, gameTime, halfTime: 0, maxPlaytime: 400 });
    const { version } = await ok<{ version: number }>(await api.get(`/api/tournaments/${u9}`));
    await ok(await api.patch(`/api/tournaments/${u9}`, { data: { version, settings: settings(10) } }));
    const { id: u11 } = await ok<{ id: string }>(
      await api.post('/api/tournaments', {
        data: {
          name: `U11 ${word}`,
          type: 'roundRobin',
          dateFrom: '2031-08-02',
          dateTo: '2031-08-02',
          eventId,
          ageClass: 'U11',
          settings: settings(15),
        },
      }),
      201,
    );
    for (const id of [u9, u11])
      for (const club of clubs)
        await ok(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201);

    await page.goto('/Tournament');
    await page
      .getByTestId('hub-events')
      .getByRole('link', { name: `Hafenstadt Cup ${word}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/Event/${eventId}$`));
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
