import { inflateSync } from 'node:zlib';
import type { Tournament } from '@touchline/core';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { addTeams, createClub, createTournament } from '../tournaments/tournaments.test-support.js';

async function pdfOf(client: HttpClient | null, baseUrl: string, url: string, headers: Record<string, string> = {}) {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const res = await fetch(new URL(url, baseUrl), { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The text drawn on the pages: pdf-lib writes each string as a hex string of
 * WinAnsi codes inside flate-compressed content streams.
 */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}

describeEachEngine('tournament match sheet PDF', (ctx) => {
  let users: LevelUsers;
  let tournament: Tournament;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'sheet');
    tournament = await createTournament(as(1), { name: 'Süd Cup 2030', type: 'roundRobin' });
    const clubs = [];
    for (const name of ['FC Nordhafen', 'SV Südstadt', 'TSV Ostend', 'VfB Westpark'])
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
    expect(disposition).toMatch(/^attachment; filename="Sud-Cup-2030\.pdf"/);

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

    const text = drawnText(res.body);
    expect(text).toContain('FC Nordhafen');
    expect(text).toContain('SV Südstadt');
    // German labels from the web app's tournaments namespace.
    expect(text).toContain('Heim');
    expect(text).toContain('Platz 1');
  });

  it('speaks the language of Accept-Language when none is asked for', async () => {
    const res = await pdfOf(as(4), ctx.baseUrl(), `/api/tournaments/${tournament.id}/sheet.pdf`, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(res.status).toBe(200);
    expect(drawnText(res.body)).toContain('Domicile');
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

  itAnsweredEveryRequestWithoutA5xx(ctx, 'tournament sheet');
});
