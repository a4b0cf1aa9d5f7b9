import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

// Player list, player form and spreadsheets (docs/product/players-and-clubs.md), as the administrator.
// Every test makes its own players, with a last name no other test uses.

/** Opens a Mantine Select/MultiSelect by its label and clicks an option. */
async function pick(page: Page, label: string, option: string, { type = false } = {}): Promise<void> {
  const input = page
    .getByRole('textbox', { name: label })
    .or(page.getByLabel(label, { exact: true }))
    .first();
  await input.click();
  if (type) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses a file in a Mantine FileInput (its button opens the browser's file chooser). */
async function chooseCsv(page: Page, name: string, content: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file').click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
}

async function countPlayers(request: APIRequestContext, q: string): Promise<number> {
  const response = await request.get(`/api/players?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test('adding a player through the form: inline validation, live preview, then the card', async ({
  adminPage: page,
  adminApi,
}) => {
  const last = `Quellmann${uniqueWord()}`;
  await page.goto('/addplayer');
  await expect(page).toHaveTitle('Touchline – Add player');

  // Saving the empty form shows the spec's required message on both names.
  await page.getByTestId('player-save').click();
  await expect(page.getByText('Required.')).toHaveCount(2);

  // The preview card follows the typing.
  const preview = page.getByTestId('player-preview');
  await page.getByLabel('First name').fill('Mira');
  await expect(preview.getByTestId('player-preview-name')).toHaveText('Mira');
  await page.getByLabel('Last name').fill(last);
  await expect(preview.getByTestId('player-preview-name')).toHaveText(`Mira ${last}`);
  await expect(page.getByText('Required.')).toHaveCount(0);

  // Height above 230 cm: the spec's message, and nothing is saved.
  await page.getByLabel('Height (cm)').fill('231');
  await page.getByLabel('Height (cm)').blur();
  await expect(page.getByText('Height must be less than or equal to 230 cm.')).toBeVisible();
  await page.getByLabel('Back number', { exact: true }).fill('7x');
  await page.getByTestId('player-save').click();
  await expect(page.getByText('Must be a number.')).toBeVisible();
  await expect(page).toHaveURL(/\/addplayer/);

  await page.getByLabel('Height (cm)').fill('178');
  await expect(page.getByText('Height must be less than or equal to 230 cm.')).toHaveCount(0);
  await expect(preview).toContainText('178 cm');
  await page.getByLabel('Back number', { exact: true }).fill('8');
  await expect(preview).toContainText('#8');
  await page.getByLabel('Birthday').fill('2010-03-14');
  await pick(page, 'Nationality', 'Germany', { type: true });
  await expect(preview).toContainText('Germany');
  await pick(page, 'Position', 'CM – Central midfield');
  await expect(preview.getByText('CM', { exact: true })).toBeVisible();
  await page.getByLabel('On the watchlist').check();
  await expect(preview).toContainText('Watchlist');

  await page.getByTestId('player-save').click();
  await expect(page.getByText('Player saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/player\/[^/]+$/);
  expect(await countPlayers(adminApi, last)).toBe(1);
});

test('the list finds a player; filters stay in the URL across a reload and reset clears them', async ({
  adminPage: page,
  createPlayer,
}) => {
  const last = `Quellmann${uniqueWord()}`;
  await createPlayer({ firstName: 'Mira', lastName: last, position: 'CM', watchlist: true });
  await page.goto('/players');
  await expect(page).toHaveTitle('Touchline – Players');

  await page.getByLabel('Name', { exact: true }).fill(last);
  await expect(page).toHaveURL(new RegExp(`q=${last}`));
  const rows = page.getByTestId('player-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Mira ${last}`);
  await expect(rows.first()).toContainText('CM');
  await expect(rows.first()).toContainText('0'); // videos

  await page.getByLabel('Position', { exact: true }).selectOption('CM');
  await page.getByLabel('Watchlist', { exact: true }).selectOption('true');
  await expect(page).toHaveURL(/position=CM/);
  await expect(page).toHaveURL(/watchlist=true/);
  await expect(rows).toHaveCount(1);

  // A position the player does not play: nothing.
  await page.getByLabel('Position', { exact: true }).selectOption('GK');
  await expect(page.getByTestId('players-empty')).toBeVisible();
  await page.getByLabel('Position', { exact: true }).selectOption('CM');
  await expect(rows).toHaveCount(1);

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(last);
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue('CM');
  await expect(rows).toHaveCount(1);

  // Hide and show the filter panel.
  await page.getByTestId('filters-toggle').click();
  await expect(page.getByTestId('player-filters')).toBeHidden();
  await expect(page).toHaveURL(/hideFilters=true/);
  await page.getByTestId('filters-toggle').click();
  await expect(page.getByTestId('player-filters')).toBeVisible();

  await page.getByTestId('filters-reset').click();
  await expect(page).not.toHaveURL(/q=|position=|watchlist=/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue('');

  // Rows link to the player card.
  await page.getByLabel('Name', { exact: true }).fill(last);
  await expect(page).toHaveURL(new RegExp(`q=${last}`));
  await rows
    .first()
    .getByRole('link', { name: `Mira ${last}` })
    .click();
  await expect(page).toHaveURL(/\/player\/[^/]+$/);
});

test('at 360 px the list is stacked cards without horizontal page scroll', async ({
  adminPage: page,
  createPlayer,
}) => {
  const last = `Quellmann${uniqueWord()}`;
  await createPlayer({ firstName: 'Mira', lastName: last, position: 'CM' });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/players?q=${last}`);
  const row = page.getByTestId('player-row').first();
  await expect(row).toContainText(`Mira ${last}`);
  // A card, not a table row: the name on a line of its own, the other cells below it.
  expect(await row.evaluate((element) => getComputedStyle(element).display)).not.toBe('table-row');
  const name = await row.getByRole('link', { name: `Mira ${last}` }).boundingBox();
  const position = await row.getByText('CM', { exact: true }).boundingBox();
  expect(position!.y).toBeGreaterThanOrEqual(name!.y + name!.height);
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(360);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(360);
});

test('CSV export downloads the filtered list', async ({ adminPage: page, createPlayer }) => {
  const last = `Quellmann${uniqueWord()}`;
  await createPlayer({ firstName: 'Mira', lastName: last, position: 'CM' });
  await page.goto(`/players?q=${last}`);
  await expect(page.getByTestId('player-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByTestId('players-export').click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain(last);
  expect(csv).toContain('Mira');
});

test('CSV import previews per-row errors, writes nothing before confirming, then imports', async ({
  adminPage: page,
  adminApi,
}) => {
  const run = uniqueWord();
  const importA = `Imported${run}a`;
  const importB = `Imported${run}b`;
  await page.goto('/players');
  await page.getByTestId('players-import').click();
  await expect(page).toHaveURL(/\/players\/import/);
  await expect(page).toHaveTitle('Touchline – Import players');
  await expect(page.getByText('Expected columns')).toBeVisible();

  // The template downloads without the server.
  const template = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  expect(readFileSync(await (await template).path(), 'utf8')).toMatch(/^firstName,lastName,birthday,club/);

  // One valid row, one with a height above 230 cm.
  await chooseCsv(
    page,
    'players.csv',
    `firstName,lastName,height,position\nNoa,${importA},180,CM\nKim,${importB},231,GK\n`,
  );
  await expect(page.getByTestId('import-counts')).toContainText('1 valid row');
  await expect(page.getByTestId('import-counts')).toContainText('1 invalid row');
  const invalid = page.locator('[data-testid="import-row"][data-valid="false"]');
  await expect(invalid).toHaveCount(1);
  await expect(invalid).toContainText('height');
  await expect(invalid).toContainText('Height must be less than or equal to 230 cm.');
  await expect(page.getByTestId('import-valid-only')).toHaveText('Import only the 1 valid row');
  await expect(page.getByTestId('import-confirm')).toHaveCount(0);

  // Nothing is written by the preview.
  expect(await countPlayers(adminApi, importA)).toBe(0);
  expect(await countPlayers(adminApi, importB)).toBe(0);

  // The corrected file: both rows valid, then confirmed.
  await chooseCsv(
    page,
    'players-fixed.csv',
    `firstName,lastName,height,position\nNoa,${importA},180,CM\nKim,${importB},195,GK\n`,
  );
  await expect(page.getByTestId('import-counts')).toContainText('2 valid rows');
  await expect(page.getByTestId('import-counts')).toContainText('0 invalid rows');
  expect(await countPlayers(adminApi, `Imported${run}`)).toBe(0);
  await page.getByTestId('import-confirm').click();
  await expect(page.getByText('2 players imported.')).toBeVisible();
  await expect(page).toHaveURL(/\/players$/);

  await page.getByLabel('Name', { exact: true }).fill(`Imported${run}`);
  await expect(page.getByTestId('player-row')).toHaveCount(2);
  await expect(page.getByTestId('player-row').first()).toContainText(`Noa ${importA}`);
});
