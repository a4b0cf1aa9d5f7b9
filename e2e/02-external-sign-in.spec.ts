import { expect, test } from './fixtures.js';
import { APP_ORIGIN, OIDC_PORT, PROVIDER_LABEL as LABEL, signInAtProvider, uniqueWord } from './support.js';

// External sign-in through the test provider (e2e/oidc-provider.mjs): any
// login works there; it becomes the email, verified unless it starts with
// "unverified-". The installation already has its administrator
// (global-setup.ts), so a new person here is level 5.

test('a first external sign-in creates a level 5 account', async ({ page }) => {
  const login = `newcomer-${uniqueWord()}@touchline.test`;
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in with ${LABEL}` }).click();
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${OIDC_PORT}/interaction/`));
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);
  await expect(page.getByTestId('user-menu')).toContainText(`OIDC ${login.split('@')[0]}`);
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ email: login, level: 5, hasPassword: false });
});

test('a verified email links to the existing account with that email', async ({ page, createUser }) => {
  const owner = await createUser({ name: 'Paula Password' });
  await page.goto('/login?redirect=%2Faccount');
  await page.getByRole('button', { name: `Sign in with ${LABEL}` }).click();
  await signInAtProvider(page, owner.email);
  await expect(page).toHaveURL(/\/account$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ id: owner.id, email: owner.email, level: 5, displayName: owner.name });
  // The never-verified password is gone: whoever set it cannot sign in with it any more (decision 010).
  const withPassword = await page.request.post('/api/auth/sign-in/email', {
    data: { email: owner.email, password: owner.password },
    headers: { origin: APP_ORIGIN },
  });
  expect(withPassword.status()).toBe(401);
});

test('an unverified email does not take over an existing account', async ({ page, createUser }) => {
  const owner = await createUser({ name: 'Otto Owner' });
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in with ${LABEL}` }).click();
  await signInAtProvider(page, `unverified-${owner.email}`);
  // better-auth refuses to link and sends the browser back to the login page with an error.
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toBeVisible();
  const me = await page.request.get('/api/me');
  if (me.status() === 200) expect((await me.json()).email).not.toBe(owner.email);
  else expect(me.status()).toBe(401);
  // The owner's password still opens the account.
  const withPassword = await page.request.post('/api/auth/sign-in/email', {
    data: { email: owner.email, password: owner.password },
    headers: { origin: APP_ORIGIN },
  });
  expect(withPassword.status()).toBe(200);
});
