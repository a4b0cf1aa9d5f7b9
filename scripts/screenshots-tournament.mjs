// Takes the tournament screenshots of docs/screenshots/ in German: the day's
// timeline, the per-pitch list and the champion with the final standings, at
// 360 and 1280 px (light). A cup of six clubs in two groups on two pitches is
// played through the API to its final, with one game moved onto an occupied
// slot so the conflict marks show. Run after `npm run build`:
//   node scripts/screenshots-tournament.mjs   (PORT 3318 by default; DATA_DIR is a fresh temp folder)
// Uses Debian's Chromium (/usr/bin/chromium); writes docs/screenshots/tournament-*.png (palette PNGs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3318';
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
const clubNames = [
  'SC Eichenhain',
  'TSV Grün-Weiß Hafenstadt',
  'FC Nordhafen 1912',
  'SV Blau-Gelb Ostend',
  'Spvgg. Lindenau',
  'DJK Sankt Georg',
];

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
  const context = await browser.newContext({ baseURL: origin, deviceScaleFactor: 1, locale: 'de-DE' });
  const api = context.request;
  const headers = { origin };
  const call = async (method, url, data, expected = [200, 201]) => {
    const response = await api.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
    if (!expected.includes(response.status()))
      throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  await call('POST', '/api/auth/sign-up/email', { ...admin, acceptTerms: true });
  await call('PATCH', '/api/me', { isDarkMode: false, locale: 'de' });

  const clubs = [];
  for (const name of clubNames) clubs.push(await call('POST', '/api/clubs', { name, country: 'DE' }));
  const tournament = await call('POST', '/api/tournaments', {
    name: 'Sommerpokal U13',
    type: 'groupStage',
    dateFrom: '2031-06-14',
    dateTo: '2031-06-14',
    location: 'Hafenstadt',
    title: 'Sommerpokal-Sieger',
    settings: {
      startTime: 540,
      latestGame: 1020,
      maxPlaytime: 400,
      gameTime: 20,
      halfTime: 5,
      gameGap: 5,
      noGameFrom: 720,
      noGameTo: 780,
      continueTime: null,
      eliminationStartTime: null,
      eliminationGameTime: null,
      eliminationStartNextDay: false,
      pitches: 2,
    },
  });
  const id = tournament.id;
  const teams = [];
  for (const club of clubs) teams.push(await call('POST', `/api/tournaments/${id}/teams`, { clubId: club.id }));
  const { version } = await call('GET', `/api/tournaments/${id}`);
  await call('PUT', `/api/tournaments/${id}/groups`, {
    version,
    groups: ['A', 'B'].map((name, g) => ({
      name,
      advancement: 'topTwo',
      teamIds: teams.slice(g * 3, g * 3 + 3).map((t) => t.id),
    })),
  });
  await call('POST', `/api/tournaments/${id}/schedule`, {});
  const games = async () => (await call('GET', `/api/tournaments/${id}/games`)).items;

  /** A whole game through the recording API: `goals1` for team 1, `goals2` for team 2. */
  const play = async (game, goals1, goals2) => {
    await call('POST', `/api/games/${game.id}/start`, { version: game.version });
    for (const team of [...Array(goals1).fill(1), ...Array(goals2).fill(2)]) {
      await call('POST', `/api/games/${game.id}/events`, { id: randomUUID(), kind: 'goal', team });
    }
    const now = await call('GET', `/api/games/${game.id}`);
    await call('POST', `/api/games/${game.id}/finish`, { version: now.version });
  };
  // The last group game moved onto the slot of the first game on the other pitch, confirmed: two conflict marks.
  const placed = (await games()).filter((g) => g.phase === 'group').sort((a, b) => a.start - b.start);
  const last = placed[placed.length - 1];
  const other = placed.find((g) => g.pitch !== last.pitch);
  await call('PATCH', `/api/games/${last.id}`, {
    version: last.version,
    date: other.date,
    start: other.start,
    pitch: other.pitch,
    confirm: true,
  });
  const rank = new Map(teams.map((t, i) => [t.id, i % 3]));
  for (const game of (await games()).filter((g) => g.phase === 'group')) {
    // The lower entry number wins: 2:1 or 3:1.
    const first = rank.get(game.team1.id) < rank.get(game.team2.id);
    await play(game, first ? 2 + (rank.get(game.team2.id) - 1) : 1, first ? 1 : 2 + (rank.get(game.team1.id) - 1));
  }
  await call('POST', `/api/tournaments/${id}/apply-group-results`, {});
  for (const round of [1, 2]) {
    for (const game of (await games()).filter((g) => g.phase === 'knockout' && g.round === round)) {
      await play(game, 2, 1);
    }
  }

  const page = await context.newPage();
  const shot = async (name, width, locator) => {
    const file = path.join(out, `tournament-${name}-${width}.png`);
    const png = locator ? await locator.screenshot() : await page.screenshot({ fullPage: false });
    await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toFile(file);
    console.log(file);
  };
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.locator('[data-mantine-color-scheme]').first().waitFor();
    await page.waitForTimeout(400);
  };
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/TournamentView/${id}`);
    await page.getByTestId('champion').waitFor();
    await settle();
    await shot('champion', width, page.getByTestId('champion'));
    await page.getByTestId('timeline-2031-06-14').scrollIntoViewIfNeeded();
    await settle();
    await shot('timeline', width);
    await page.getByText('Nach Platz', { exact: true }).click();
    await page.getByTestId('pitch-lists').waitFor();
    await page.getByTestId('pitch-lists').scrollIntoViewIfNeeded();
    await settle();
    await shot('pitch-list', width);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
