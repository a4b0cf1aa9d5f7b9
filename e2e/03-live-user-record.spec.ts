import { ADMIN, expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';

// Two browser contexts: the administrator changes Bea's level; Bea's open
// page follows it live.

async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
}

test('an administrator raises a user’s level and the user’s menus follow without a reload', async ({
  adminPage: ada,
  createUser,
  pageAs,
}) => {
  // Bea is a new user (level 5): no user overview in her menu, and the page refuses her.
  const bea = await createUser({ name: 'Bea Baker' });
  const beaPage = await pageAs(bea);
  await beaPage.goto('/');
  await expect(beaPage.getByTestId('user-menu')).toContainText(bea.name);
  await openUserMenu(beaPage);
  await expect(beaPage.getByRole('menuitem', { name: 'User overview' })).toHaveCount(0);
  await beaPage.keyboard.press('Escape');
  await beaPage.goto('/useroverview');
  await expect(beaPage).toHaveURL(/\/not-authorized$/);
  // Bea's live stream is open before Ada acts.
  const beaStream = beaPage.waitForResponse((response) => response.url().includes('/api/events?'));
  await beaPage.goto('/');
  expect((await beaStream).status()).toBe(200);
  await expect(beaPage.getByTestId('user-menu')).toContainText(bea.name);
  // A marker that a reload would wipe out.
  await beaPage.evaluate(() => Object.assign(window, { notReloaded: true }));

  // Ada opens the overview, finds Bea and makes her a moderator after confirming.
  await ada.goto('/useroverview');
  await expect(ada).toHaveTitle('Touchline – User overview');
  await expect(ada.getByRole('heading', { name: 'User overview' })).toBeVisible();
  await ada.getByRole('searchbox', { name: 'Search' }).fill(bea.email);
  await expect(ada).toHaveURL(/[?&]q=/);
  await expect(ada.getByTestId('user-row')).toHaveCount(1);
  await expect(ada.getByTestId('user-row')).toContainText(bea.email);

  const beaLevel = ada.getByRole('combobox', { name: `Level of ${bea.name}` });
  await expect(beaLevel).toHaveValue('5');
  await beaLevel.selectOption({ label: 'Moderator' });
  const dialog = ada.getByRole('dialog', { name: 'Change level' });
  await expect(dialog).toContainText(`Change ${bea.name}'s level from User to Moderator?`);
  await dialog.getByRole('button', { name: 'Change level' }).click();
  await expect(dialog).toBeHidden();
  await expect(ada.getByText(`${bea.name} is now Moderator.`)).toBeVisible();
  await expect(beaLevel).toHaveValue('1');

  // Bea's open page, not reloaded, shows the user overview within 2 s.
  await openUserMenu(beaPage);
  const overviewItem = beaPage.getByRole('menuitem', { name: 'User overview' });
  await expect(overviewItem).toBeVisible({ timeout: 2000 });
  expect(await beaPage.evaluate(() => 'notReloaded' in window)).toBe(true);

  // Bea, a moderator now, reads the overview but changes nothing.
  await overviewItem.click();
  await expect(beaPage).toHaveURL(/\/useroverview$/);
  await beaPage.getByRole('searchbox', { name: 'Search' }).fill(ADMIN.email);
  await expect(beaPage.getByTestId('user-row')).toHaveCount(1);
  await expect(beaPage.getByTestId('user-row')).toContainText('Administrator');
  await expect(beaPage.getByText('Only administrators change levels.')).toBeVisible();
  await expect(beaPage.getByRole('combobox', { name: /^Level of / })).toHaveCount(0);

  // Ada's own row cannot be changed.
  await ada.getByRole('searchbox', { name: 'Search' }).fill(ADMIN.email);
  await expect(ada.getByTestId('user-row')).toHaveCount(1);
  const ownLevel = ada.getByRole('combobox', { name: `Level of ${ADMIN.name}` });
  await expect(ownLevel).toBeDisabled();
  await expect(ada.getByText('You cannot change your own level.')).toBeVisible();
});
