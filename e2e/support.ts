import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Shared steps and constants for the e2e specs. No spec depends on another:
 * global-setup.ts registers the administrator (the first account of the fresh
 * installation becomes level 0), and every test makes its own users and data
 * through the fixtures in fixtures.ts (users through the real sign-up, each
 * from a loopback address of its own: sign-up.ts).
 */
export const ADMIN = { name: 'Ada Lovelace', email: 'ada@touchline.test' } as const;
export const PASSWORD = 'correct-horse-battery';
export const PROVIDER_LABEL = 'Club SSO';
/** Ports of this run (playwright.config.ts sets them; override with E2E_PORT and E2E_OIDC_PORT). */
export const APP_PORT = process.env.E2E_PORT ?? '3117';
export const OIDC_PORT = process.env.E2E_OIDC_PORT ?? '3118';
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
/** The origin header writes through the API need (the server refuses foreign-origin writes). */
export const ORIGIN = { origin: APP_ORIGIN };

/** Where global-setup.ts leaves the administrator's session (cookies) for the workers. */
export function adminStatePath(): string {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set: run the specs through e2e/playwright.config.ts.');
  return path.join(dir, 'admin.json');
}

/** Eight random lowercase letters: a name part no other test (or run) uses, valid in names and file names. */
export function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

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

/**
 * Waits until the app's service worker is active and controls the page (it
 * registers after the load event, decision 310), so a reload works offline.
 * Specs that call it must allow service workers (`test.use({ serviceWorkers: 'allow' })`).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
