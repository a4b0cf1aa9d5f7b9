import { DEFAULT_SCHEDULE_SETTINGS, type ScheduleResponse, type Tournament } from '@touchline/core';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine, type EngineContext } from '../../test/engines.js';
import type { HttpClient } from '../../test/http-client.js';
import { letters } from '../../test/letter-names.mjs';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import { addTeams, createClub, createTournament } from '../../test/tournaments.js';

// docs/security.md "4. Unbounded work", decision 355: the largest tournament
// the limits allow — 64 teams in a round robin (2,016 games) over 31 days
// on 32 pitches with a day's rest between games — took 2.1–2.7 s of event
// loop to schedule and 1–2 s to print as a match sheet, for every request.
// Both now run on the heavy-work pool's thread; the sheet is kept by content.

const TEAMS = 64;
const LARGEST = { ...DEFAULT_SCHEDULE_SETTINGS, pitches: 32, minRest: 1440 };

async function largestTournament(admin: HttpClient, teams = TEAMS): Promise<Tournament> {
  const tournament = await createTournament(admin, {
    name: 'Grosses Turnier',
    dateFrom: '2026-05-01',
    dateTo: '2026-05-31',
    settings: LARGEST,
  });
  const clubs = [];
  for (let i = 0; i < teams; i++) clubs.push(await createClub(admin, `Verein ${letters(i)}`));
  await addTeams(admin, tournament.id, clubs);
  return tournament;
}

/** A binary download with the client's session. */
async function download(client: HttpClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(url, client.baseUrl), { headers: { cookie } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** How many times the pool finished `task` (its metric, read as the administrator). */
async function finished(admin: HttpClient, task: 'tournamentSheet' | 'placeGames'): Promise<number> {
  const res = await admin.get<string>('/api/metrics');
  expect(res.status).toBe(200);
  const line = new RegExp(`^touchline_heavy_work_tasks_total\\{task="${task}",outcome="done"\\} (\\d+)$`, 'm');
  return Number(line.exec(res.text)?.[1] ?? 0);
}

/**
 * While `heavy` runs on the pool, the server answers /api/health: the health
 * request is sent once the work was handed to the pool, and answered before
 * the work's own request — the work is seconds long, a health answer is not.
 */
async function healthAnsweredWhile<T>(ctx: EngineContext, heavy: Promise<T>): Promise<T> {
  let settled = false;
  void heavy.finally(() => (settled = true));
  await expect.poll(() => ctx.app().heavyWork.pending(), { timeout: 30_000 }).toBe(1);
  const health = await fetch(new URL('/api/health', ctx.baseUrl()));
  expect(health.status).toBe(200);
  expect(settled).toBe(false);
  expect(ctx.app().heavyWork.pending()).toBe(1);
  return heavy;
}

describeEachEngine(
  'heavy work off the event loop',
  (ctx) => {
    let admin: HttpClient;
    let viewer: HttpClient;
    let tournament: Tournament;

    beforeAll(async () => {
      admin = ctx.client();
      expect((await admin.signUp('Admin', 'heavy-admin@example.com')).status).toBe(200);
      // A registered user (level 5): every signed-in user may print the sheet.
      viewer = ctx.client();
      expect((await viewer.signUp('Viewer', 'heavy-viewer@example.com')).status).toBe(200);
      tournament = await largestTournament(admin);
    });

    it('answers other requests while it places the games of the largest tournament', { timeout: 180_000 }, async () => {
      const placed = await finished(admin, 'placeGames');
      const res = await healthAnsweredWhile(
        ctx,
        admin.post<ScheduleResponse>(`/api/tournaments/${tournament.id}/schedule`, {}),
      );
      expect(res.status, res.text).toBe(200);
      // A day's rest between games leaves more games than days and pitches can hold.
      expect(res.body.games).toBe((TEAMS * (TEAMS - 1)) / 2);
      expect(res.body.unscheduled).toBeGreaterThan(0);
      expect(res.body.problems.map((p) => p.code)).toContain('NOT_ENOUGH_TIME');
      expect(await finished(admin, 'placeGames')).toBe(placed + 1);
    });

    it(
      'answers other requests while it renders the match sheet of the largest tournament',
      { timeout: 180_000 },
      async () => {
        const res = await healthAnsweredWhile(
          ctx,
          download(viewer, `/api/tournaments/${tournament.id}/sheet.pdf?lang=de`),
        );
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        const doc = await PDFDocument.load(res.body);
        // A page per day and pitch at least.
        expect(doc.getPageCount()).toBeGreaterThan(31 * 16);
      },
    );

    it(
      'renders a sheet once per content and language: asked again unchanged, it renders nothing',
      { timeout: 180_000 },
      async () => {
        const url = `/api/tournaments/${tournament.id}/sheet.pdf`;
        const before = await finished(admin, 'tournamentSheet');
        const first = await download(viewer, `${url}?lang=de`);
        const again = await download(admin, `${url}?lang=de`);
        expect([first.status, again.status]).toEqual([200, 200]);
        expect(again.body.equals(first.body)).toBe(true);
        expect(await finished(admin, 'tournamentSheet')).toBe(before);

        // Another language is another sheet; two requests for it at once render it once.
        const french = await Promise.all([download(viewer, `${url}?lang=fr`), download(admin, `${url}?lang=fr`)]);
        expect(french.map((r) => r.status)).toEqual([200, 200]);
        expect(french[1].body.equals(french[0].body)).toBe(true);
        expect(await finished(admin, 'tournamentSheet')).toBe(before + 1);

        // A change the sheet shows is a new sheet: never the old one again.
        const current = (await admin.get<Tournament>(`/api/tournaments/${tournament.id}`)).body;
        const moved = await admin.patch(`/api/tournaments/${tournament.id}`, {
          version: current.version,
          location: 'Neustadt',
        });
        expect(moved.status, moved.text).toBe(200);
        const changed = await download(viewer, `${url}?lang=de`);
        expect(changed.status).toBe(200);
        expect(changed.body.equals(first.body)).toBe(false);
        expect(await finished(admin, 'tournamentSheet')).toBe(before + 2);
      },
    );

    itAnsweredEveryRequestWithoutA5xx(ctx, 'heavy work');
    // The suite proves the event loop free, not the time limit (the suite below
    // does): on a starved test machine the largest tournament's placing takes
    // longer than the production default.
  },
  { env: { HEAVY_WORK_TIME_LIMIT_MS: '600000' } },
);

describeEachEngine(
  'heavy work past its time limit',
  (ctx) => {
    let admin: HttpClient;
    let tournament: Tournament;

    beforeAll(async () => {
      admin = ctx.client();
      expect((await admin.signUp('Admin', 'limit-admin@example.com')).status).toBe(200);
      tournament = await largestTournament(admin, 16);
    });

    describe('with a time limit of 1 ms (a worker alone takes longer to start)', () => {
      it('refuses a schedule generation with 503 and Retry-After, writes nothing, and goes on serving', async () => {
        const before = (await admin.get<Tournament>(`/api/tournaments/${tournament.id}`)).body;
        const res = await admin.post<{ error: { code: string } }>(`/api/tournaments/${tournament.id}/schedule`, {});
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(res.headers.get('retry-after')).toBe('5');

        const after = await admin.get<Tournament>(`/api/tournaments/${tournament.id}`);
        expect(after.status).toBe(200);
        expect(after.body.version).toBe(before.version);
        expect(after.body.gameCount).toBe(0);
        expect((await fetch(new URL('/api/health', ctx.baseUrl()))).status).toBe(200);
        expect(ctx.app().heavyWork.pending()).toBe(0);

        const metrics = await admin.get<string>('/api/metrics');
        expect(metrics.text).toMatch(/^touchline_heavy_work_tasks_total\{task="placeGames",outcome="timedOut"\} 1$/m);
      });

      it('refuses a sheet the same way', async () => {
        const res = await download(admin, `/api/tournaments/${tournament.id}/sheet.pdf`);
        expect(res.status).toBe(503);
        expect(JSON.parse(res.body.toString('utf8')).error.code).toBe('SERVICE_UNAVAILABLE');
        expect(res.headers.get('retry-after')).toBe('5');
      });

      it('answered 5xx only with these refusals', () => {
        expect(ctx.responses().serverErrors).toEqual([
          `POST /api/tournaments/${tournament.id}/schedule → 503`,
          `GET /api/tournaments/${tournament.id}/sheet.pdf → 503`,
        ]);
      });
    });
  },
  { env: { HEAVY_WORK_TIME_LIMIT_MS: '1' } },
);
