// Takes the README's screenshots (issue 17): home, player list, player card and
// club page at 360 and 1280 px, light and dark, from the built app with the
// demo data. Run after `npm run build`:
//   node scripts/screenshots.mjs            (PORT 3317 by default; DATA_DIR is a fresh temp folder)
// Uses Debian's Chromium (/usr/bin/chromium); writes docs/screenshots/*.png (palette PNGs, small).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3317';
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-shots-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  BASE_URL: origin,
  LOG_LEVEL: 'warn',
};
const out = path.join(root, 'docs/screenshots');
const admin = { name: 'Ada Lovelace', email: 'ada@touchline.example', password: 'correct-horse-battery' };

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ baseURL: origin, deviceScaleFactor: 1 });
  const api = context.request;
  const headers = { origin };
  // The first account is the administrator; the demo comes after it.
  const signUp = await api.post('/api/auth/sign-up/email', { headers, data: { ...admin, acceptTerms: true } });
  if (!signUp.ok()) throw new Error(`sign-up: ${signUp.status()} ${await signUp.text()}`);
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/seed/seed-demo.cli.ts'],
    { cwd: root, env, stdio: 'inherit' },
  );

  // A rated player of a club, the club with a crest.
  const players = (await (await api.get('/api/players?sort=name&limit=100')).json()).items;
  let player;
  for (const candidate of players.filter((p) => p.clubId)) {
    const ratings = await (await api.get(`/api/players/${candidate.id}/ratings`)).json();
    if (ratings.summary.count >= 3) {
      player = candidate;
      break;
    }
  }
  if (!player) throw new Error('no rated club player in the demo');
  const crest = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120"><path d="M50 4 L94 18 V58 C94 88 72 108 50 116 C28 108 6 88 6 58 V18 Z" fill="#1c3f94" stroke="#f2c200" stroke-width="6"/><path d="M50 26 L58 48 H80 L62 62 L69 84 L50 70 L31 84 L38 62 L20 48 H42 Z" fill="#f2c200"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
  const crestUpload = await api.put(`/api/clubs/${player.clubId}/crest`, {
    headers,
    multipart: { file: { name: 'crest.png', mimeType: 'image/png', buffer: crest } },
  });
  if (!crestUpload.ok()) throw new Error(`crest: ${crestUpload.status()}`);

  const pages = {
    home: '/',
    players: '/players',
    'player-card': `/player/${player.id}`,
    club: `/Club/${player.clubId}`,
  };
  const page = await context.newPage();
  for (const dark of [false, true]) {
    await api.patch('/api/me', { headers, data: { isDarkMode: dark, locale: 'en' } });
    for (const [width, height] of [
      [1280, 800],
      [360, 740],
    ]) {
      await page.setViewportSize({ width, height });
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await page.locator('[data-mantine-color-scheme]').first().waitFor();
        await page.waitForTimeout(400);
        const file = path.join(out, `${name}-${width}-${dark ? 'dark' : 'light'}.png`);
        const png = await page.screenshot({ fullPage: false });
        await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toFile(file);
        console.log(file);
      }
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
