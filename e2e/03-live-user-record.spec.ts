import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_NAME, registerUser, signInWithProvider } from './support.js';

// Runs after 01-shell (Ada is the administrator) and 02-external-sign-in (Ada
// now signs in through the provider only). Two browser contexts: the
// administrator changes Bea's level; Bea's open page follows it live.

const BEA = { name: 'Bea Baker', email: 'bea@touchline.test' };

test.describe.configure({ mode: 'serial' });

async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
}

test('an administrator raises a user’s level and the user’s menus follow without a reload', async ({ browser }) => {
  const beaContext = await browser.newContext();
  const adaContext = await browser.newContext();
  try {
    // Bea registers (level 5): no user overview in her menu, and the page refuses her.
    const bea = await beaContext.newPage();
    await registerUser(bea, BEA.name, BEA.email);
    await openUserMenu(bea);
    await expect(bea.getByRole('menuitem', { name: 'User overview' })).toHaveCount(0);
    await bea.keyboard.press('Escape');
    await bea.goto('/useroverview');
    await expect(bea).toHaveURL(/\/not-authorized$/);
    // Bea's live stream is open before Ada acts.
    const beaStream = bea.waitForResponse((response) => response.url().includes('/api/events?'));
    await bea.goto('/');
    expect((await beaStream).status()).toBe(200);
    await expect(bea.getByTestId('user-menu')).toContainText(BEA.name);
    // A marker that a reload would wipe out.
    await bea.evaluate(() => Object.assign(window, { notReloaded: true }));

    // Ada opens the overview, finds Bea and makes her a moderator after confirming.
    const ada = await adaContext.newPage();
    await signInWithProvider(ada, ADMIN_EMAIL, '/useroverview');
    await expect(ada).toHaveURL(/\/useroverview$/);
    await expect(ada).toHaveTitle('Touchline – User overview');
    await expect(ada.getByRole('heading', { name: 'User overview' })).toBeVisible();
    await ada.getByRole('searchbox', { name: 'Search' }).fill('Bea');
    await expect(ada).toHaveURL(/[?&]q=Bea/);
    await expect(ada.getByTestId('user-row')).toHaveCount(1);
    await expect(ada.getByTestId('user-row')).toContainText(BEA.email);

    const beaLevel = ada.getByRole('combobox', { name: `Level of ${BEA.name}` });
    await expect(beaLevel).toHaveValue('5');
    await beaLevel.selectOption({ label: 'Moderator' });
    const dialog = ada.getByRole('dialog', { name: 'Change level' });
    await expect(dialog).toContainText(`Change ${BEA.name}'s level from User to Moderator?`);
    await dialog.getByRole('button', { name: 'Change level' }).click();
    await expect(dialog).toBeHidden();
    await expect(ada.getByText(`${BEA.name} is now Moderator.`)).toBeVisible();
    await expect(beaLevel).toHaveValue('1');

    // Bea's open page, not reloaded, shows the user overview within 2 s.
    await openUserMenu(bea);
    const overviewItem = bea.getByRole('menuitem', { name: 'User overview' });
    await expect(overviewItem).toBeVisible({ timeout: 2000 });
    expect(await bea.evaluate(() => 'notReloaded' in window)).toBe(true);

    // Bea, a moderator now, reads the overview but changes nothing.
    await overviewItem.click();
    await expect(bea).toHaveURL(/\/useroverview$/);
    await expect(bea.getByTestId('user-row').first()).toBeVisible();
    await expect(bea.getByTestId('user-row').filter({ hasText: ADMIN_EMAIL })).toContainText('Administrator');
    await expect(bea.getByText('Only administrators change levels.')).toBeVisible();
    await expect(bea.getByRole('combobox', { name: /^Level of / })).toHaveCount(0);

    // Ada's own row cannot be changed.
    await ada.getByRole('searchbox', { name: 'Search' }).fill('Ada');
    await expect(ada.getByTestId('user-row')).toHaveCount(1);
    const ownLevel = ada.getByRole('combobox', { name: `Level of ${ADMIN_NAME}` });
    await expect(ownLevel).toBeDisabled();
    await expect(ada.getByText('You cannot change your own level.')).toBeVisible();
  } finally {
    await beaContext.close();
    await adaContext.close();
  }
});
