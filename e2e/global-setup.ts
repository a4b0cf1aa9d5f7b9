import { request } from '@playwright/test';
import { ADMIN, APP_ORIGIN, PASSWORD, adminStatePath } from './support.js';

/**
 * Runs once, after the server has started on a fresh database and before any
 * spec: registers the administrator through the real sign-up API (the first
 * account of an installation becomes level 0, docs/product/levels-and-access.md)
 * and keeps its session for the fixtures. Specs never register the first
 * account themselves, so they can run in any order and in parallel.
 */
export default async function globalSetup(): Promise<void> {
  const api = await request.newContext({ baseURL: APP_ORIGIN, extraHTTPHeaders: { origin: APP_ORIGIN } });
  try {
    const signUp = await api.post('/api/auth/sign-up/email', {
      data: { name: ADMIN.name, email: ADMIN.email, password: PASSWORD, acceptTerms: true },
    });
    if (!signUp.ok())
      throw new Error(`Registering the administrator failed: ${signUp.status()} ${await signUp.text()}`);
    const me = (await (await api.get('/api/me')).json()) as { level: number };
    if (me.level !== 0) {
      throw new Error(`The first account got level ${me.level}, not 0: the server did not start on an empty database.`);
    }
    await api.storageState({ path: adminStatePath() });
  } finally {
    await api.dispose();
  }
}
