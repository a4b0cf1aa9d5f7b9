import type { Club, ErrorBody, ImportPreview, Player, PlayerList, UserSummary } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createClub } from '../../../test/clubs.js';

function previewOf(client: HttpClient, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  return client.request<ImportPreview & ErrorBody>('POST', '/api/players/import/preview', undefined, { body: form });
}

describeEachEngine('spreadsheets: CSV export and import', (ctx) => {
  let users: LevelUsers;
  let club: Club;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'sheet');
    club = await createClub(as(0), { name: 'Sheet FC', country: 'DE' });
    await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [club.id] });
    await as(1).post<Player>('/api/players', {
      firstName: 'Lena',
      lastName: 'Müller',
      birthday: '2010-04-02',
      clubId: club.id,
      nationality: 'DE',
      height: 168,
      sidePositions: ['DM', 'OM'],
    });
    await as(1).post<Player>('/api/players', {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Free',
      birthday: '2011-01-01',
    });
  });

  it('exports the filtered list with a BOM, quoted cells, defused formulas and details only where visible', async () => {
    const res = await as(1).get('/api/players/export.csv?sort=name');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('players.csv');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'firstName,lastName,birthday,club,foot,backNumber,position,sidePositions,nationality,height,watchlist,networkPlayer,valueEur,targetLeague',
    );
    expect(lines).toContain('Lena,Müller,2010-04-02,Sheet FC,,,,DM|OM,DE,168,false,false,,');
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")",Free`);
    const club3 = await as(3).get('/api/players/export.csv');
    expect(club3.text).toContain('Lena,Müller,2010-04-02');
    expect(club3.text).not.toContain('2011-01-01'); // the free player's birthday is not theirs to see
    expect((await as(4).get('/api/players/export.csv')).status).toBe(403);
  });

  it('previews rows with per-column errors and duplicate warnings, writing nothing', async () => {
    const csv = [
      'firstName;lastName;birthday;club;height;position;sidePositions;watchlist;shoeSize',
      'Lena;Mueller;2010-04-02;sheet fc;170;CM;DM|OM;yes;38',
      ';Neu;2012-13-40;Unknown FC;231;XX;;maybe;40',
      'Tom;Ball;;;abc;;;;',
    ].join('\n');
    const before = (await as(1).get<PlayerList>('/api/players')).body.total;
    const res = await previewOf(as(1), csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: 1, invalid: 2, ignoredColumns: ['shoeSize'] });
    const [first, second, third] = res.body.rows;
    expect(first).toMatchObject({
      line: 2,
      errors: {},
      player: { lastName: 'Mueller', clubId: club.id, height: 170, watchlist: true },
    });
    expect(first!.duplicates).toEqual([expect.objectContaining({ name: 'Lena Müller', score: expect.any(Number) })]);
    expect(first).toMatchObject({ name: 'Lena Mueller' });
    expect(second).toMatchObject({
      line: 3,
      // Invalid, but still named as the file names it.
      name: 'Neu',
      errors: {
        firstName: 'REQUIRED',
        birthday: 'INVALID_FORMAT',
        club: 'INVALID_VALUE',
        height: 'TOO_BIG',
        position: 'INVALID_VALUE',
        watchlist: 'INVALID_VALUE',
      },
    });
    expect(second!.player).toBeUndefined();
    expect(third!.errors).toEqual({ height: 'NOT_A_NUMBER' });
    expect((await as(1).get<PlayerList>('/api/players')).body.total).toBe(before);
  });

  it('refuses a file without the name columns or that is not CSV', async () => {
    const res = await previewOf(as(1), 'name,age\nLena,15');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ file: 'INVALID_FORMAT' });
  });

  it('imports all rows or none', async () => {
    const before = (await as(1).get<PlayerList>('/api/players')).body.total;
    const rows = [
      { firstName: 'Imp', lastName: 'One', clubId: club.id },
      { firstName: 'Imp', lastName: 'Two', height: 240 },
    ];
    const bad = await as(1).post<ErrorBody>('/api/players/import', { rows });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ 'rows.1.height': 'TOO_BIG' });
    expect((await as(1).get<PlayerList>('/api/players')).body.total).toBe(before);

    const ok = await as(1).post<{ created: number }>('/api/players/import', {
      rows: [rows[0], { ...rows[1], height: 180 }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.created).toBe(2);
    expect((await as(1).get<PlayerList>('/api/players?q=imp')).body.total).toBe(2);
  });

  it('lets a club user import only into own clubs, all or nothing', async () => {
    const res = await as(3).post<ErrorBody>('/api/players/import', {
      rows: [
        { firstName: 'Own', lastName: 'Row', clubId: club.id },
        { firstName: 'Free', lastName: 'Row' },
      ],
    });
    expect(res.status).toBe(403);
    expect(res.body.error.fields).toEqual({ 'rows.1.clubId': 'INVALID_VALUE' });
    expect((await as(1).get<PlayerList>('/api/players?q=row')).body.total).toBe(0);
    expect((await as(2).post('/api/players/import', { rows: [{ firstName: 'A', lastName: 'B' }] })).status).toBe(403);
  });
});
