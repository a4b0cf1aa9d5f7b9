import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { signUp, type StorageState } from './sign-up.js';
import { ADMIN, APP_ORIGIN, ORIGIN, PASSWORD, adminStatePath, uniqueWord } from './support.js';

/**
 * Playwright fixtures that give every test its own users and data, made
 * through the real API, so specs run in any order and in parallel (the way
 * Epic Stack's `insertNewUser` does). The administrator is the one account
 * made once, by global-setup.ts; tests use its session to arrange data and to
 * raise the level of the users they create.
 */

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  level: number;
  /** The session cookies of the sign-up, for a browser context or an API client. */
  storageState: StorageState;
}

export interface NewUser {
  /** Display name; unique names are not needed, emails always are. */
  name?: string;
  /** 0–5; the administrator sets it after the sign-up (every registration starts at 5). */
  level?: number;
  /** Assigned clubs (they grant something at level 3). */
  clubIds?: string[];
}

interface TestFixtures {
  /** A page signed in as the administrator, in its own browser context. */
  adminPage: Page;
  /** Registers a new account through POST /api/auth/sign-up/email, at the level asked for. */
  createUser: (user?: NewUser) => Promise<TestUser>;
  /** A page in a new browser context signed in as `user` (closed after the test). */
  pageAs: (user: TestUser) => Promise<Page>;
  /** Creates a club through the API as the administrator. */
  createClub: (club: { name: string; country: string }) => Promise<{ id: string; name: string; version: number }>;
  /** Creates a player through the API as the administrator. */
  createPlayer: (player: Record<string, unknown>) => Promise<CreatedPlayer>;
}

export interface CreatedPlayer {
  id: string;
  version: number;
  firstName: string;
  lastName: string;
}

interface WorkerFixtures {
  /** The administrator's API client (origin header set), one per worker. */
  adminApi: APIRequestContext;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminApi: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({
        baseURL: APP_ORIGIN,
        extraHTTPHeaders: ORIGIN,
        storageState: adminStatePath(),
      });
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  pageAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user) => {
      const context = await browser.newContext({ storageState: user.storageState });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  adminPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: adminStatePath() });
    await use(await context.newPage());
    await context.close();
  },

  createUser: async ({ adminApi }, use, testInfo) => {
    await use(async ({ name = `Test User ${uniqueWord()}`, level = 5, clubIds } = {}) => {
      const email = `${uniqueWord()}@touchline.test`;
      const registered = await signUp({ name, email, password: PASSWORD }, testInfo.workerIndex);
      expect(registered.status, `sign-up of ${email}: ${registered.body}`).toBe(200);
      const api = await request.newContext({
        baseURL: APP_ORIGIN,
        extraHTTPHeaders: ORIGIN,
        storageState: registered.storageState,
      });
      try {
        const me = (await (await api.get('/api/me')).json()) as { id: string; level: number };
        expect(me.level, 'a new registration starts at level 5').toBe(5);
        if (level !== 5 || clubIds) {
          const update = await adminApi.patch(`/api/users/${me.id}`, {
            data: { ...(level !== 5 ? { level } : {}), ...(clubIds ? { clubIds } : {}) },
          });
          expect(update.status(), await update.text()).toBe(200);
        }
        return { id: me.id, name, email, password: PASSWORD, level, storageState: registered.storageState };
      } finally {
        await api.dispose();
      }
    });
  },

  createClub: async ({ adminApi }, use) => {
    await use(async (club) => {
      const response = await adminApi.post('/api/clubs', { data: club });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: string; name: string; version: number };
    });
  },

  createPlayer: async ({ adminApi }, use) => {
    await use(async (player) => {
      const response = await adminApi.post('/api/players', { data: player });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as CreatedPlayer;
    });
  },
});

export { expect, ADMIN };
