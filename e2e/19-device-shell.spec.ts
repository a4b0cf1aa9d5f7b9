import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

// The web side of the native shells' behaviours (docs/product/quality-goals.md, decisions 321 and
// 322): safe-area insets re-applied on resize, orientation and resume, the
// keyboard, and app resume through visibilitychange. Chromium has no notch and
// no keyboard: the tests give the inset probe a notch by stylesheet and the
// visual viewport a keyboard by script, and check what the app makes of them.

test.use({ viewport: { width: 390, height: 844 } });

const PROBE = '[data-tl-safe-area-probe]';

/** The shell's variables as written on :root. */
async function shellVariables(page: Page) {
  return page.evaluate(() => {
    const style = document.documentElement.style;
    return {
      top: style.getPropertyValue('--tl-safe-top'),
      right: style.getPropertyValue('--tl-safe-right'),
      bottom: style.getPropertyValue('--tl-safe-bottom'),
      left: style.getPropertyValue('--tl-safe-left'),
      keyboard: style.getPropertyValue('--tl-keyboard-height'),
    };
  });
}

/** Gives the device a notch: the probe's padding is how the app reads env(safe-area-inset-*). */
async function fakeInsets(page: Page, insets: { top: number; right: number; bottom: number; left: number }) {
  await page.evaluate(({ top, right, bottom, left }) => {
    let style = document.getElementById('fake-notch');
    if (!style) {
      style = document.createElement('style');
      style.id = 'fake-notch';
      document.head.appendChild(style);
    }
    style.textContent = `[data-tl-safe-area-probe] { padding: ${top}px ${right}px ${bottom}px ${left}px !important; }`;
  }, insets);
}

async function computed(page: Page, selector: string, properties: string[]) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    }, properties);
}

/** Hides the page and shows it again, as switching apps or locking the phone does. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('the safe-area insets reach the shell and are applied again on resize, orientation change and resume', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('brand-home')).toBeVisible();
  await expect(page.locator(PROBE)).toHaveCount(1);
  // Headless Chromium has no notch.
  await expect
    .poll(() => shellVariables(page))
    .toEqual({
      top: '0px',
      right: '0px',
      bottom: '0px',
      left: '0px',
      keyboard: '0px',
    });
  await expect(computed(page, 'header', ['padding-top', 'height'])).resolves.toEqual({
    'padding-top': '0px',
    height: '56px',
  });

  // A phone with a notch and a home indicator; the values arrive with the next resize.
  await fakeInsets(page, { top: 47, right: 0, bottom: 34, left: 0 });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => shellVariables(page)).toMatchObject({ top: '47px', bottom: '34px', left: '0px' });
  // The bar grows into the notch and keeps its content below it; the page's end clears the home indicator.
  await expect(computed(page, 'header', ['padding-top', 'height'])).resolves.toEqual({
    'padding-top': '47px',
    height: '103px',
  });
  await expect(computed(page, 'main', ['padding-bottom'])).resolves.toEqual({ 'padding-bottom': '50px' });

  // Turned to landscape: the notch is at the side now.
  await fakeInsets(page, { top: 0, right: 47, bottom: 21, left: 47 });
  await page.setViewportSize({ width: 844, height: 390 });
  await page.evaluate(() => window.dispatchEvent(new Event('orientationchange')));
  await expect
    .poll(() => shellVariables(page))
    .toMatchObject({ top: '0px', right: '47px', bottom: '21px', left: '47px' });
  // 16 px of the bar's own padding beside the 47 px inset.
  await expect(computed(page, 'header', ['padding-left', 'padding-right', 'padding-top'])).resolves.toEqual({
    'padding-left': '63px',
    'padding-right': '63px',
    'padding-top': '0px',
  });

  // Back from the background with a different inset (the status bar changed): the resume applies it.
  await fakeInsets(page, { top: 59, right: 0, bottom: 34, left: 0 });
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  await expect.poll(() => shellVariables(page)).toMatchObject({ top: '59px', right: '0px', left: '0px' });
});

test('the keyboard: its height follows the visual viewport, the bottom inset gives way, and the field stays above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 560 });
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await fakeInsets(page, { top: 47, right: 0, bottom: 34, left: 0 });
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await expect.poll(() => shellVariables(page)).toMatchObject({ bottom: '34px', keyboard: '0px' });

  // A 320 px keyboard slides up over the layout viewport (what Chrome and Safari do): the
  // visual viewport shrinks, the layout viewport does not. The field is where it would cover it.
  const keyboardTop = 560 - 320;
  const before = await password.boundingBox();
  expect(before!.y + before!.height).toBeGreaterThan(keyboardTop);
  await password.focus();
  await page.evaluate(() => {
    const visual = window.visualViewport!;
    Object.defineProperty(visual, 'height', { get: () => window.innerHeight - 320, configurable: true });
    visual.dispatchEvent(new Event('resize'));
  });
  await expect.poll(() => shellVariables(page)).toMatchObject({ bottom: '0px', keyboard: '320px' });
  await expect(computed(page, 'main', ['padding-bottom'])).resolves.toEqual({ 'padding-bottom': '336px' });
  // The focused field is above the keyboard's top edge and below the bar.
  const box = await password.boundingBox();
  expect(box, 'the password field has a box').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(keyboardTop);
  expect(box!.y).toBeGreaterThanOrEqual(56 + 47);

  // The keyboard goes away.
  await page.evaluate(() => {
    const visual = window.visualViewport!;
    Object.defineProperty(visual, 'height', { get: () => window.innerHeight, configurable: true });
    visual.dispatchEvent(new Event('resize'));
  });
  await expect.poll(() => shellVariables(page)).toMatchObject({ bottom: '34px', keyboard: '0px' });
});

test('resume: data changed while the app was in the background shows on return, without a reload', async ({
  adminPage: page,
  adminApi,
  createClub,
}) => {
  const run = uniqueWord();
  const club = await createClub({ name: `FC Resume ${run}`, country: 'DE' });
  // The page's timers run on a clock the test moves, so "nothing refetches on its own" is checked over 20 s without waiting them.
  await page.clock.install();
  await page.goto(`/ClubPlayers?q=${run}`);
  // A card at this width, a table row on wider screens: the club's link is in both.
  const clubLink = (name: string) => page.getByRole('main').getByRole('link', { name, exact: true });
  // The first load of a lazy route: slow while the shared machine runs the axe suite beside it.
  await expect(clubLink(`FC Resume ${run}`)).toBeVisible({ timeout: 30_000 });
  // A marker a reload would wipe out.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  // The phone goes to sleep; meanwhile someone renames the club (clubs have no live topic).
  await setVisibility(page, 'hidden');
  const renamed = await adminApi.patch(`/api/clubs/${club.id}`, {
    data: { name: `SV Resumed ${run}`, version: club.version },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  // Nothing refetches on its own within the list's 30 s staleTime: 20 s of the page's timers fire, and no list request goes out.
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/clubs?')) listRequests.push(request.url());
  });
  await page.clock.runFor(20_000);
  await expect(clubLink(`FC Resume ${run}`)).toBeVisible();
  expect(listRequests).toEqual([]);

  const refetched = page.waitForResponse((response) => response.url().includes('/api/clubs?'), { timeout: 10_000 });
  await setVisibility(page, 'visible');
  expect((await refetched).status()).toBe(200);
  await expect(clubLink(`SV Resumed ${run}`)).toBeVisible();
  await expect(clubLink(`FC Resume ${run}`)).toHaveCount(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test('the web build loads no Capacitor plugin', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator(PROBE)).toHaveCount(1);
  expect(await page.evaluate(() => 'Capacitor' in window)).toBe(false);
  // Capacitor's core (the chunk that registers the plugins, with its CapacitorHttp) is never fetched;
  // the device shell's own chunk is (it names the plugins in its dynamic imports).
  const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((response) => response.text())));
  expect(bodies.some((body) => body.includes('keyboardWillShow'))).toBe(true);
  for (const body of bodies) expect(body).not.toContain('CapacitorHttp');
});
