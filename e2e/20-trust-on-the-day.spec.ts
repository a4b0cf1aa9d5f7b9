import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord, waitForServiceWorker } from './support.js';
import {
  bracketGames,
  listGames,
  ok,
  play,
  playEvents,
  scheduledTournament,
  startGame,
  type Game,
  type Team,
} from './tournament-api.js';

// Trust on the day (docs/product/tournaments.md): what goes wrong on a game day leaves a trace that
// survives a reload — a conflicting move, a corrected group result, an offline reload of the recorder.

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

test('a game moved onto an occupied slot stays marked after a reload: on the timeline, by team, in the conflicts panel and on the sheet', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(120_000);
  // A round robin of four clubs on two pitches: six games, two at a time.
  const { id, organiser, games, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Conflict Cup', clubs: 4, pitches: 2 },
  );
  await api.dispose();
  const byTime = [...games].sort((a, b) => a.start! - b.start! || a.pitch! - b.pitch!);
  const moving = byTime[0]!;
  // A later game on the other pitch: its slot is taken, and it may share a team with the moved one.
  const target = byTime.find((g) => g.pitch !== moving.pitch && g.start! > moving.start!)!;

  const page = await pageAs(organiser);
  await page.goto(`/TournamentView/${id}`);
  await expect(page.getByTestId('timeline-game')).toHaveCount(games.length);
  await expect(page.getByTestId('open-conflicts')).toHaveCount(0);
  await page.locator(`[data-game-id="${moving.id}"]`).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Move game' });
  await dialog.getByLabel(/Kick-off/).fill(clock(target.start!));
  await dialog.getByLabel('Pitch').selectOption(String(target.pitch));
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await dialog.getByRole('button', { name: 'Move anyway' }).click();
  await expect(page.getByText(/^Game moved with \d+ conflicts?/)).toBeVisible();

  // After a reload, nothing depends on the toast.
  await page.reload();
  const lane = page.getByTestId(`lane-${target.date}-${target.pitch}`);
  for (const game of [moving, target]) {
    const block = lane.locator(`[data-game-id="${game.id}"]`);
    await expect(block).toHaveAttribute('data-conflict', 'true');
    await expect(block.getByTestId('conflict-mark')).toBeVisible();
  }
  // Both games of the slot stay readable and clickable: the lower one opens its own move dialog.
  await lane.locator(`[data-game-id="${target.id}"]`).getByRole('button').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(target.team1!.name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // One panel lists every open conflict, both games of the pair among them.
  const panel = page.getByTestId('open-conflicts');
  await expect(panel.locator(`[data-game-id="${moving.id}"]`)).toBeVisible();
  await expect(panel.locator(`[data-game-id="${target.id}"]`)).toBeVisible();

  // By team: the moved game's team has the mark in its row.
  await page.getByText('By team', { exact: true }).click();
  const team = page.getByTestId('team-schedules').getByRole('button', { name: new RegExp(moving.team1!.name) });
  await team.click();
  const teamPanel = page.getByRole('region', { name: new RegExp(moving.team1!.name) });
  await expect(teamPanel.getByTestId('conflict-mark').first()).toBeVisible();

  // The sheet marks both games under notes (and any other game the move left too short a rest).
  await page.goto(`/sheet/${id}`);
  await expect(page.getByTestId('sheet-section').first()).toBeVisible();
  const row = (game: Game) =>
    page.getByTestId('sheet-section').getByRole('row').filter({ hasText: game.team1!.name }).filter({
      hasText: game.team2!.name,
    });
  for (const game of [moving, target]) await expect(row(game).getByTestId('sheet-conflict')).toBeVisible();
});

test('the timeline shows whole team names at 1280 and 360 px', async ({ createUser, createClub, pageAs }) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const clubs = [];
  // Long club names as they are in German youth football (a short mark keeps this run's apart).
  for (const name of ['SC Eichenhain', 'TSV Grün-Weiß Hafenstadt', 'FC Nordhafen 1912']) {
    clubs.push(await createClub({ name: `${name} ${word.slice(0, 3)}`, country: 'DE' }));
  }
  const { id, organiser, games, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Timeline Cup', clubs, word },
  );
  await api.dispose();
  const page = await pageAs(organiser);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/TournamentView/${id}`);
    const names = page.getByTestId('block-team');
    await expect(names).toHaveCount(games.length * 2);
    await expect(names.first()).toBeVisible();
    // Every name is drawn whole: nothing cut off sideways nor clamped below.
    const cut = await names.evaluateAll((spans) =>
      spans
        .filter((span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1)
        .map((span) => span.textContent),
    );
    expect(cut, `cut at ${width} px`).toEqual([]);
  }

  // The tournament's own page has the Follow button too (not only the hub).
  await page.getByRole('button', { name: /^Follow Timeline Cup/ }).click();
  await expect(page.getByRole('button', { name: /^Stop following Timeline Cup/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Stop following Timeline Cup/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('at 360 px the match sheet fits the screen, names open knockout slots by their origin, and the offline menu fits too', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const clubs = [];
  for (const name of ['TSV Grün-Weiß Hafenstadt', 'SC Eichenhain Nordstadt', 'FC Nordhafen 1912', 'SV Südstadt 09']) {
    clubs.push(await createClub({ name: `${name} ${word.slice(0, 3)}`, country: 'DE' }));
  }
  const { id, organiser, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Sheet Cup', clubs, groups: { size: 2, advancement: 'topTwo' }, word },
  );
  await api.dispose();
  const page = await pageAs(organiser);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/sheet/${id}`);
  const sheet = page.getByTestId('match-sheet');
  // The semi-finals and the final before the groups are played: where their teams come from.
  await expect(sheet).toContainText('Winner group A');
  await expect(sheet).toContainText('Runner-up group B');
  await expect(sheet).toContainText(/Winner of match \d+/);
  await expect(sheet).not.toContainText('To be decided');

  // Nothing scrolls sideways: not the page, not a table; the Away column is on the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const scrolling = await sheet
    .getByRole('region')
    .evaluateAll((regions) => regions.filter((r) => r.scrollWidth > r.clientWidth + 1).length);
  expect(scrolling).toBe(0);
  for (const header of await sheet.getByRole('columnheader', { name: 'Away' }).all()) {
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }

  // Offline, the top bar's menu says what happens to recorded changes, whole on the screen.
  await page.context().setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
  await page.getByTestId('sync-status').click();
  const menu = page.getByTestId('sync-menu');
  await expect(menu).toContainText('Offline: recorded changes are kept on this device');
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.context().setOffline(false);
});

/** The group game between two teams (whichever side the schedule put them). */
function between(games: Game[], a: Team, b: Team): Game {
  const game = games.find(
    (g) => g.phase === 'group' && [g.team1?.id, g.team2?.id].sort().join() === [a.id, b.id].sort().join(),
  );
  if (!game) throw new Error(`no game ${a.name} v ${b.name}`);
  return game;
}

test('a corrected group result re-applies the group results while no semi-final has started, and warns once one has', async ({
  createUser,
  createClub,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const { id, organiser, teams, api } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Correction Cup', clubs: 6, groups: { size: 3, advancement: 'topTwo' }, pitches: 2 },
  );
  const [a1, a2, a3, b1, b2, b3] = teams as [Team, Team, Team, Team, Team, Team];
  const groupGames = await listGames(api, id);
  // A1 beats A2 with one recorded goal; both beat A3. Group B: B1 above B2 above B3.
  const decider = between(groupGames, a1, a2);
  const a1Side = decider.team1!.id === a1.id ? 1 : 2;
  await playEvents(api, decider, [{ kind: 'goal', team: a1Side }]);
  for (const [x, y] of [
    [a1, a3],
    [a2, a3],
    [b1, b2],
    [b1, b3],
    [b2, b3],
  ] as const) {
    const game = between(groupGames, x, y);
    await play(api, game, game.team1!.id === x.id ? 1 : 0, game.team1!.id === x.id ? 0 : 1);
  }
  await ok(await api.post(`/api/tournaments/${id}/apply-group-results`, { data: {} }));

  const page = await pageAs(organiser);
  await page.goto(`/TournamentView/${id}?tab=bracket`);
  const matches = page.getByTestId('bracket').getByTestId('bracket-match');
  const againstB2 = matches.filter({ hasText: b2.name });
  await expect(againstB2).toContainText(a1.name);

  // The goal was A2's: A2 wins group A. The semi-finals follow by themselves, with no warning.
  const record = await ok<{ events: { id: string }[] }>(await api.get(`/api/games/${decider.id}/events`));
  const goal = record.events[0]!.id;
  await ok(await api.patch(`/api/games/${decider.id}/events/${goal}`, { data: { team: 3 - a1Side } }));
  await page.reload();
  await expect(againstB2).toContainText(a2.name);
  await expect(againstB2).not.toContainText(a1.name);
  await expect(matches.filter({ hasText: b1.name })).toContainText(a1.name);
  await expect(page.getByTestId('outdated-bracket')).toHaveCount(0);

  // Once a semi-final has started, a correction back leaves its teams and says so until applied again.
  const semi = (await bracketGames(api, id)).find((g) => [g.slot1.teamId, g.slot2.teamId].includes(b2.id))!;
  await startGame(
    api,
    (await listGames(api, id)).find((g) => g.id === semi.id)!,
  );
  await ok(await api.patch(`/api/games/${decider.id}/events/${goal}`, { data: { team: a1Side } }));
  await page.reload();
  await expect(page.getByTestId('outdated-bracket')).toBeVisible();
  await expect(page.getByTestId('outdated-bracket').getByRole('button')).toBeVisible();
  await expect(againstB2).toContainText(a2.name);
  await api.dispose();
});

test.describe('offline', () => {
  // The service worker is blocked in other specs (e2e/playwright.config.ts, decision 310); this one needs it.
  test.use({ serviceWorkers: 'allow' });

  async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
    await context.setOffline(offline);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', String(!offline));
  }

  test('an offline reload of the recorder keeps the scorers named and a scorer can be picked afterwards', async ({
    createUser,
    createClub,
    createPlayer,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const { id, word, clubs, games, api } = await scheduledTournament({ createUser, createClub });
    for (const [first, number] of [
      ['Anna', 9],
      ['Bea', 11],
    ] as const) {
      await createPlayer({
        firstName: first,
        lastName: `Berg${word}`,
        position: 'CS',
        clubId: clubs[0]!.id,
        backNumberDefault: number,
      });
    }
    const game = games.find((g) => g.team1?.name === `FC ${word} 1` || g.team2?.name === `FC ${word} 1`)!;
    const side = game.team1?.name === `FC ${word} 1` ? game.team1.name : game.team2!.name;

    const recorder = await pageAs(await createUser({ name: 'Rita Recorder', level: 2 }));
    const context = recorder.context();
    await recorder.goto(`/Game/${id}?game=${game.id}`);
    await expect(recorder.getByTestId('scoreboard')).toBeVisible({ timeout: 30_000 });
    await expect(recorder.getByRole('button', { name: 'Start game' })).toBeEnabled();
    await waitForServiceWorker(recorder);

    const goal = async (player: string) => {
      await recorder.getByRole('button', { name: `Goal for ${side}` }).click();
      const dialog = recorder.getByRole('dialog', { name: 'Record an event' });
      const select = dialog.getByRole('combobox', { name: 'Player (optional)' });
      await expect(select.getByRole('option', { name: player })).toBeAttached();
      await select.selectOption({ label: player });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    };

    // Online: the game starts and the roster arrives once (the picker lists it).
    await recorder.getByRole('button', { name: 'Start game' }).click();
    await recorder.getByTestId('start-early-confirm').getByRole('button', { name: 'Start anyway' }).click();
    await expect(recorder.getByTestId('period')).toHaveText('First half');
    await recorder.getByRole('button', { name: `Goal for ${side}` }).click();
    const dialog = recorder.getByRole('dialog', { name: 'Record an event' });
    await expect(
      dialog.getByRole('combobox', { name: 'Player (optional)' }).getByRole('option', { name: `9 Anna Berg${word}` }),
    ).toBeAttached();
    await recorder.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(recorder.getByTestId('sync-status')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
    // Then the signal goes: a goal by Anna, waiting to sync.
    await setOffline(context, recorder, true);
    await goal(`9 Anna Berg${word}`);
    await expect(recorder.getByTestId('game-event')).toContainText(`Anna Berg${word}`);

    // A reload while still offline: the scorer is still named, and Bea can be picked for the next goal.
    await recorder.reload();
    await expect(recorder.getByTestId('sync-status')).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
    await expect(recorder.getByTestId('game-event')).toHaveCount(1, { timeout: 30_000 });
    await expect(recorder.getByTestId('game-event')).toContainText(`Anna Berg${word}`);
    await goal(`11 Bea Berg${word}`);
    await expect(recorder.getByTestId('game-event').filter({ hasText: `Bea Berg${word}` })).toHaveCount(1);

    // Back online: both goals reach the server with their scorers.
    await context.setOffline(false);
    await expect(recorder.getByTestId('sync-status')).toHaveAttribute('data-count', '0', { timeout: 30_000 });
    const stored = await ok<{ events: { kind: string; playerId: string | null }[] }>(
      await api.get(`/api/games/${game.id}/events`),
    );
    expect(stored.events.map((e) => e.kind)).toEqual(['goal', 'goal']);
    expect(stored.events.every((e) => e.playerId !== null)).toBe(true);
    await api.dispose();
  });
});
