import { ADMIN, expect, test } from './fixtures.js';
import { fillLogin, registerUser, uniqueWord } from './support.js';

// The shell: registration, language, theme, logout, guards, not found, narrow screens.

test('the first account of the installation is its administrator', async ({ adminApi }) => {
  // global-setup.ts registered it through the API on the empty installation.
  const me = await adminApi.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: ADMIN.email, displayName: ADMIN.name, level: 0 });
});

test('registers and lands signed in with the name in the user menu, at level 5', async ({ page }) => {
  const name = `Rita Register ${uniqueWord()}`;
  const email = `${uniqueWord()}@touchline.test`;
  await registerUser(page, name, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText(name);
  await expect(page).toHaveTitle(/^Touchline – /);
  // The session is real: the server knows who we are. Every registration after the first starts at level 5.
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, displayName: name, level: 5 });
});

test('switches to German, stays German after a reload, and saves it on the account', async ({ createUser, pageAs }) => {
  const user = await createUser({ name: 'Greta German' });
  const page = await pageAs(user);
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toContainText(user.name);

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByTestId('language-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page
      .getByRole('link', { name: 'Konto' })
      .or(page.getByText('Willkommen', { exact: false }))
      .first(),
  ).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).locale).toBe('de');
});

test('toggles dark mode', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const before = await html.getAttribute('data-mantine-color-scheme');
  await page.getByTestId('theme-toggle').click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
});

test('logs out through the confirmation', async ({ createUser, pageAs }) => {
  const user = await createUser({ name: 'Lou Logout' });
  const page = await pageAs(user);
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toContainText(user.name);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('sends a signed-out visitor of /account to login and back after signing in', async ({ page, createUser }) => {
  const user = await createUser({ name: 'Ava Account' });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel('Display name')).toHaveValue(user.name);
});

test('shows the not-found page for an unknown path, and Go back returns', async ({ page }) => {
  await page.goto('/');
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(200); // the SPA answers; the app decides
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Go back' })
    .or(page.getByRole('link', { name: 'Go back' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('works at 360 px wide without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
