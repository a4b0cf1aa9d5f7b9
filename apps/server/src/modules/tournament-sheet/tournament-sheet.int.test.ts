import type { GameList, Tournament } from '@touchline/core';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { pdfPageTexts } from '../../../test/pdf-text.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { addTeams, createClub, createTournament } from '../../../test/tournaments.js';

async function pdfOf(client: HttpClient | null, baseUrl: string, url: string, headers: Record<string, string> = {}) {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const res = await fetch(new URL(url, baseUrl), { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** The text the pages show, read back from the file as a PDF reader would. */
async function drawnText(pdf: Buffer): Promise<string> {
  return (await pdfPageTexts(pdf)).flat().join('\n');
}

describeEachEngine('tournament match sheet PDF', (ctx) => {
  let users: LevelUsers;
  let tournament: Tournament;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'sheet');
    tournament = await createTournament(as(1), { name: 'Süd Cup 2030', type: 'roundRobin' });
    const clubs = [];
    for (const name of ['FC Nordhafen', 'SV Südstadt', 'Yıldızspor Ostend', 'Спартак Westpark'])
      clubs.push(await createClub(as(1), name));
    await addTeams(as(1), tournament.id, clubs);
    const scheduled = await as(2).post(`/api/tournaments/${tournament.id}/schedule`, {});
    expect(scheduled.status, scheduled.text).toBe(200);
  });

  it('downloads an A4 PDF named after the tournament, a page per day and pitch, with the teams on it', async () => {
    const res = await pdfOf(as(5), ctx.baseUrl(), `/api/tournaments/${tournament.id}/sheet.pdf?lang=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Süd-Cup-2030.pdf')}`);
    expect(disposition).toMatch(/^attachment; filename=Sud-Cup-2030\.pdf;/);

    const doc = await PDFDocument.load(res.body);
    const games = (
      await as(5).get<{ items: { date: string | null; pitch: number | null }[] }>(
        `/api/tournaments/${tournament.id}/games`,
      )
    ).body.items;
    const sections = new Set(games.filter((g) => g.date !== null).map((g) => `${g.date}/${g.pitch}`));
    expect(sections.size).toBeGreaterThan(1);
    expect(doc.getPageCount()).toBe(sections.size);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    const text = await drawnText(res.body);
    expect(text).toContain('FC Nordhafen');
    expect(text).toContain('SV Südstadt');
    // Turkish and Cyrillic names as they are spelled (the standard fonts printed "Yildizspor" and "?").
    expect(text).toContain('Yıldızspor Ostend');
    expect(text).toContain('Спартак Westpark');
    // German labels from the web app's tournaments namespace.
    expect(text).toContain('Heim');
    expect(text).toContain('Platz 1');
  });

  it('speaks the language of Accept-Language when none is asked for', async () => {
    const res = await pdfOf(as(4), ctx.baseUrl(), `/api/tournaments/${tournament.id}/sheet.pdf`, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(res.status).toBe(200);
    expect(await drawnText(res.body)).toContain('Domicile');
  });

  it('is for every signed-in level, not for signed-out visitors, and 404 for an unknown tournament', async () => {
    for (const level of [0, 1, 2, 3, 4, 5]) {
      expect((await pdfOf(as(level), ctx.baseUrl(), `/api/tournaments/${tournament.id}/sheet.pdf`)).status).toBe(200);
    }
    expect((await pdfOf(null, ctx.baseUrl(), `/api/tournaments/${tournament.id}/sheet.pdf`)).status).toBe(401);
    const unknown = await pdfOf(as(1), ctx.baseUrl(), '/api/tournaments/no-such-tournament/sheet.pdf');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString('utf8')).error.code).toBe('TOURNAMENT_NOT_FOUND');
  });

  it('marks both games of a move confirmed with a conflict, and drops the mark once it is resolved', async () => {
    const cup = await createTournament(as(1), { name: 'Probe Cup', type: 'roundRobin' });
    const clubs = [];
    for (const name of ['FC Eins', 'FC Zwei', 'FC Drei', 'FC Vier']) clubs.push(await createClub(as(1), name));
    await addTeams(as(1), cup.id, clubs);
    expect((await as(2).post(`/api/tournaments/${cup.id}/schedule`, {})).status).toBe(200);
    const sheet = async () =>
      drawnText((await pdfOf(as(4), ctx.baseUrl(), `/api/tournaments/${cup.id}/sheet.pdf?lang=de`)).body);
    expect(await sheet()).not.toContain('Konflikt');
    const { items } = (await as(2).get<GameList>(`/api/tournaments/${cup.id}/games`)).body;
    const [first, other] = [items[0]!, items.find((g) => g.start !== items[0]!.start)!];
    const to = { date: first.date, start: first.start, pitch: first.pitch };
    const moved = await as(2).patch(`/api/games/${other.id}`, { version: other.version, ...to, confirm: true });
    expect(moved.status, moved.text).toBe(200);
    // Every row the games list names under conflicts (the moved game and those it clashes with), in the notes column.
    const { conflicts } = (await as(2).get<GameList>(`/api/tournaments/${cup.id}/games`)).body;
    expect(conflicts.map((c) => c.gameId)).toEqual(expect.arrayContaining([first.id, other.id]));
    expect((await sheet()).match(/Konflikt/g)).toHaveLength(conflicts.length);
    const back = { version: other.version + 1, date: other.date, start: other.start, pitch: other.pitch };
    expect((await as(2).patch(`/api/games/${other.id}`, back)).status).toBe(200);
    expect(await sheet()).not.toContain('Konflikt');
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'tournament sheet');
});
