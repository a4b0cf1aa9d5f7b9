import type { Game, GameList, Tournament } from '@touchline/core';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { pdfPageTexts } from '../../../test/pdf-text.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { addTeams, createClub, createTournament, put, recordThroughApi } from '../../../test/tournaments.js';

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

  it("prints an open knockout slot by where its team comes from, and the champion's page once the final is played", async () => {
    const cup = await createTournament(as(1), { name: 'Slot Cup', type: 'groupStage' } as never);
    const clubs = [];
    for (const name of ['Ajax', 'Benfica', 'Celtic', 'Dynamo', 'Everton', 'Feyenoord'])
      clubs.push(await createClub(as(1), `FC ${name} Slot`));
    const teams = await addTeams(as(1), cup.id, clubs);
    const version = (await as(1).get<Tournament>(`/api/tournaments/${cup.id}`)).body.version;
    const groups = ['A', 'B'].map((name, i) => ({
      name,
      advancement: 'topTwo',
      teamIds: teams.slice(i * 3, i * 3 + 3).map((t) => t.id),
    }));
    expect((await put(as(1), `/api/tournaments/${cup.id}/groups`, { version, groups })).status).toBe(200);
    expect((await as(1).post(`/api/tournaments/${cup.id}/schedule`, {})).status).toBe(200);
    const list = async () => (await as(1).get<GameList>(`/api/tournaments/${cup.id}/games`)).body.items;
    const sheet = async () => (await pdfOf(as(4), ctx.baseUrl(), `/api/tournaments/${cup.id}/sheet.pdf?lang=en`)).body;

    const open = await drawnText(await sheet());
    expect(open).toContain('Winner group A');
    expect(open).toContain('Runner-up group B');
    expect(open).toMatch(/Winner of match \d+/);
    expect(open).not.toContain('To be decided');
    expect(open).not.toContain('Champion');

    // The groups with a clear order (the team added first wins each game), then the semi-finals and the final.
    const rank = (id: string | undefined) => teams.findIndex((t) => t.id === id);
    for (const game of (await list()).filter((g) => g.phase === 'group')) {
      const first = rank(game.team1?.id) < rank(game.team2?.id);
      await recordThroughApi(as(2), game, first ? 1 : 0, first ? 0 : 1);
    }
    const applied = await as(2).post(`/api/tournaments/${cup.id}/apply-group-results`, {
      version: (await as(1).get<Tournament>(`/api/tournaments/${cup.id}`)).body.version,
    });
    expect(applied.status, applied.text).toBe(200);
    let final: Game | undefined;
    for (;;) {
      const next = (await list()).find((g) => g.phase === 'knockout' && g.status === 'scheduled' && g.team1 && g.team2);
      if (!next) break;
      final = await recordThroughApi(as(2), next, 1, 0);
    }
    const pages = await pdfPageTexts(await sheet());
    // The champion's page comes first, before the pages of games.
    expect(pages.length).toBeGreaterThan(1);
    const first = pages[0]!.join('\n');
    expect(first).toContain(`Champion: ${final!.team1!.name}`);
    expect(first).toContain('Final standings');
    expect(first).toContain(`1. ${final!.team1!.name}`);
    expect(first).toContain(`2. ${final!.team2!.name}`);
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'tournament sheet');
});
