import type { Club, CupEvent, ErrorBody, EventGameList } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { pdfPageTexts } from '../../../test/pdf-text.js';
import { SETTINGS, addTeams, createClub, createTournament } from '../../../test/tournaments.js';

async function pdfOf(client: HttpClient | null, baseUrl: string, url: string) {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const res = await fetch(new URL(url, baseUrl), { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The sheet for one pitch's table (decision 469). */
describeEachEngine('pitch sheet PDF of an event', (ctx) => {
  let users: LevelUsers;
  let event: CupEvent;
  let games: EventGameList['items'];
  const as = (level: number) => users.clients[level]!;
  const url = (pitchId: string, date: string, lang = 'en') =>
    `/api/events/${event.id}/pitches/${pitchId}/sheet.pdf?date=${date}&lang=${lang}`;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'pitchsheet');
    const created = await as(1).post<CupEvent>('/api/events', {
      name: 'Hafenstadt Cup',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-02',
      pitches: [{ name: 'Pitch 1' }, { name: 'Kunstrasen 2' }],
    });
    expect(created.status, created.text).toBe(201);
    const clubs: Club[] = [];
    for (const name of ['FC Nordhafen', 'SV Südstadt', 'Yıldızspor Ostend', 'Спартак Westpark'])
      clubs.push(await createClub(as(0), name));
    const day = { noGameFrom: null, noGameTo: null, continueTime: null, maxPlaytime: 600, gameGap: 0 };
    for (const [name, gameTime] of [
      ['U9', 10],
      ['U15', 20],
    ] as const) {
      const division = await createTournament(as(1), {
        name: `Hafenstadt ${name}`,
        eventId: created.body.id,
        ageClass: name,
        settings: { ...SETTINGS, ...day, gameTime, halfTime: 0 },
      });
      await addTeams(as(1), division.id, clubs);
    }
    expect((await as(1).post(`/api/events/${created.body.id}/schedule`, {})).status).toBe(200);
    event = (await as(1).get<CupEvent>(`/api/events/${created.body.id}`)).body;
    games = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
  });

  it("holds exactly one pitch's games of one day, of every division, with the division and the time", async () => {
    const pitch = event.pitches[1]!;
    const date = '2026-05-01';
    const here = games.filter((g) => g.date === date && g.pitchName === pitch.name);
    const elsewhere = games.filter((g) => g.date !== null && !(g.date === date && g.pitchName === pitch.name));
    expect(new Set(here.map((g) => g.tournamentId)).size).toBe(2);
    expect(elsewhere.length).toBeGreaterThan(0);

    const res = await pdfOf(as(5), ctx.baseUrl(), url(pitch.id, date));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Hafenstadt-Cup_Kunstrasen-2_2026-05-01.pdf');
    const pages = await pdfPageTexts(res.body);
    const text = pages.flat().join('\n');
    expect(text).toContain('Pitch sheet · Kunstrasen 2 · Friday, May 1');
    // Every kick-off of this pitch's day is on it, in order; one game a row (time, division, both teams).
    const lines = pages.flat();
    const times = lines.filter((l) => /^\d\d:\d\d$/.test(l));
    expect(times).toEqual(here.map((g) => clock(g.start!)));
    expect(lines.filter((l) => l === 'U9' || l === 'U15')).toEqual(
      here.map((g) => event.divisions.find((d) => d.tournamentId === g.tournamentId)!.ageClass as string),
    );
    expect(text).toContain('Yıldızspor Ostend');
    expect(text).toContain('Спартак Westpark');
    expect(text).toContain('Pitch supervisor');
    // The other day of the same pitch holds that day's games only.
    const second = games.filter((g) => g.date === '2026-05-02' && g.pitchName === pitch.name);
    const other = await pdfPageTexts((await pdfOf(as(5), ctx.baseUrl(), url(pitch.id, '2026-05-02'))).body);
    expect(other.flat().filter((l) => /^\d\d:\d\d$/.test(l))).toEqual(second.map((g) => clock(g.start!)));
    // German, by ?lang.
    const de = (await pdfPageTexts((await pdfOf(as(4), ctx.baseUrl(), url(pitch.id, date, 'de'))).body)).flat();
    expect(de.join('\n')).toContain('Platzbogen · Kunstrasen 2 · Freitag, 1. Mai');
  });

  it('every signed-in level downloads it; signed out 401; an unknown pitch or a day outside the event is coded', async () => {
    const pitch = event.pitches[0]!;
    for (const level of [0, 1, 2, 3, 4, 5]) {
      expect((await pdfOf(as(level), ctx.baseUrl(), url(pitch.id, '2026-05-01'))).status).toBe(200);
    }
    expect((await pdfOf(null, ctx.baseUrl(), url(pitch.id, '2026-05-01'))).status).toBe(401);
    const other = await as(1).post<CupEvent>('/api/events', {
      name: 'Other Cup',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-01',
      pitches: [{ name: 'Pitch 1' }],
    });
    const foreign = await as(4).get<ErrorBody>(url(other.body.pitches[0]!.id, '2026-05-01'));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('PITCH_NOT_IN_EVENT');
    const outside = await as(4).get<ErrorBody>(url(pitch.id, '2026-05-03'));
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { date: 'INVALID_VALUE' } });
    const noDate = await as(4).get<ErrorBody>(`/api/events/${event.id}/pitches/${pitch.id}/sheet.pdf`);
    expect(noDate.status).toBe(400);
    expect(noDate.body.error.code).toBe('VALIDATION_FAILED');
    const unknownEvent = await as(4).get<ErrorBody>(
      `/api/events/00000000-0000-4000-8000-000000000000/pitches/${pitch.id}/sheet.pdf?date=2026-05-01`,
    );
    expect(unknownEvent.status).toBe(404);
    expect(unknownEvent.body.error.code).toBe('EVENT_NOT_FOUND');
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'pitch sheet');
});
