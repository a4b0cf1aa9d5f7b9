import type { Club, CupEvent, ErrorBody, EventGameList, EventScheduleResponse, Tournament } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../../test/no-server-errors.js';
import { SETTINGS, addTeams, createClub, createTournament, put, tournamentBody } from '../../../test/tournaments.js';

const EVENT = {
  name: 'Hafenstadt Cup',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-02',
  pitches: [{ name: 'Pitch 1' }, { name: 'Kunstrasen 2' }],
};

type Game = EventGameList['items'][number];

/** Two games on one pitch of one day that overlap. */
function pitchClashes(games: readonly Game[]): string[] {
  const clashes: string[] = [];
  for (const [i, a] of games.entries()) {
    for (const b of games.slice(i + 1)) {
      if (a.date === null || a.date !== b.date || a.pitch !== b.pitch) continue;
      if (a.start! < b.end! && b.start! < a.end!) clashes.push(`${a.id} / ${b.id}`);
    }
  }
  return clashes;
}

describeEachEngine('events: pitches, divisions and one schedule across them', (ctx) => {
  let users: LevelUsers;
  let clubs: Club[];
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'events');
    clubs = [];
    for (const name of ['Nord', 'Süd', 'Ost', 'West']) clubs.push(await createClub(as(0), `FC ${name}`));
  });

  const createEvent = async (body: object = EVENT) => {
    const res = await as(1).post<CupEvent>('/api/events', body);
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const division = async (event: CupEvent, name: string, settings: object, overrides: object = {}) => {
    const tournament = await createTournament(as(1), {
      name,
      eventId: event.id,
      ageClass: name,
      settings: { ...SETTINGS, ...settings },
      ...overrides,
    });
    await addTeams(as(1), tournament.id, clubs);
    return tournament;
  };
  const fresh = async (id: string) => (await as(4).get<CupEvent>(`/api/events/${id}`)).body;
  const schedule = (id: string, body: object = {}) =>
    as(1).post<EventScheduleResponse & ErrorBody>(`/api/events/${id}/schedule`, body);

  describe('creating and reading an event', () => {
    it('levels 0–1 create an event with its named pitches; every signed-in level reads it; others are refused', async () => {
      const event = await createEvent();
      expect(event).toMatchObject({ version: 1, name: 'Hafenstadt Cup', dateFrom: '2026-05-01', dateTo: '2026-05-02' });
      expect(event.pitches.map((p) => p.name)).toEqual(['Pitch 1', 'Kunstrasen 2']);
      expect(event.divisions).toEqual([]);
      expect((await as(0).post('/api/events', EVENT)).status).toBe(201);
      for (const level of [2, 3, 4, 5]) expect((await as(level).post('/api/events', EVENT)).status).toBe(403);
      expect((await ctx.client().post('/api/events', EVENT)).status).toBe(401);
      for (const level of [0, 1, 2, 3, 4, 5]) {
        expect((await as(level).get(`/api/events/${event.id}`)).status).toBe(200);
      }
      expect((await ctx.client().get(`/api/events/${event.id}`)).status).toBe(401);
      const list = await as(5).get<{ items: { id: string; divisions: number }[] }>('/api/events/list');
      expect(list.status).toBe(200);
      expect(list.body.items).toContainEqual(expect.objectContaining({ id: event.id, name: event.name, divisions: 0 }));
      expect((await ctx.client().get('/api/events/list')).status).toBe(401);
    });

    it('refuses dates out of order, two pitches of one name and an unknown event with coded answers', async () => {
      const reversed = await as(1).post<ErrorBody>('/api/events', { ...EVENT, dateFrom: '2026-05-03' });
      expect(reversed.status).toBe(400);
      expect(reversed.body.error).toMatchObject({ code: 'INVALID_EVENT', fields: { dateTo: 'DATE_RANGE_REVERSED' } });
      const twice = await as(1).post<ErrorBody>('/api/events', {
        ...EVENT,
        pitches: [{ name: 'Pitch 1' }, { name: 'pitch 1 ' }],
      });
      expect(twice.status).toBe(400);
      expect(twice.body.error).toMatchObject({
        code: 'INVALID_EVENT',
        fields: { 'pitches.1.name': 'PITCH_NAME_TAKEN' },
      });
      const unknown = await as(1).get<ErrorBody>('/api/events/00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('EVENT_NOT_FOUND');
    });

    it('changes an event with the version read, and refuses a stale version with 409', async () => {
      const event = await createEvent();
      const changed = await as(1).patch<CupEvent>(`/api/events/${event.id}`, {
        version: event.version,
        name: 'Hafenstadt Cup 2026',
        addPitches: [{ name: 'Kleinfeld 3' }],
      });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body.pitches.map((p) => p.name)).toEqual(['Pitch 1', 'Kunstrasen 2', 'Kleinfeld 3']);
      const stale = await as(1).patch<ErrorBody>(`/api/events/${event.id}`, { version: event.version, name: 'Old' });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const taken = await as(1).patch<ErrorBody>(`/api/events/${event.id}`, {
        version: changed.body.version,
        addPitches: [{ name: 'KUNSTRASEN 2' }],
      });
      expect(taken.body.error).toMatchObject({
        code: 'INVALID_EVENT',
        fields: { 'addPitches.0.name': 'PITCH_NAME_TAKEN' },
      });
      expect((await as(2).patch(`/api/events/${event.id}`, { version: changed.body.version })).status).toBe(403);
    });
  });

  describe('divisions', () => {
    it('makes a tournament a division of an event, inside its dates; refuses an unknown event or dates outside', async () => {
      const event = await createEvent();
      const u9 = await createTournament(as(1), { name: 'U9', eventId: event.id, ageClass: 'U9' });
      expect((await fresh(event.id)).divisions).toEqual([
        {
          tournamentId: u9.id,
          name: 'U9',
          ageClass: 'U9',
          dateFrom: u9.dateFrom,
          dateTo: u9.dateTo,
          pitchIds: null,
          pitchIdsByDate: {},
        },
      ]);
      const unknown = await as(1).post<ErrorBody>(
        '/api/tournaments',
        tournamentBody({ name: 'Lost', eventId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('EVENT_NOT_FOUND');
      const outside = await as(1).post<ErrorBody>(
        '/api/tournaments',
        tournamentBody({ name: 'Late', eventId: event.id, dateTo: '2026-05-03' }),
      );
      expect(outside.status).toBe(400);
      expect(outside.body.error).toMatchObject({ code: 'DIVISION_OUTSIDE_EVENT', fields: { dateTo: 'INVALID_VALUE' } });
      const label = await as(1).post<ErrorBody>('/api/tournaments', tournamentBody({ name: 'Label', ageClass: 'U9' }));
      expect(label.status).toBe(400);
      expect(label.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ageClass: 'INVALID_VALUE' } });
      // Neither refused tournament was created.
      const hub = await as(1).get<{ items: Tournament[] }>('/api/tournaments?limit=200');
      expect(hub.body.items.map((t) => t.name)).not.toContain('Late');
      expect(hub.body.items.map((t) => t.name)).not.toContain('Lost');
      // Nor can a division's own dates, or the event's, move it outside later.
      const moved = await as(1).patch<ErrorBody>(`/api/tournaments/${u9.id}`, {
        version: u9.version,
        dateTo: '2026-05-04',
      });
      expect(moved.body.error.code).toBe('DIVISION_OUTSIDE_EVENT');
      const shrunk = await as(1).patch<ErrorBody>(`/api/events/${event.id}`, {
        version: (await fresh(event.id)).version,
        dateTo: '2026-05-01',
      });
      expect(shrunk.body.error.code).toBe('DIVISION_OUTSIDE_EVENT');
    });

    it("restricts a division to the event's pitches, per day too, and refuses a pitch of another event", async () => {
      const event = await createEvent();
      const other = await createEvent({ ...EVENT, name: 'Other Cup' });
      const u9 = await createTournament(as(1), { name: 'U9', eventId: event.id });
      const [pitch1, pitch2] = event.pitches;
      const current = await fresh(event.id);
      const foreign = await put<ErrorBody>(as(1), `/api/events/${event.id}/divisions/${u9.id}`, {
        version: current.version,
        pitchIds: [other.pitches[0]!.id],
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error).toMatchObject({
        code: 'PITCH_NOT_IN_EVENT',
        fields: { 'pitchIds.0': 'PITCH_NOT_IN_EVENT' },
      });
      const set = await put<CupEvent>(as(1), `/api/events/${event.id}/divisions/${u9.id}`, {
        version: current.version,
        pitchIds: [pitch2!.id],
        pitchIdsByDate: { '2026-05-02': [pitch1!.id] },
      });
      expect(set.status, set.text).toBe(200);
      expect(set.body.divisions[0]).toMatchObject({
        pitchIds: [pitch2!.id],
        pitchIdsByDate: { '2026-05-02': [pitch1!.id] },
      });
      const stale = await put<ErrorBody>(as(1), `/api/events/${event.id}/divisions/${u9.id}`, {
        version: current.version,
        pitchIds: null,
      });
      expect(stale.status).toBe(409);
      const notOurs = await createTournament(as(1), { name: 'Alone' });
      const missing = await put<ErrorBody>(as(1), `/api/events/${event.id}/divisions/${notOurs.id}`, {
        version: set.body.version,
        pitchIds: null,
      });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('DIVISION_NOT_FOUND');
    });
  });

  describe('moving a division game by hand', () => {
    it("checks the event's pitches and warns about another division's game on the pitch", async () => {
      const event = await createEvent({ ...EVENT, pitches: [...EVENT.pitches, { name: 'Kleinfeld 3' }] });
      const day = { noGameFrom: null, noGameTo: null, continueTime: null, maxPlaytime: 600, pitches: 1 };
      const u9 = await division(event, 'U9', { ...day, gameTime: 10, halfTime: 0 });
      const u15 = await division(event, 'U15', { ...day, gameTime: 30, halfTime: 5 });
      expect((await schedule(event.id)).status).toBe(200);
      const games = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
      const mine = games.find((g) => g.tournamentId === u9.id)!;
      const theirs = games.find((g) => g.tournamentId === u15.id && g.date === mine.date && g.pitch !== mine.pitch)!;
      const move = (body: object) =>
        as(2).patch<ErrorBody & { warnings?: { code: string; gameId?: string }[] }>(`/api/games/${mine.id}`, {
          version: mine.version,
          ...body,
        });
      const onto = await move({ date: theirs.date, start: theirs.start, pitch: theirs.pitch });
      expect(onto.status, onto.text).toBe(409);
      expect(onto.body.error.code).toBe('GAME_MOVE_NEEDS_CONFIRMATION');
      expect(onto.body.warnings).toContainEqual({ code: 'PITCH_OCCUPIED', gameId: theirs.id });
      // Pitch 3 is the event's, though the division's own settings name one pitch.
      const late = await move({ date: mine.date, start: 17 * 60 + 30, pitch: 3 });
      expect(late.status, late.text).toBe(409);
      expect(late.body.warnings!.map((w) => w.code)).not.toContain('PITCH_OCCUPIED');
      expect((await move({ date: mine.date, start: 17 * 60 + 30, pitch: 4 })).status).toBe(400);
    });
  });

  describe("a division's game against the event's rules (decision 467)", () => {
    type Warned = ErrorBody & { warnings?: { code: string; gameId?: string; teamId?: string; pitch?: number }[] };
    type Listed = { items: Game[]; conflicts: { gameId: string; warnings: { code: string; gameId?: string }[] }[] };

    it("warns about a pitch the division may not use that day and a club kept apart, and lists another division's game on the pitch as an open conflict", async () => {
      const event = await createEvent({ ...EVENT, pitches: [...EVENT.pitches, { name: 'Kleinfeld 3' }] });
      const [pitch1, pitch2, pitch3] = event.pitches;
      const day = { noGameFrom: null, noGameTo: null, continueTime: null, maxPlaytime: 600, gameGap: 0 };
      const u9 = await division(event, 'U9', { ...day, gameTime: 10, halfTime: 0 });
      const u15 = await division(event, 'U15', { ...day, gameTime: 20, halfTime: 0 });
      // U9 plays on pitches 1 and 2, on the second day on pitch 3 only; FC Nord keeps its teams apart.
      const restricted = await put<CupEvent>(as(1), `/api/events/${event.id}/divisions/${u9.id}`, {
        version: (await fresh(event.id)).version,
        pitchIds: [pitch1!.id, pitch2!.id],
        pitchIdsByDate: { '2026-05-02': [pitch3!.id] },
      });
      expect(restricted.status, restricted.text).toBe(200);
      const wish = await as(1).patch<CupEvent>(`/api/events/${event.id}`, {
        version: restricted.body.version,
        apartClubIds: [clubs[0]!.id],
      });
      expect(wish.status, wish.text).toBe(200);
      expect((await schedule(event.id)).status).toBe(200);
      const games = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
      const list = async (id: string) => (await as(4).get<Listed>(`/api/tournaments/${id}/games`)).body;
      // A fresh schedule keeps every rule: no open conflicts in either division.
      expect((await list(u9.id)).conflicts).toEqual([]);
      expect((await list(u15.id)).conflicts).toEqual([]);

      const nordIn = (g: Game) => [g.team1?.name, g.team2?.name].includes('FC Nord');
      const mine = games.find((g) => g.tournamentId === u9.id && g.date === '2026-05-01' && nordIn(g))!;
      const nordU9 = mine.team1?.name === 'FC Nord' ? mine.team1.id : mine.team2!.id;
      let version = mine.version;
      const move = async (body: object) => {
        const res = await as(2).patch<Warned & { game?: { version: number } }>(`/api/games/${mine.id}`, {
          version,
          ...body,
        });
        if (res.status === 200) version = res.body.game!.version;
        return res;
      };

      // Pitch 3 on the first day: not one of U9's pitches that day.
      const restrictedPitch = await move({ date: mine.date, start: mine.start, pitch: 3 });
      expect(restrictedPitch.status, restrictedPitch.text).toBe(409);
      expect(restrictedPitch.body.error.code).toBe('GAME_MOVE_NEEDS_CONFIRMATION');
      expect(restrictedPitch.body.warnings).toContainEqual({ code: 'PITCH_NOT_ALLOWED', pitch: 3, date: '2026-05-01' });
      // Pitch 1 on the second day: the day's own list (pitch 3) counts, not the overall one.
      const secondDay = await move({ date: '2026-05-02', start: 17 * 60, pitch: 1 });
      expect(secondDay.body.warnings).toContainEqual({ code: 'PITCH_NOT_ALLOWED', pitch: 1, date: '2026-05-02' });
      const allowed = await move({ date: '2026-05-02', start: 17 * 60, pitch: 3, confirm: true });
      expect(allowed.status, allowed.text).toBe(200);
      expect(allowed.body.warnings!.map((w) => w.code)).not.toContain('PITCH_NOT_ALLOWED');

      // Onto the kick-off of FC Nord's U15 game, on its pitch: the pitch is taken and the club is kept apart.
      const theirs = games.find((g) => g.tournamentId === u15.id && g.date === mine.date && nordIn(g))!;
      const nordU15 = theirs.team1?.name === 'FC Nord' ? theirs.team1.id : theirs.team2!.id;
      expect(nordU15).not.toBe(nordU9);
      const before = await list(u15.id);
      expect(before.conflicts).toEqual([]);
      const onto = await move({ date: theirs.date, start: theirs.start, pitch: theirs.pitch });
      expect(onto.status, onto.text).toBe(409);
      expect(onto.body.warnings).toContainEqual({ code: 'PITCH_OCCUPIED', gameId: theirs.id });
      expect(onto.body.warnings).toContainEqual({ code: 'CLUB_KEPT_APART', teamId: nordU9, gameId: theirs.id });
      expect(
        (await as(1).get<Listed>(`/api/tournaments/${u9.id}/games`)).body.items.find((g) => g.id === mine.id),
      ).toMatchObject({ date: '2026-05-02', start: 17 * 60, pitch: 3 });

      const saved = await move({ date: theirs.date, start: theirs.start, pitch: theirs.pitch, confirm: true });
      expect(saved.status, saved.text).toBe(200);
      // Both divisions' lists show the open conflict, each under its own game.
      const u9Conflict = (await list(u9.id)).conflicts.find((c) => c.gameId === mine.id);
      expect(u9Conflict?.warnings).toContainEqual({ code: 'PITCH_OCCUPIED', gameId: theirs.id });
      expect(u9Conflict?.warnings).toContainEqual({ code: 'CLUB_KEPT_APART', teamId: nordU9, gameId: theirs.id });
      const u15Conflict = (await list(u15.id)).conflicts.find((c) => c.gameId === theirs.id);
      expect(u15Conflict?.warnings).toContainEqual({ code: 'PITCH_OCCUPIED', gameId: mine.id });
      expect(u15Conflict?.warnings).toContainEqual({ code: 'CLUB_KEPT_APART', teamId: nordU15, gameId: mine.id });

      // Taken off the schedule, the conflicts are gone from both.
      expect((await move({ date: null, start: null, pitch: null })).status).toBe(200);
      expect((await list(u9.id)).conflicts).toEqual([]);
      expect((await list(u15.id)).conflicts).toEqual([]);
    });

    it('renames pitches without renumbering them, and refuses a name taken or a pitch of another event', async () => {
      const event = await createEvent();
      const other = await createEvent({ ...EVENT, name: 'Other Cup' });
      const [pitch1, pitch2] = event.pitches;
      // Swapping two names in one change is fine: only the result must be unique.
      const swapped = await as(1).patch<CupEvent>(`/api/events/${event.id}`, {
        version: event.version,
        renamePitches: [
          { id: pitch1!.id, name: 'Kunstrasen 2' },
          { id: pitch2!.id, name: 'Pitch 1' },
        ],
        addPitches: [{ name: 'Kleinfeld 3' }],
      });
      expect(swapped.status, swapped.text).toBe(200);
      expect(swapped.body.pitches).toEqual([
        { id: pitch1!.id, name: 'Kunstrasen 2' },
        { id: pitch2!.id, name: 'Pitch 1' },
        { id: expect.any(String), name: 'Kleinfeld 3' },
      ]);
      const taken = await as(1).patch<ErrorBody>(`/api/events/${event.id}`, {
        version: swapped.body.version,
        renamePitches: [{ id: pitch1!.id, name: ' kleinfeld 3' }],
      });
      expect(taken.status).toBe(400);
      expect(taken.body.error).toMatchObject({
        code: 'INVALID_EVENT',
        fields: { 'renamePitches.0.name': 'PITCH_NAME_TAKEN' },
      });
      const foreign = await as(1).patch<ErrorBody>(`/api/events/${event.id}`, {
        version: swapped.body.version,
        renamePitches: [{ id: other.pitches[0]!.id, name: 'Mine now' }],
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error).toMatchObject({
        code: 'PITCH_NOT_IN_EVENT',
        fields: { 'renamePitches.0.id': 'PITCH_NOT_IN_EVENT' },
      });
      const stale = await as(1).patch<ErrorBody>(`/api/events/${event.id}`, {
        version: event.version,
        renamePitches: [{ id: pitch1!.id, name: 'Stale' }],
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect((await fresh(event.id)).pitches.map((p) => p.name)).toEqual(['Kunstrasen 2', 'Pitch 1', 'Kleinfeld 3']);
    });
  });

  describe('one schedule for every division', () => {
    it('places two divisions with different game lengths on shared pitches: a pitch never holds two games', async () => {
      const event = await createEvent();
      const day = { noGameFrom: null, noGameTo: null, continueTime: null, maxPlaytime: 600 };
      const u9 = await division(event, 'U9', { ...day, gameTime: 10, halfTime: 0, gameGap: 2 });
      const u15 = await division(event, 'U15', { ...day, gameTime: 30, halfTime: 5, gameGap: 5 });
      const own = await as(1).post<ErrorBody>(`/api/tournaments/${u9.id}/schedule`, {});
      expect(own.status).toBe(409);
      expect(own.body.error.code).toBe('DIVISION_SCHEDULED_BY_EVENT');

      for (const level of [2, 3, 4, 5])
        expect((await as(level).post(`/api/events/${event.id}/schedule`, {})).status).toBe(403);
      const res = await schedule(event.id);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ games: 12, unscheduled: 0, problems: [] });

      const list = await as(5).get<EventGameList>(`/api/events/${event.id}/games`);
      expect(list.status).toBe(200);
      const games = list.body.items;
      expect(games).toHaveLength(12);
      expect(new Set(games.map((g) => g.tournamentId))).toEqual(new Set([u9.id, u15.id]));
      for (const g of games) {
        expect(g.pitchName).toBe(g.pitch === 1 ? 'Pitch 1' : 'Kunstrasen 2');
        expect(g.end! - g.start!).toBe(g.tournamentId === u9.id ? 10 : 35);
      }
      expect(pitchClashes(games)).toEqual([]);
      expect((await ctx.client().get(`/api/events/${event.id}/games`)).status).toBe(401);
      // The division's own game list holds the same games.
      const u9Games = await as(4).get<{ items: { id: string }[] }>(`/api/tournaments/${u9.id}/games`);
      expect(u9Games.body.items.map((g) => g.id).sort()).toEqual(
        games
          .filter((g) => g.tournamentId === u9.id)
          .map((g) => g.id)
          .sort(),
      );
    });

    it("keeps the pitch restrictions and a club's wish that its teams never play at the same time", async () => {
      const event = await createEvent();
      const u9 = await division(event, 'U9', { gameTime: 10, halfTime: 0, gameGap: 0 });
      await division(event, 'U11', { gameTime: 15, halfTime: 0, gameGap: 0 });
      const current = await fresh(event.id);
      const restricted = await put<CupEvent>(as(1), `/api/events/${event.id}/divisions/${u9.id}`, {
        version: current.version,
        pitchIds: [event.pitches[1]!.id],
      });
      expect(restricted.status, restricted.text).toBe(200);
      const wish = await as(1).patch<CupEvent>(`/api/events/${event.id}`, {
        version: restricted.body.version,
        apartClubIds: [clubs[0]!.id],
      });
      expect(wish.status, wish.text).toBe(200);
      expect(wish.body.apartClubIds).toEqual([clubs[0]!.id]);
      const res = await schedule(event.id, { version: wish.body.version });
      expect(res.status, res.text).toBe(200);
      expect(res.body.unscheduled).toBe(0);
      const games = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
      expect(games.filter((g) => g.tournamentId === u9.id).every((g) => g.pitchName === 'Kunstrasen 2')).toBe(true);
      const nord = games.filter((g) => [g.team1?.name, g.team2?.name].includes('FC Nord'));
      expect(nord).toHaveLength(6);
      for (const [i, a] of nord.entries()) {
        for (const b of nord.slice(i + 1)) {
          expect(a.date !== b.date || a.end! <= b.start! || b.end! <= a.start!, `${a.id} / ${b.id}`).toBe(true);
        }
      }
      expect(pitchClashes(games)).toEqual([]);
    });

    it('asks before discarding a result, then replaces every division with confirm: true', async () => {
      const event = await createEvent();
      const u9 = await division(event, 'U9', {});
      expect((await schedule(event.id)).status).toBe(200);
      const [first] = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
      await ctx.app().database.db.updateTable('game').set({ status: 'finished' }).where('id', '=', first!.id).execute();
      const asked = await schedule(event.id);
      expect(asked.status).toBe(409);
      expect(asked.body.error.code).toBe('REGENERATE_NEEDS_CONFIRMATION');
      const stale = await schedule(event.id, { confirm: true, version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const done = await schedule(event.id, { confirm: true });
      expect(done.status, done.text).toBe(200);
      const games = (await as(1).get<EventGameList>(`/api/events/${event.id}/games`)).body.items;
      expect(games.every((g) => g.status === 'scheduled' && g.tournamentId === u9.id)).toBe(true);
      const empty = await createEvent();
      const nothing = await schedule(empty.id);
      expect(nothing.status).toBe(400);
      expect(nothing.body.error.code).toBe('EVENT_HAS_NO_DIVISIONS');
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'events');
});
