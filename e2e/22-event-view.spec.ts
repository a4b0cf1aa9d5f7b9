import AxeBuilder from '@axe-core/playwright';
import { request, type Page } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { ok, type Game } from './tournament-api.js';

// Decisions 467–471: the organiser edits the event's pitches (renames one, adds one) and restricts the U9
// division to the first pitch on screen, regenerates, downloads the sheet for the second pitch's table, and
// moves a U9 game onto the second pitch: the move warns that U9 may not use it. The event page, open in a
// second tab, follows the move without a reload.

/** Serious and critical WCAG 2.1 A/AA violations (as e2e/14), as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

test('an organiser edits the pitches and a division, regenerates, downloads a pitch sheet and sees a restricted pitch warned on a move', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const word = uniqueWord();
  const organiser = await createUser({ name: 'Olga Organiser', level: 1 });
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  try {
    const name = `Hafenstadt Cup ${word}`;
    const { id: eventId } = await ok<{ id: string }>(
      await api.post('/api/events', {
        data: { name, dateFrom: '2031-08-02', dateTo: '2031-08-02', pitches: [{ name: 'Pitch 1' }] },
      }),
      201,
    );
    const clubs = [];
    for (let i = 1; i <= 3; i += 1) clubs.push(await createClub({ name: `FC ${word} ${i}`, country: 'DE' }));
    // The divisions' own settings name two pitches, so the move dialog offers the event's second one.
    const settings = { ...DEFAULT_SCHEDULE_SETTINGS, gameTime: 10, halfTime: 0, maxPlaytime: 400, pitches: 2 };
    const divisions: string[] = [];
    for (const age of ['U9', 'U11']) {
      const { id } = await ok<{ id: string }>(
        await api.post('/api/tournaments', {
          data: {
            name: `${age} ${word}`,
            type: 'roundRobin',
            dateFrom: '2031-08-02',
            dateTo: '2031-08-02',
            eventId,
            ageClass: age,
            settings,
          },
        }),
        201,
      );
      for (const club of clubs)
        await ok(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201);
      divisions.push(id);
    }
    const [u9] = divisions as [string, string];

    const page = await pageAs(organiser);
    await page.goto(`/Event/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Edit the event: rename the first pitch, add a second.
    await page.getByTestId('edit-event').click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await edit.getByRole('textbox', { name: 'Pitch 1' }).fill('Rasen 1');
    await edit.getByRole('button', { name: 'Add pitch' }).click();
    await expect(edit.getByRole('textbox', { name: 'Pitch 2' })).toHaveValue('Pitch 2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('event-pitches')).toHaveText(/Rasen 1\s*Pitch 2/);

    // U9 only on Rasen 1.
    await page.getByRole('button', { name: `Pitches and age class of U9 ${word}` }).click();
    const division = page.getByRole('dialog', { name: `U9 ${word}: pitches and age class` });
    await division.getByRole('switch', { name: 'Plays on every pitch' }).click();
    await division.getByRole('checkbox', { name: 'Pitch 2' }).uncheck();
    await division.getByRole('button', { name: 'Save' }).click();
    await expect(division).toBeHidden();

    await page.getByTestId('generate-event-schedule').click();
    await expect(page.getByTestId('event-schedule-result')).toContainText('6 games generated, 0 without a slot.');
    await expect(page.getByTestId('event-game')).toHaveCount(6);
    await expect(page.getByTestId('event-timeline-game')).toHaveCount(6);
    const u9Games = (await ok<{ items: Game[] }>(await api.get(`/api/tournaments/${u9}/games`))).items;
    expect(u9Games.every((g) => g.pitch === 1)).toBe(true);

    // The sheet for Pitch 2's table.
    await page.getByTestId('pitch-sheet-pitch').selectOption({ label: 'Pitch 2' });
    const download = page.waitForEvent('download');
    await page.getByTestId('pitch-sheet-pdf').click();
    expect((await download).suggestedFilename()).toBe(`Hafenstadt-Cup-${word}_Pitch-2_2031-08-02.pdf`);

    // A second tab keeps the event page open.
    const watcher = await pageAs(organiser);
    await watcher.goto(`/Event/${eventId}`);
    await expect(watcher.getByTestId('event-game')).toHaveCount(6);
    await expect(watcher.getByTestId('event-game').filter({ hasText: '16:30' })).toHaveCount(0);

    // Move a U9 game onto Pitch 2: U9 may not use it that day.
    const moving = u9Games[0]!;
    await page.goto(`/TournamentView/${u9}`);
    await page.locator(`[data-game-id="${moving.id}"]`).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Move game' });
    await dialog.getByLabel(/Kick-off/).fill('16:30');
    await dialog.getByLabel('Pitch').selectOption('2');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog.getByTestId('move-warnings')).toContainText('The division may not use this pitch on that day.');
    await dialog.getByRole('button', { name: 'Move anyway' }).click();
    await expect(page.getByText(/^Game moved with \d+ conflicts?/)).toBeVisible();

    // The event page in the other tab follows, without a reload.
    const movedRow = watcher.getByTestId('event-game').filter({ hasText: '16:30' });
    await expect(movedRow).toHaveCount(1);
    await expect(movedRow).toContainText('Pitch 2');
    await expect(movedRow).toContainText('U9');

    // The timeline at 360 px: the day scrolls inside its frame, the page does not; axe finds nothing serious
    // in light and dark (the division colours keep the text's contrast); printed, it fits the page's width.
    await watcher.setViewportSize({ width: 360, height: 740 });
    const timeline = watcher.getByRole('region', { name: /^Timeline: / });
    await expect(timeline).toHaveCount(1);
    await expect(watcher.getByTestId('event-timeline-game')).toHaveCount(6);
    const overflow = () =>
      timeline.evaluate((el) => ({
        inner: el.scrollWidth > el.clientWidth,
        page: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      }));
    expect(await overflow()).toEqual({ inner: true, page: false });
    await timeline.focus();
    await watcher.keyboard.press('ArrowRight');
    await expect.poll(() => timeline.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await seriousViolations(watcher)).toEqual([]);
    await watcher.emulateMedia({ colorScheme: 'dark' });
    await ok(await api.patch('/api/me', { data: { isDarkMode: true } }));
    await watcher.reload();
    await expect(watcher.getByTestId('event-timeline-game')).toHaveCount(6);
    expect(await seriousViolations(watcher)).toEqual([]);
    await watcher.emulateMedia({ media: 'print' });
    // Printed, the day is drawn at the page's width (the blocks are placed in percent).
    const drawnWidth = () =>
      timeline.evaluate((el) => {
        const inner = (el.firstElementChild as HTMLElement).getBoundingClientRect().width;
        return Math.round(inner) - el.clientWidth;
      });
    await expect.poll(drawnWidth).toBe(0);
    await watcher.emulateMedia({ media: 'screen' });
    await expect.poll(drawnWidth).toBeGreaterThan(300);
  } finally {
    await api.dispose();
  }
});
