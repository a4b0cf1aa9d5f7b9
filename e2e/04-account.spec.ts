import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ORIGIN } from './support.js';

// The account page (picture, data export, password, deletion), each test with
// its own new user (level 5); then the public legal pages.

const NEW_PASSWORD = 'Tr0mbone-Kaffee-42';

// A valid 1×1 PNG (red pixel).
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

test('a user is refused a GIF at once, uploads a picture, is refused a text file by the server, and downloads their data', async ({
  createUser,
  pageAs,
}) => {
  const carl = await createUser({ name: 'Carl Gauss' });
  const page = await pageAs(carl);
  await openAccount(page);

  // No picture yet: the initials stand in.
  await expect(page.getByTestId('account-avatar')).toContainText('CG');
  // A GIF is refused at once, before any upload.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/me/avatar')) uploads += 1;
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'carl.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  // Shown at once; a refusal by the server would have needed a request first.
  await expect(page.getByTestId('avatar-error')).toHaveText('This file type is not supported.');
  expect(uploads).toBe(0);

  await page.locator('input[type="file"]').setInputFiles({ name: 'carl.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Your picture has been updated.')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Your picture' });
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/avatars\/[\w-]+\.webp$/);
  // It really loads: re-encoded to a 256×256 WebP by the server.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();

  // A text file posing as a PNG: the server judges by content and refuses it, translated; no retry offered.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  const refusal = page.getByTestId('avatar-error');
  await expect(refusal).toHaveText('This file type is not supported.');
  await expect(refusal.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/avatars\//);

  // Download my data: a JSON file with the account in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('touchline-my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ email: carl.email, displayName: carl.name });
});

test('changing the password: a guessable one is refused with the reason, and the new one works', async ({
  createUser,
  pageAs,
}) => {
  const user = await createUser({ name: 'Pia Passwort' });
  const page = await pageAs(user);
  await openAccount(page);
  const section = page.getByRole('region', { name: 'Password' });
  await section.getByLabel('Current password').fill(user.password);
  await section.getByLabel('New password').fill('password123');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('This is one of the most common passwords.', { exact: false })).toBeVisible();

  await section.getByLabel('New password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  // This tab stays signed in; the old password no longer opens the account, the new one does.
  expect((await page.request.get('/api/me')).status()).toBe(200);
  const signIn = (password: string) =>
    page.request.post('/api/auth/sign-in/email', { data: { email: user.email, password }, headers: ORIGIN });
  expect((await signIn(user.password)).status()).toBe(401);
  expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
});

test('deleting needs the right password; then the user is signed out and cannot sign in again', async ({
  createUser,
  pageAs,
}) => {
  const user = await createUser({ name: 'Dora Delete' });
  const page = await pageAs(user);
  await openAccount(page);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('deleted user');

  // A wrong password: translated refusal, still signed in.
  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog.getByText('This password is not correct.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await expect(page.getByTestId('user-menu')).toContainText(user.name);

  // The right one: home, signed out, told so.
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByTestId('user-menu')).not.toContainText(user.name);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: ORIGIN,
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
