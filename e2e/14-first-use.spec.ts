import { SKILLS } from '@touchline/core';
import { expect, test } from './fixtures.js';
import { uniqueWord } from './support.js';

// What a new user tripped over (docs/product/positions-and-formations.md): one label per position on every
// screen, a clean console when signed out, the drawer's links per level,
// toasts away from the header, a readable radar at 360 px that compares players.

test('shows one label per position on the list, the club page, the free players and the import help', async ({
  adminPage: page,
  createClub,
  createPlayer,
}) => {
  const word = uniqueWord();
  const club = await createClub({ name: `Label FC ${word}`, country: 'DE' });
  await createPlayer({
    firstName: 'Ona',
    lastName: `Club${word}`,
    clubId: club.id,
    position: 'OM',
    sidePositions: ['CS'],
  });
  await createPlayer({ firstName: 'Fay', lastName: `Free${word}`, position: 'CS' });

  await page.goto(`/players?q=Club${word}`);
  const listRow = page.getByRole('row').filter({ hasText: `Club${word}` });
  await expect(listRow).toContainText('AM (ST)');

  await page.goto(`/Club/${club.id}`);
  const clubCell = page
    .getByRole('row')
    .filter({ hasText: `Club${word}` })
    .locator('abbr');
  await expect(clubCell).toHaveText('AM');
  await expect(clubCell).toHaveAttribute('title', 'Attacking midfield');

  await page.goto('/playersfree');
  const freeCell = page
    .getByRole('row')
    .filter({ hasText: `Free${word}` })
    .locator('abbr');
  await expect(freeCell).toHaveText('ST');
  await expect(freeCell).toHaveAttribute('title', 'Centre striker');

  await page.goto('/players/import');
  await expect(page.getByText('Main position: GK, CB, LB, RB, LM, RM, CM, AM, DM, LW, RW, ST')).toBeVisible();
  // No screen shows the codes OM or CS as labels.
  await expect(page.getByText(/\bOM\b|\bCS\b/)).toHaveCount(0);
});

test('logs no console error and no failed request on the public pages when signed out', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/login', '/register', '/agb', '/policy', '/impressum', '/Tournament']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('links Import, Duplicates and User overview in the drawer for levels 0 and 1 only', async ({
  createUser,
  pageAs,
}) => {
  const expected: Record<number, boolean> = { 0: true, 1: true, 2: false };
  for (const [level, shown] of Object.entries(expected)) {
    const page = await pageAs(await createUser({ level: Number(level) }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer.getByRole('link', { name: 'Players', exact: true })).toBeVisible();
    for (const name of ['Import players', 'Duplicates', 'User overview']) {
      await expect(drawer.getByRole('link', { name }), `${name} @ level ${level}`).toHaveCount(shown ? 1 : 0);
    }
    if (shown) {
      await drawer.getByRole('link', { name: 'Duplicates' }).click();
      await expect(page).toHaveURL(/\/dub$/);
      await drawer.getByRole('link', { name: 'Import players' }).click();
      await expect(page).toHaveURL(/\/players\/import$/);
    }
  }
  // A club account has no drawer at all.
  const club = await pageAs(await createUser({ level: 3 }));
  await club.goto('/');
  await expect(club.getByTestId('user-menu')).toBeVisible();
  await expect(club.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('shows toasts away from the language, theme and user menus, on phones too', async ({ createUser, pageAs }) => {
  const page = await pageAs(await createUser({ name: 'Tess Toast' }));
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/account');
    await page.getByLabel('Display name').fill(`Tess Toast ${width}`);
    await page.getByRole('button', { name: 'Save' }).first().click();
    const toast = page.locator('.mantine-Notification-root').first();
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const control of ['language-menu', 'theme-toggle', 'user-menu']) {
      const box = (await page.getByTestId(control).boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `${control} at ${width} px`).toBe(false);
    }
  }
});

test('draws the radar at 360 px without overlapping labels, and compares up to three players', async ({
  adminPage: page,
  adminApi,
  createPlayer,
}) => {
  const word = uniqueWord();
  const players = await Promise.all(
    ['Ana', 'Bea', 'Cleo'].map((first) => createPlayer({ firstName: first, lastName: `Radar${word}` })),
  );
  for (const [index, player] of players.entries()) {
    const scores = Object.fromEntries(SKILLS.map((skill, n) => [skill, ((n + index) % 10) + 1]));
    const rated = await adminApi.post(`/api/players/${player.id}/ratings`, { data: { scores, globalRating: 7 } });
    expect(rated.status(), await rated.text()).toBe(201);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/player/${players[0]!.id}`);
  const radar = page.getByTestId('skill-radar');
  // Drawn once scrolled to (decision 391).
  await radar.scrollIntoViewIfNeeded();
  const labels = radar.locator('.recharts-polar-angle-axis text');
  await expect(labels).toHaveCount(SKILLS.length);
  // Each label as the rotated rectangle it is on screen (its box through its transform), then a
  // separating-axis test for every pair: rotated labels must not cross each other.
  const { corners, clashes } = await labels.evaluateAll((nodes) => {
    const shapes = nodes.map((node) => {
      const text = node as SVGTextElement;
      const box = text.getBBox();
      const matrix = text.getScreenCTM()!;
      return [
        [box.x, box.y],
        [box.x + box.width, box.y],
        [box.x + box.width, box.y + box.height],
        [box.x, box.y + box.height],
      ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
    });
    const separated = (a: DOMPoint[], b: DOMPoint[]) =>
      [a, b].some((shape) =>
        shape.some((p, i) => {
          const q = shape[(i + 1) % shape.length]!;
          const axis = { x: q.y - p.y, y: p.x - q.x };
          const project = (points: DOMPoint[]) => points.map((point) => point.x * axis.x + point.y * axis.y);
          const [pa, pb] = [project(a), project(b)];
          const length = Math.hypot(axis.x, axis.y);
          // Half a pixel of tolerance for glyph boxes that merely touch.
          return Math.max(...pa) < Math.min(...pb) + 0.5 * length || Math.max(...pb) < Math.min(...pa) + 0.5 * length;
        }),
      );
    const found: string[] = [];
    for (let i = 0; i < shapes.length; i++) {
      for (let j = i + 1; j < shapes.length; j++) {
        if (!separated(shapes[i]!, shapes[j]!)) found.push(`${nodes[i]!.textContent} / ${nodes[j]!.textContent}`);
      }
    }
    return { corners: shapes.flat().map((point) => point.x), clashes: found };
  });
  expect(Math.min(...corners)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...corners)).toBeLessThanOrEqual(360);
  expect(clashes).toEqual([]);
  // No axis numbers on the data.
  await expect(radar.locator('.recharts-polar-radius-axis-tick')).toHaveCount(0);

  // The search stands in as a field-like button until first used: a click puts the focus in it.
  await page.getByRole('button', { name: 'Compare with' }).click();
  for (const other of players.slice(1)) {
    const search = page.getByTestId('radar-compare-search');
    await expect(search).toBeFocused();
    await search.fill(other.firstName);
    await page.getByRole('option', { name: new RegExp(`${other.firstName} Radar${word}`) }).click();
  }
  await expect(page.getByTestId('radar-compared')).toHaveCount(2);
  await expect(radar.locator('.recharts-radar')).toHaveCount(3);
  // Three is the most: the search goes away.
  await expect(page.getByTestId('radar-compare-search')).toHaveCount(0);
});

test('at 360 px the header shows the logo mark, and the product and user names sit in the menu', async ({
  createUser,
  pageAs,
}) => {
  const user = await createUser({ name: 'Adalberta Longname-Example' });
  const page = await pageAs(user);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const brand = page.getByTestId('brand-home');
  await expect(brand.locator('svg')).toBeVisible();
  await expect(brand).toHaveAccessibleName('Touchline');
  await expect(brand.getByText('Touchline')).toBeHidden();
  // Nothing in the header is cut off or pushed out.
  const header = page.locator('header');
  expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByTestId('user-menu').getByText(user.name)).toBeHidden();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('menu-app-name')).toHaveText('Touchline');
  await expect(page.getByTestId('menu-user-name')).toHaveText(user.name);
});

test('uploads a club crest on the club page and shows it on the club list and the player card', async ({
  adminPage: page,
  createClub,
  createPlayer,
}) => {
  const word = uniqueWord();
  const club = await createClub({ name: `Crest FC ${word}`, country: 'PT' });
  const player = await createPlayer({ firstName: 'Cris', lastName: `Crest${word}`, clubId: club.id });
  // A PNG drawn by the browser itself: a red disc on transparency.
  await page.goto(`/Club/${club.id}`);
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(120, 160);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c00';
    context.beginPath();
    context.arc(60, 80, 50, 0, Math.PI * 2);
    context.fill();
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'crest.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  });
  await expect(page.getByText('Crest saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('club-crest-image').locator('img')).toHaveAttribute('src', /\/api\/media\/crests\//);
  await expect(page.getByTestId('club-country')).toContainText('Portugal');
  await expect(page.getByTestId('club-country').getByTestId('country-flag')).toHaveAttribute('data-country', 'PT');

  await page.goto(`/ClubPlayers?q=${word}`);
  const crest = page.getByRole('row').filter({ hasText: club.name }).getByTestId('club-crest');
  await expect(crest).toHaveAttribute('data-crest', 'yes');
  await expect(crest.locator('img')).toHaveJSProperty('complete', true);

  await page.goto(`/player/${player.id}`);
  await expect(page.getByTestId('player-club').getByTestId('club-crest')).toHaveAttribute('data-crest', 'yes');
});
