import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerUser, signInWithPassword } from './support.js';

// Runs after 01–03 on the same installation. Carl is a new user (level 5):
// picture, data export and account deletion; then the public legal pages.

const CARL = { name: 'Carl Gauss', email: 'carl@touchline.test' };
const CARLS_NEW_PASSWORD = 'Tr0mbone-Kaffee-42';

// A valid 1×1 PNG (red pixel).
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test('Carl uploads a picture, is refused a text file, and downloads his data', async ({ page }) => {
  await registerUser(page, CARL.name, CARL.email);
  await openAccount(page);

  // No picture yet: the initials stand in.
  await expect(page.getByTestId('account-avatar')).toContainText('CG');
  await page.locator('input[type="file"]').setInputFiles({ name: 'carl.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Your picture has been updated.')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Your picture' });
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/avatars\/[\w-]+\.webp$/);
  // It really loads: re-encoded to a 256×256 WebP by the server.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();

  // A text file posing as a PNG: the server judges by content and refuses it, translated.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not supported.' })).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/avatars\//);

  // Download my data: a JSON file with Carl's account in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('touchline-my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ email: CARL.email, displayName: CARL.name });
});

test('Carl changes his password: a guessable one is refused with the reason, and the new one works', async ({
  page,
}) => {
  await signInWithPassword(page, CARL.email);
  await openAccount(page);
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('New password').fill('password123');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('This is one of the most common passwords.', { exact: false })).toBeVisible();

  await section.getByLabel('New password').fill(CARLS_NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  // This tab stays signed in; the old password no longer opens the account.
  expect((await page.request.get('/api/me')).status()).toBe(200);
  const withOld = await page.request.post('/api/auth/sign-in/email', {
    data: { email: CARL.email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(withOld.status()).toBe(401);
});

test('deleting needs the right password; then Carl is signed out and cannot sign in again', async ({ page }) => {
  await signInWithPassword(page, CARL.email, CARLS_NEW_PASSWORD);
  await openAccount(page);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('deleted user');

  // A wrong password: translated refusal, still signed in.
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog.getByText('This password is not correct.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await expect(page.getByTestId('user-menu')).toContainText(CARL.name);

  // The right one: home, signed out, told so.
  await dialog.getByLabel('Your password').fill(CARLS_NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByTestId('user-menu')).not.toContainText(CARL.name);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: CARL.email, password: CARLS_NEW_PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(401);
});

test('the legal pages open from the footer for a signed-out visitor', async ({ page }) => {
  const pages = [
    { link: 'Terms of use', path: '/agb' },
    { link: 'Privacy policy', path: '/policy' },
    { link: 'Imprint', path: '/impressum' },
  ];
  await page.goto('/');
  for (const { link, path } of pages) {
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await expect(page).toHaveTitle(`Touchline – ${link}`);
    await expect(page.getByText('Last updated: July 2025')).toBeVisible();
  }

  // The operator from the settings; this installation has no ORG_ADDRESS/ORG_EMAIL.
  await expect(page.getByTestId('imprint-address')).toContainText('Spocs');
  await expect(page.getByTestId('imprint-incomplete')).toBeVisible();

  // Printing shows the text only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Legal' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
});

test('the terms of use follow a switch to German', async ({ page }) => {
  await page.goto('/agb');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(page.getByText('Es gilt deutsches Recht', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Touchline – Nutzungsbedingungen');
});
