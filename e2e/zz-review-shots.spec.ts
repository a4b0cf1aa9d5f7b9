// TEMPORARY review helper (not committed): screenshots of the game-day screens at 360 px, light and dark.
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';
import { bracketGames, listGames, ok, play, recordEvent, startGame, type Game, type Team } from './tournament-api.js';

const DIR = '/tmp/shots';
const SETTINGS = { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400, pitches: 2 };

function between(games: Game[], a: string, b: string) {
  const game = games.find((g) => g.phase === 'group' && [g.team1?.id, g.team2?.id].sort().join() === [a, b].sort().join())!;
  return { game, flip: game.team1?.id !== a };
}

async function shot(page: Page, name: string, full = true) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: full });
}

test('review shots', async ({ createUser, createClub, createPlayer, browser }) => {
  test.setTimeout(300_000);
  mkdirSync(DIR, { recursive: true });
  const word = uniqueWord();
  const light = await createUser({ name: 'Olga Organiser', level: 1 });
  const dark = await createUser({ name: 'Dora Dark', level: 1 });
  const clubs = [];
  for (let i = 1; i <= 6; i += 1) clubs.push(await createClub({ name: `FC Hafenstadt ${word.slice(0, 3)} ${i}`, country: 'DE' }));
  for (const [i, club] of clubs.entries()) {
    for (let n = 1; n <= 3; n += 1)
      await createPlayer({ firstName: ['Anna', 'Berta', 'Clara'][n - 1], lastName: `Müller-Lüdenscheidt${i}`, position: 'CM', clubId: club.id, backNumberDefault: n * 3 + i });
  }
  const apis: Record<string, APIRequestContext> = {};
  for (const [key, user] of [['light', light], ['dark', dark]] as const) {
    apis[key] = await request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: ORIGIN, storageState: user.storageState });
  }
  await ok(await apis.dark!.patch('/api/me', { data: { isDarkMode: true } }));
  const api = apis.light!;
  const { id } = await ok<{ id: string }>(await api.post('/api/tournaments', { data: { name: `Hafenstadt Youth Cup ${word}`, type: 'groupStage', dateFrom: '2031-07-05', dateTo: '2031-07-05', settings: SETTINGS } }), 201);
  const teams: Team[] = [];
  for (const club of clubs) teams.push(await ok<Team>(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201));
  const [a1, a2, a3, b1, b2, b3] = teams as [Team, Team, Team, Team, Team, Team];
  const { version } = await ok<{ version: number }>(await api.get(`/api/tournaments/${id}`));
  await ok(await api.put(`/api/tournaments/${id}/groups`, { data: { version, groups: [
    { name: 'A', advancement: 'topTwo', teamIds: [a1.id, a2.id, a3.id] },
    { name: 'B', advancement: 'topTwo', teamIds: [b1.id, b2.id, b3.id] } ] } }));
  await ok(await api.post(`/api/tournaments/${id}/schedule`, { data: {} }));
  const groupGames = await listGames(api, id);
  const results: [Team, Team, number, number][] = [[a1, a2, 0, 0], [a1, a3, 1, 0], [a2, a3, 1, 0], [b1, b2, 2, 0], [b1, b3, 2, 0]];
  for (const [x, y, gx, gy] of results) {
    const { game, flip } = between(groupGames, x.id, y.id);
    await play(api, game, flip ? gy : gx, flip ? gx : gy);
  }
  // b2 v b3 running with events
  const running = between(groupGames, b2.id, b3.id).game;
  await startGame(api, running);
  await recordEvent(api, running.id, { kind: 'goal', team: 1, minute: 7 });
  await recordEvent(api, running.id, { kind: 'yellow', team: 2, minute: 12 });

  const pages: Record<string, Page> = {};
  for (const [key, user] of [['light', light], ['dark', dark]] as const) {
    const context = await browser.newContext({ storageState: user.storageState, viewport: { width: 360, height: 740 } });
    pages[key] = await context.newPage();
  }
  for (const key of ['dark', 'light']) {
    const page = pages[key]!;
    await page.goto(`/Game/${id}`);
    await expect(page.getByTestId('pick-game').first()).toBeVisible();
    await shot(page, `${key}-01-picker`);
    await page.goto(`/Game/${id}?game=${running.id}`);
    await expect(page.getByTestId('score')).toBeVisible();
    await shot(page, `${key}-02-recorder`);
    await shot(page, `${key}-02b-recorder-viewport`, false);
    await page.getByTestId('event-buttons').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `${key}-03-event-dialog`, false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `${key}-04-finish-dialog`, false);
    await page.keyboard.press('Escape');
    await page.context().setOffline(true);
    await page.getByTestId('event-buttons').getByRole('button').nth(2).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-testid="game-event"][data-state="failed"]')).toBeVisible({ timeout: 15000 });
    await shot(page, `${key}-05-failed`);
    await page.locator('[data-testid="game-event"][data-state="failed"]').getByRole('button', { name: 'Discard' }).click();
    await page.context().setOffline(false);
    await page.goto(`/TournamentView/${id}?tab=groups`);
    await expect(page.getByTestId('standings-row').first()).toBeVisible();
    await shot(page, `${key}-06-standings`);
    await page.goto(`/TournamentApplyGroupResults/${id}`);
    await page.waitForTimeout(1000);
    await shot(page, `${key}-07-apply-blocked`);
    await page.goto(`/TournamentView/${id}?tab=groups`);
    await page.getByTestId('unresolved-tie').getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('dialog', { name: 'Resolve the tie' })).toBeVisible();
    await shot(page, `${key}-08-tie-dialog`, false);
    if (key === 'light') {
      const dialog = page.getByRole('dialog', { name: 'Resolve the tie' });
      await dialog.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Shootout' }).click();
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await shot(page, `${key}-08b-tie-no-winner`, false);
      await dialog.getByRole('combobox', { name: 'Winner' }).click();
      await page.getByRole('option', { name: a2.name }).click();
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await expect(page.getByText('Tie decision saved.')).toBeVisible();
      await shot(page, `${key}-09-standings-resolved`);
    } else {
      await page.keyboard.press('Escape');
    }
  }
  // finish the running game, apply
  const r = (await listGames(api, id)).find((g) => g.id === running.id)!;
  await ok(await api.post(`/api/games/${running.id}/finish`, { data: { version: r.version } }));
  const page = pages.light!;
  await page.goto(`/TournamentApplyGroupResults/${id}`);
  await page.getByTestId('apply-group-results').click();
  await expect(page.getByTestId('apply-done')).toBeVisible();
  await shot(page, 'light-10-apply-done');
  await pages.dark!.goto(`/TournamentApplyGroupResults/${id}`);
  await shot(pages.dark!, 'dark-10-apply-done');
  const [semi1, semi2] = await bracketGames(api, id);
  const ko = await listGames(api, id);
  await play(api, ko.find((g) => g.id === semi1!.id)!, 1, 1, [4, 3]);
  const s2 = ko.find((g) => g.id === semi2!.id)!;
  await startGame(api, s2);
  await recordEvent(api, s2.id, { kind: 'goal', team: 2, minute: 3 });
  for (const key of ['light', 'dark']) {
    const p = pages[key]!;
    await p.goto(`/TournamentView/${id}?tab=bracket`);
    await expect(p.getByTestId('bracket-match').first()).toBeVisible();
    await shot(p, `${key}-11-bracket`);
    await p.goto(`/TournamentView/${id}?tab=stats`);
    await expect(p.getByTestId('stats-tab')).toBeVisible();
    await shot(p, `${key}-12-stats`);
    await p.goto(`/Game/${id}?game=${s2.id}`);
    await expect(p.getByTestId('score')).toBeVisible();
    await shot(p, `${key}-13-recorder-knockout`);
  }
});
