import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

// Clubs, free players, duplicates and club assignment (docs/product/players-and-clubs.md), as the
// administrator; each test makes its own clubs, players and users.

/** Picks an option of a Mantine Select/MultiSelect by typing into it. */
async function pick(page: Page, label: string, option: string, scope = page.locator('body')): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  // The listbox this input controls (other selects keep their own options in the page).
  const listbox = await input.getAttribute('aria-controls');
  const options = listbox ? page.locator(`[id="${listbox}"]`) : page;
  await options.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator adds a club, edits it (and meets a conflict), and filters the list by country', async ({
  adminPage: page,
  adminApi,
}) => {
  const run = uniqueWord();
  const club = `FC Touchline ${run}`;
  const renamed = `${club} 1910`;
  await page.goto('/ClubPlayers');
  await expect(page).toHaveTitle('Touchline – Clubs');

  // The drawer offers clubs and free players to the administrator.
  const drawerToggle = page.getByRole('button', { name: 'Open navigation' });
  if (await drawerToggle.isVisible()) await drawerToggle.click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer.getByRole('link', { name: 'Clubs' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Free players' })).toBeVisible();

  // Add a club in the dialog.
  await page.getByRole('button', { name: 'Add club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add club' });
  await dialog.getByRole('button', { name: 'Add club' }).click();
  await expect(dialog.getByText('Required.').first()).toBeVisible();
  await dialog.getByLabel('Name').fill(club);
  await pick(page, 'Country', 'Germany', dialog);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/clubs') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add club' }).click();
  const saved = (await (await created).json()) as { id: string; version: number };
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${club} was added.`)).toBeVisible();

  // Search finds it; the row shows the translated country.
  await page.getByRole('searchbox', { name: 'Search' }).fill(run);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
  const row = page.getByTestId('club-row').filter({ hasText: club });
  await expect(row).toContainText('Germany');

  // Edit: someone else saves first → translated conflict, current values reloaded, then save again.
  await row.getByRole('button', { name: `Edit ${club}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit club' });
  await expect(edit.getByLabel('Name')).toHaveValue(club);
  const meanwhile = await adminApi.patch(`/api/clubs/${saved.id}`, { data: { country: 'AT', version: saved.version } });
  expect(meanwhile.status()).toBe(200);
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit.getByTestId('club-conflict')).toContainText('Someone else changed this club in the meantime.');
  await expect(edit.getByRole('combobox', { name: 'Country' })).toHaveValue('Austria');
  await edit.getByLabel('Name').fill(renamed);
  await pick(page, 'Country', 'Germany', edit);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`${renamed} was saved.`)).toBeVisible();

  // Filter by country: Germany lists it, France does not.
  const filters = page.getByRole('search', { name: 'Search and filter clubs' });
  await pick(page, 'Country', 'Germany', filters);
  await expect(page).toHaveURL(/[?&]country=DE/);
  await expect(page.getByTestId('club-row').filter({ hasText: renamed })).toBeVisible();
  await pick(page, 'Country', 'France', filters);
  await expect(page).toHaveURL(/[?&]country=FR/);
  await expect(page.getByTestId('clubs-empty')).toBeVisible();
});

test('free players are assigned to the club, which lists them; add player opens with the club preselected', async ({
  adminPage: page,
  adminApi,
  createClub,
  createPlayer,
}) => {
  const run = uniqueWord();
  const club = await createClub({ name: `FC Free ${run}`, country: 'DE' });
  const first = await createPlayer({ firstName: `Ada${run}`, lastName: 'Aabel', position: 'CM' });
  const second = await createPlayer({
    firstName: `Bo${run}`,
    lastName: 'Aabers',
    birthday: '2010-05-01',
    backNumberDefault: 9,
  });

  await page.goto('/playersfree');
  await expect(page).toHaveTitle('Touchline – Free players');
  for (const player of [first, second]) {
    await page.getByRole('checkbox', { name: `Select ${player.firstName} ${player.lastName}` }).check();
  }
  await expect(page.getByTestId('free-selected')).toHaveText('2 selected');
  await pick(page, 'Club', club.name);
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`2 players were assigned to ${club.name}.`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${first.firstName} ${first.lastName}` })).toHaveCount(0);

  // Assigning again is refused all or nothing (409 PLAYER_NOT_FREE).
  const again = await adminApi.post(`/api/clubs/${club.id}/players`, { data: { playerIds: [first.id] } });
  expect(again.status()).toBe(409);

  await page.goto(`/Club/${club.id}`);
  await expect(page).toHaveTitle(`Touchline – ${club.name}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  const rows = page.getByTestId('club-player-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `${second.firstName} ${second.lastName}` })).toContainText('9');
  await expect(page.getByText('About this page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit club' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Add player' }).click();
  await expect(page).toHaveURL(new RegExp(`/addplayer\\?clubId=${club.id}$`));

  // An unknown club gets a translated state with a way back.
  await page.goto('/Club/no-such-club');
  await expect(page.getByRole('heading', { name: 'Unknown club' })).toBeVisible();
  await page.getByRole('link', { name: 'To the clubs list' }).click();
  await expect(page).toHaveURL(/\/ClubPlayers/);
});

test('two entries of one player are found as duplicates and merged, keeping “Müller”', async ({
  adminPage: page,
  adminApi,
  createPlayer,
}) => {
  // A first name of this test only, so the pair is this test's.
  const first = `Lena${uniqueWord()}`;
  const common = { firstName: first, birthday: '2011-03-17', nationality: 'DE' };
  const muller = await createPlayer({ ...common, lastName: 'Müller', height: 150 });
  const mueller = await createPlayer({ ...common, lastName: 'Mueller', position: 'LW' });

  await page.goto('/dub');
  await expect(page).toHaveTitle('Touchline – Duplicates');
  await expect(
    page.getByText('Ratings, videos and media of the other record move to the surviving player').first(),
  ).toBeVisible();
  const pair = page
    .getByTestId('duplicate-pair')
    .filter({ hasText: `${first} Müller` })
    .filter({ hasText: `${first} Mueller` })
    .filter({ hasText: 'Mar 17, 2011' });
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText(/Match \d+%/);
  await expect(pair.getByRole('listitem').filter({ hasText: 'Same birthday' })).toBeVisible();

  await pair.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge players' });
  await dialog.getByRole('radio', { name: new RegExp(`^Keep record [AB]: ${first} Müller$`) }).check();
  const lastName = dialog.getByTestId('merge-field-lastName');
  await expect(lastName.getByRole('radio', { name: /: Müller$/ })).toBeChecked();
  // The position only the other record has is kept by default; so is the height.
  await expect(dialog.getByTestId('merge-field-position').getByRole('radio', { name: /: LW$/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${first} Mueller was merged into ${first} Müller.`)).toBeVisible();
  await expect(pair).toHaveCount(0);

  // The merged player's old id answers with the survivor, with the chosen values.
  const old = await adminApi.get(`/api/players/${mueller.id}`);
  expect(old.status()).toBe(200);
  const survivor = (await old.json()) as { id: string; lastName: string; position: string; height: number };
  expect(survivor.id).toBe(muller.id);
  expect(survivor.lastName).toBe('Müller');
  expect(survivor.position).toBe('LW');
  expect(survivor.height).toBe(150);
});

test('the administrator assigns the club to a club user from the user overview', async ({
  adminPage: ada,
  adminApi,
  createClub,
  createPlayer,
  createUser,
  pageAs,
}) => {
  const run = uniqueWord();
  const club = await createClub({ name: `FC Cleo ${run}`, country: 'DE' });
  for (const firstName of ['Ines', 'Jo']) await createPlayer({ firstName, lastName: `Club${run}`, clubId: club.id });
  const cleo = await createUser({ name: `Cleo Club ${run}` });
  const cleoPage = await pageAs(cleo);

  await ada.goto('/useroverview');
  await ada.getByRole('searchbox', { name: 'Search' }).fill(cleo.email);
  const row = ada.getByTestId('user-row');
  await expect(row).toHaveCount(1);

  // Level 3 (Club) first, with confirmation.
  await row.getByRole('combobox', { name: `Level of ${cleo.name}` }).selectOption({ label: 'Club' });
  const confirm = ada.getByRole('dialog', { name: 'Change level' });
  await confirm.getByRole('button', { name: 'Change level' }).click();
  await expect(confirm).toBeHidden();

  // Then the club.
  await row.getByRole('button', { name: `Assign clubs to ${cleo.name}` }).click();
  const dialog = ada.getByRole('dialog', { name: `Clubs of ${cleo.name}` });
  await pick(ada, 'Assigned clubs', club.name, dialog);
  // A multi-select keeps its list open, over the dialog's buttons when there are many clubs: leave the field.
  await ada.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Assigned clubs' })).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(ada.getByText(`Clubs of ${cleo.name} saved.`)).toBeVisible();
  await expect(row.getByTestId('user-clubs')).toContainText(club.name);
  const cleoNow = await adminApi.get(`/api/users?q=${encodeURIComponent(cleo.email)}`);
  expect(await cleoNow.json()).toMatchObject({ items: [{ id: cleo.id, level: 3, clubIds: [club.id] }] });

  // Cleo now edits her own club and adds players to it.
  await cleoPage.goto(`/Club/${club.id}`);
  await expect(cleoPage.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  await expect(cleoPage.getByRole('button', { name: 'Edit club' })).toBeVisible();
  await expect(cleoPage.getByRole('main').getByRole('link', { name: 'Add player' })).toBeVisible();
  await expect(cleoPage.getByTestId('club-player-row')).toHaveCount(2);
});
