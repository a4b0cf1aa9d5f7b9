import { expect, type Page } from '@playwright/test';

/**
 * Shared steps for the e2e specs. Specs run in file-name order on one
 * installation (one worker):
 * - 01-shell registers ada@touchline.test, the administrator (level 0);
 * - 02-external-sign-in links Ada to the test provider, which removes her
 *   password: from then on Ada signs in with `signInWithProvider(page, ADMIN_EMAIL)`.
 */
export const ADMIN_EMAIL = 'ada@touchline.test';
export const ADMIN_NAME = 'Ada Lovelace';
export const PASSWORD = 'correct-horse-battery';
export const PROVIDER_LABEL = 'Club SSO';
/** Ports of this run (playwright.config.ts sets them; override with E2E_PORT and E2E_OIDC_PORT). */
export const APP_PORT = process.env.E2E_PORT ?? '3117';
export const OIDC_PORT = process.env.E2E_OIDC_PORT ?? '3118';

/** Registers through the form (terms accepted) and waits until signed in. */
export async function registerUser(page: Page, name: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /terms of use/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(name);
}

/** Fills the login form on the current page. */
export async function fillLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs in with email and password from /login and waits for the user menu. */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Goes through the test provider's own login and consent pages (e2e/oidc-provider.mjs). */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs in through "Sign in with Club SSO" from /login (optionally with ?redirect=). */
export async function signInWithProvider(page: Page, login: string, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByRole('button', { name: `Sign in with ${PROVIDER_LABEL}` }).click();
  await signInAtProvider(page, login);
  await expect(page).not.toHaveURL(new RegExp(`127\\.0\\.0\\.1:${OIDC_PORT}`));
}

/** The signed-in user's record, as the server sees it. */
export async function currentUser(
  page: Page,
): Promise<{ id: string; email: string; level: number } & Record<string, unknown>> {
  const res = await page.request.get('/api/me');
  expect(res.status()).toBe(200);
  return res.json();
}
