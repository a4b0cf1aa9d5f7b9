import { stat } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';
import { scheduledTournament } from './tournament-api.js';

/** Where a shirt sits on the map, in percent of the pitch (the slot's stored coordinates). */
async function placeOf(shirt: Locator) {
  return { x: Number(await shirt.getAttribute('data-x')), y: Number(await shirt.getAttribute('data-y')) };
}

const shirtNamed = (page: Page, name: string) =>
  page.getByTestId('tactical-map').getByRole('button', { name: new RegExp(name) });

test('a club user builds a 4-3-3 of eligible players, arranges it on the tactical map by mouse and keyboard, and sets a game line-up with a kit-clash warning', async ({
  adminApi,
  createUser,
  createClub,
  createPlayer,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const home = await createClub({ name: `Home ${word}`, country: 'DE' });
  const away = await createClub({ name: `Away ${word}`, country: 'FR' });
  await createPlayer({ firstName: 'Kim', lastName: 'Keeper', clubId: home.id, position: 'GK', backNumberDefault: 1 });
  await createPlayer({ firstName: 'Gus', lastName: 'Goalie', clubId: home.id, position: 'GK', backNumberDefault: 12 });
  await createPlayer({ firstName: 'Carl', lastName: 'Centre', clubId: home.id, position: 'CB', backNumberDefault: 4 });
  await createPlayer({ firstName: 'Sam', lastName: 'Striker', clubId: home.id, position: 'CS', backNumberDefault: 9 });
  // Eligible on the left wing by a side position only.
  await createPlayer({
    firstName: 'Wanda',
    lastName: 'Wing',
    clubId: home.id,
    position: 'RW',
    sidePositions: ['LW'],
    backNumberDefault: 11,
  });
  const visitor = await createPlayer({
    firstName: 'Vic',
    lastName: 'Visitor',
    clubId: away.id,
    position: 'CS',
    backNumberDefault: 10,
  });
  const coach = await createUser({ name: 'Cora Coach', level: 3, clubIds: [home.id] });
  const page = await pageAs(coach);

  // ——— The formation setup dialog ———
  await page.goto(`/Club/${home.id}`);
  await page.getByRole('button', { name: 'Set up a formation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up a formation' });
  await dialog.getByLabel('Shape').click();
  await page.getByRole('option', { name: '4-3-3 (11 players)' }).click();
  await dialog.getByRole('button', { name: 'Save formation' }).click();
  await expect(dialog.getByText('Please enter a formation name.')).toBeVisible();
  await dialog.getByLabel('Formation name').fill('Attack 4-3-3');

  // Only eligible players are offered: the centre striker slot lists the striker, not the keepers.
  await dialog.getByLabel('ST (position 10)').click();
  await expect(page.getByRole('option')).toHaveText(['9 Sam Striker']);
  await page.keyboard.press('Escape');
  // Search by back number.
  await dialog.getByLabel('ST (position 10)').fill('9');
  await page.getByRole('option', { name: '9 Sam Striker' }).click();
  await dialog.getByLabel('GK (position 1)').click();
  await expect(page.getByRole('option')).toHaveText(['12 Gus Goalie', '1 Kim Keeper']);
  // …and by name.
  await dialog.getByLabel('GK (position 1)').fill('kim');
  await page.getByRole('option', { name: '1 Kim Keeper' }).click();
  await dialog.getByLabel('LW (position 9)').click();
  await page.getByRole('option', { name: '11 Wanda Wing' }).click();
  await dialog.getByLabel('CB (position 3)').click();
  await page.getByRole('option', { name: '4 Carl Centre' }).click();
  // A player fills one slot only: the other centre-back slot no longer offers him.
  await dialog.getByLabel('CB (position 4)').click();
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // No right back in the squad.
  await expect(dialog.getByText('No players available for this position.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save formation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('club-formation')).toContainText('Attack 4-3-3');
  await expect(page.getByTestId('club-formation')).toContainText('4 of 11 positions filled');

  // ——— The tactical map ———
  await page.getByRole('link', { name: 'Tactical map' }).click();
  await expect(page).toHaveURL(`/Tacmap/${home.id}`);
  const map = page.getByTestId('tactical-map');
  await expect(map).toBeVisible();
  await expect(page.getByTestId('pitch-shirt')).toHaveCount(11);
  const striker = shirtNamed(page, 'Sam Striker');
  await expect(striker).toContainText('9');

  // Drag with the mouse: down the pitch and to the left.
  const before = await placeOf(striker);
  const box = (await striker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2 + 60, { steps: 6 });
  await page.mouse.up();
  const dragged = await placeOf(striker);
  expect(dragged.x).toBeLessThan(before.x);
  expect(dragged.y).toBeLessThan(before.y - 5);
  await expect(page.getByTestId('pitch-announcer')).toContainText('Sam Striker moved to');

  // Move with the keyboard: Tab to the keeper's shirt, three steps up the pitch, one big step right.
  const keeper = shirtNamed(page, 'Kim Keeper');
  await keeper.focus();
  await expect(keeper).toBeFocused();
  const start = await placeOf(keeper);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => placeOf(keeper)).toEqual({ x: start.x + 5, y: start.y + 3 });
  await expect(page.getByTestId('pitch-announcer')).toHaveText(
    `Kim Keeper moved to ${start.x + 5} % across and ${start.y + 3} % up the pitch.`,
  );

  // The shirt colour.
  await page.getByTestId('shirt-colour').fill('#c62828');
  await expect(striker.locator('path')).toHaveAttribute('fill', '#c62828');
  await page.getByRole('button', { name: 'Save formation' }).click();
  // The dialog's notice may still show: the newest is the map's.
  await expect(page.getByText('Formation Attack 4-3-3 saved.').last()).toBeVisible();
  await page.reload();
  await expect(shirtNamed(page, 'Sam Striker')).toHaveAttribute('data-y', String(dragged.y));
  await expect(shirtNamed(page, 'Kim Keeper')).toHaveAttribute('data-y', String(start.y + 3));
  await expect(shirtNamed(page, 'Sam Striker').locator('path')).toHaveAttribute('fill', '#c62828');

  // A PNG a coach can send.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  const png = await download;
  expect(png.suggestedFilename()).toBe(`Home ${word} – Attack 4-3-3.png`);
  const { size } = await stat(await png.path());
  expect(size).toBeGreaterThan(10_000);

  // At 360 px the map fits without sideways scrolling, and shirts stay big enough to touch.
  await page.setViewportSize({ width: 360, height: 740 });
  const width = await map.boundingBox();
  expect(width!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const small = (await shirtNamed(page, 'Wanda Wing').boundingBox())!;
  expect(small.width).toBeGreaterThanOrEqual(24);
  await shirtNamed(page, 'Wanda Wing').focus();
  const wing = await placeOf(shirtNamed(page, 'Wanda Wing'));
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => placeOf(shirtNamed(page, 'Wanda Wing'))).toEqual({ x: wing.x, y: wing.y - 1 });
  await page.setViewportSize({ width: 1280, height: 800 });

  // ——— A game line-up ———
  const {
    id: tournamentId,
    teams,
    games,
    api,
  } = await scheduledTournament(
    { createUser, createClub },
    { title: 'Lineup Cup', clubs: [home, away], date: '2031-06-07', pitches: 1, word },
  );
  await api.dispose();
  const gameId = games[0]!.id;
  const awayTeam = teams[1]!;
  // The visitors play in red.
  const theirs = await adminApi.put(`/api/games/${gameId}/lineups/${awayTeam.id}`, {
    data: {
      formationId: null,
      shirtColour: '#d32f2f',
      shortsColour: '#000000',
      starters: [{ playerId: visitor.id, position: 'CS', x: 50, y: 80, backNumber: 10 }],
      substitutes: [],
    },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  await page.goto(`/Gamesetup/${gameId}`);
  await expect(page.getByTestId('lineup-formation')).toHaveValue(/.+/);
  await expect(page.getByTestId('lineup-starter')).toHaveCount(4);
  await expect(page.getByTestId('lineup-starter').first()).toContainText('Kim Keeper');
  // Dark red against their red: a kit clash, with a suggestion.
  const clash = page.getByTestId('kit-clash');
  await expect(clash).toContainText(`Kit clash: Away ${word} plays in a very similar shirt colour.`);
  await page.getByRole('combobox', { name: 'Add a substitute' }).fill('Gus');
  await page.getByRole('option', { name: '12 Gus Goalie' }).click();
  await expect(page.getByTestId('lineup-substitute')).toContainText('Gus Goalie');
  await page.getByRole('button', { name: 'Save line-up' }).click();
  await expect(page.getByText('Line-up saved.')).toBeVisible();
  await page.getByTestId('use-suggestion').click();
  await expect(clash).toBeHidden();

  // Everyone in the tournament sees both line-ups in the tournament view.
  await page.goto(`/TournamentView/${tournamentId}?tab=lineups`);
  await expect(page.getByTestId('team-lineup')).toHaveCount(2);
  await expect(page.getByRole('img', { name: /Sam Striker/ })).toBeVisible();
});

test('a club without formations shows that it has no tactical map', async ({ createUser, createClub, pageAs }) => {
  const club = await createClub({ name: `Empty ${uniqueWord()}`, country: 'DE' });
  const guest = await createUser({ name: 'Gina Guest', level: 4 });
  const page = await pageAs(guest);
  await page.goto(`/Tacmap/${club.id}`);
  await expect(page.getByTestId('no-tactical-map')).toHaveText('Club did not provide a tactical map');
});
