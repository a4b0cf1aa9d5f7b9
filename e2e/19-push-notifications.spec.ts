import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { APP_ORIGIN, uniqueWord, waitForServiceWorker } from './support.js';

// The service worker is blocked in other specs (e2e/playwright.config.ts, decision 310); this one needs it.
test.use({ serviceWorkers: 'allow' });

// Web Push in Chromium (decisions 325, 326). The browser's push service (FCM)
// is a third party that cannot run here, so the message is handed to the
// service worker through DevTools (ServiceWorker.deliverPushMessage), as the
// push service would after decrypting it; the server's send path is tested
// against a push service on loopback (apps/server/src/modules/push/push.int.test.ts).

test('a follower sees the notify switch, and the service worker shows a pushed goal as a notification', async ({
  adminApi,
  createUser,
  pageAs,
}) => {
  const name = `Push Cup ${uniqueWord()}`;
  const created = await adminApi.post('/api/tournaments', {
    data: {
      name,
      type: 'roundRobin',
      dateFrom: '2031-08-02',
      dateTo: '2031-08-02',
      settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const follower = await createUser({ name: 'Paula Push' });
  const page = await pageAs(follower);
  await page.context().grantPermissions(['notifications'], { origin: APP_ORIGIN });
  await page.goto(`/TournamentView/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForServiceWorker(page);
  // Shown once the browser has Push and the app's worker is registered; off until the user turns it on.
  const toggle = page.getByRole('switch', { name: 'Notify me of goals and final scores' });
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();

  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(APP_ORIGIN) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const url = `/TournamentView/${id}?tab=schedule`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: APP_ORIGIN,
    registrationId: await registrationId,
    data: JSON.stringify({ title: `Goal – ${name}`, body: 'FC Nord 1 – 0 SV Süd', url, tag: `game-g1` }),
  });

  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      }),
    )
    .toEqual([{ title: `Goal – ${name}`, body: 'FC Nord 1 – 0 SV Süd', tag: 'game-g1', data: { url } }]);
});
