import { expect, test } from '@playwright/test';
import { APP_PORT, OIDC_PORT, PROVIDER_LABEL as LABEL, signInAtProvider } from './support.js';

// Runs after 01-shell.spec.ts (files run in name order, one worker), so the
// installation already has its administrator: a new person here is level 5.

test.describe.configure({ mode: 'serial' });

test('a first external sign-in creates a level 5 account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in with ${LABEL}` }).click();
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${OIDC_PORT}/interaction/`));
  await signInAtProvider(page, 'newcomer@touchline.test');
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${APP_PORT}/$`));
  await expect(page.getByTestId('user-menu')).toContainText('OIDC newcomer');
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ email: 'newcomer@touchline.test', level: 5 });
});

test('a verified email links to the existing account with that email', async ({ page }) => {
  // ada@touchline.test registered with a password in 01-shell.spec.ts and is the administrator.
  await page.goto('/login?redirect=%2Faccount');
  await page.getByRole('button', { name: `Sign in with ${LABEL}` }).click();
  await signInAtProvider(page, 'ada@touchline.test');
  await expect(page).toHaveURL(/\/account$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ email: 'ada@touchline.test', level: 0, displayName: 'Ada Lovelace' });
  // The never-verified password is gone: whoever set it cannot sign in with it any more (decision 010).
  const withPassword = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'ada@touchline.test', password: 'correct-horse-battery' },
    headers: { origin: `http://127.0.0.1:${APP_PORT}` },
  });
  expect(withPassword.status()).toBe(401);
});

test('an unverified email does not take over an existing account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in with ${LABEL}` }).click();
  await signInAtProvider(page, 'unverified-ada@touchline.test');
  // better-auth refuses to link and sends the browser back to the login page with an error.
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toBeVisible();
  const me = await page.request.get('/api/me');
  if (me.status() === 200) expect((await me.json()).email).not.toBe('ada@touchline.test');
  else expect(me.status()).toBe(401);
});
