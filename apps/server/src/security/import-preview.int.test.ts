import {
  MAX_IMPORT_ROW_DUPLICATES,
  MAX_IMPORT_ROWS,
  type Club,
  type ErrorBody,
  type ImportPreview,
  type Player,
  type UserSummary,
} from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import type { HttpClient } from '../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { createPlayer } from '../../test/players.js';
import { createClub } from '../../test/clubs.js';
import { letters } from '../../test/letter-names.mjs';

/**
 * Security issue items 2 and 3: the CSV import preview.
 * - Its duplicate warnings must not reveal personal details (docs/product/personal-details.md) a
 *   club user may not see: a row per guessed birthday or nationality used to
 *   score the right guess higher (0.95 against 0.75; 0.8 against 0.7).
 * - It must refuse more than MAX_IMPORT_ROWS rows with a coded 4xx, early,
 *   and bound its duplicate warnings (it used to keep every row-against-row
 *   pair in memory: 100,000 rows took the server down).
 */

function previewOf(client: HttpClient, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  return client.request<ImportPreview & ErrorBody>('POST', '/api/players/import/preview', undefined, { body: form });
}

type Row = ImportPreview['rows'][number];

/** The warning about `playerId` on each row (null where none), as the caller sees it. */
const warningsAbout = (rows: Row[], playerId: string) =>
  rows.map((row) => row.duplicates.find((d) => d.playerId === playerId) ?? null);

/** Every day of a year as YYYY-MM-DD. */
function daysOf(year: number): string[] {
  const days: string[] = [];
  for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The shape that took the server down: few surnames, hundreds of near-identical first names. */
function similarNamesCsv(rows: number): string {
  const lines = ['firstName,lastName'];
  for (let i = 0; i < rows; i++) {
    lines.push(`Kev${letters(i % 400)},Schmidt${'x'.repeat(Math.floor(i / 400) % 250)}`);
  }
  return lines.join('\n');
}

/** Rows of names unlike each other (the refusal must not depend on the names). */
function distinctNamesCsv(rows: number): string {
  const lines = ['firstName,lastName'];
  for (let i = 0; i < rows; i++) lines.push(`A${letters(i)},Z${letters(i)}`);
  return lines.join('\n');
}

describeEachEngine('security: CSV import preview', (ctx) => {
  let users: LevelUsers;
  let own: Club;
  let other: Club;
  let hidden: Player; // another club's player: personal details hidden from the club user
  let free: Player; // a free player: nobody's own, hidden from the club user too
  let ownPlayer: Player;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'preview');
    own = await createClub(as(0), { name: 'Alpha FC', country: 'DE' });
    other = await createClub(as(0), { name: 'Beta FC', country: 'FR' });
    await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] });
    const create = (body: Record<string, unknown>) => createPlayer(as(1), body);
    hidden = await create({
      firstName: 'Karla',
      lastName: 'Brandt',
      birthday: '2009-05-17',
      nationality: 'FR',
      clubId: other.id,
    });
    free = await create({ firstName: 'Frida', lastName: 'Frei', birthday: '2008-08-08', nationality: 'NL' });
    ownPlayer = await create({
      firstName: 'Olga',
      lastName: 'Ahrens',
      birthday: '2010-03-03',
      nationality: 'DE',
      clubId: own.id,
    });
    // The club user may not see the other players' birthdays on their profiles.
    expect((await as(3).get<Player>(`/api/players/${hidden.id}`)).body.birthday ?? null).toBeNull();
    expect((await as(3).get<Player>(`/api/players/${free.id}`)).body.birthday ?? null).toBeNull();
  });

  it("gives a club user the same warnings whatever birthday is guessed for another club's or a free player, and still matches own clubs' players on birthday", async () => {
    const guesses = daysOf(2009);
    expect(guesses).toHaveLength(365);
    const probe = ['firstName,lastName,birthday,club', ...guesses.map((day) => `Karla,Brandt,${day},Alpha FC`)].join(
      '\n',
    );

    // Control: for someone who may see birthdays, this file does tell the real one apart.
    const admin = await previewOf(as(0), probe);
    expect(admin.status).toBe(200);
    const adminWarnings = warningsAbout(admin.body.rows, hidden.id);
    const real = guesses.indexOf('2009-05-17');
    expect(adminWarnings[real]?.score).toBeGreaterThan(adminWarnings[(real + 1) % 365]?.score ?? 0);

    const club = await previewOf(as(3), probe);
    expect(club.status).toBe(200);
    expect(club.body.valid).toBe(365);
    const clubWarnings = warningsAbout(club.body.rows, hidden.id);
    // The name alone still warns (names are not personal details)…
    expect(clubWarnings[0]).toEqual({ playerId: hidden.id, name: 'Karla Brandt', score: expect.any(Number) });
    // …but score, flag and order are the same on every row: the birthday is not in them.
    for (const row of club.body.rows) expect(row.duplicates).toEqual(club.body.rows[0]!.duplicates);

    // Free players are a list for levels 0–2 only: a club user is not even told one exists,
    // whatever is guessed; an administrator is.
    const freeGuesses = ['2008-08-06', '2008-08-07', '2008-08-08', '2008-08-09', '2008-08-10'];
    const freeProbe = ['firstName,lastName,birthday,club', ...freeGuesses.map((d) => `Frida,Frei,${d},Alpha FC`)].join(
      '\n',
    );
    const freeRows = (await previewOf(as(3), freeProbe)).body.rows;
    expect(freeRows).toHaveLength(freeGuesses.length);
    for (const warning of warningsAbout(freeRows, free.id)) expect(warning).toBeNull();
    expect(warningsAbout((await previewOf(as(0), freeProbe)).body.rows, free.id)[2]).toMatchObject({
      playerId: free.id,
    });

    // Own club's player: the club user sees the birthday, so it counts.
    const ownProbe = [
      'firstName,lastName,birthday,club',
      'Olga,Ahrens,2010-03-03,Alpha FC',
      'Olga,Ahrens,2010-03-04,Alpha FC',
    ];
    const ownRows = (await previewOf(as(3), ownProbe.join('\n'))).body.rows;
    const [right, wrong] = warningsAbout(ownRows, ownPlayer.id);
    expect(right?.score).toBeGreaterThan(wrong?.score ?? 0);
  });

  it("gives a club user the same warnings whatever nationality is guessed for another club's player", async () => {
    const guesses = ['DE', 'FR', 'ES', 'IT', 'NL', 'PL'];
    const probe = ['firstName,lastName,nationality,club', ...guesses.map((n) => `Karla,Brandt,${n},Alpha FC`)].join(
      '\n',
    );

    const admin = await previewOf(as(0), probe);
    const adminWarnings = warningsAbout(admin.body.rows, hidden.id);
    expect(adminWarnings[guesses.indexOf('FR')]?.score).toBeGreaterThan(adminWarnings[0]?.score ?? 0);

    const club = await previewOf(as(3), probe);
    expect(club.status).toBe(200);
    expect(club.body.valid).toBe(guesses.length);
    expect(warningsAbout(club.body.rows, hidden.id)[0]).not.toBeNull();
    for (const row of club.body.rows) expect(row.duplicates).toEqual(club.body.rows[0]!.duplicates);

    // Own club's player: nationality counts.
    const own = await previewOf(
      as(3),
      ['firstName,lastName,nationality,club', 'Olga,Ahrens,DE,Alpha FC', 'Olga,Ahrens,FR,Alpha FC'].join('\n'),
    );
    const [right, wrong] = warningsAbout(own.body.rows, ownPlayer.id);
    expect(right?.score).toBeGreaterThan(wrong?.score ?? 0);
  });

  it('refuses 100,000 rows, and one row over the limit, with TOO_MANY_ROWS', async () => {
    const huge = await previewOf(as(1), distinctNamesCsv(100_000));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('TOO_MANY_ROWS');
    expect(huge.body.error.fields).toEqual({ file: 'TOO_BIG' });

    const overByOne = await previewOf(as(1), distinctNamesCsv(MAX_IMPORT_ROWS + 1));
    expect(overByOne.status).toBe(413);
    expect(overByOne.body.error.code).toBe('TOO_MANY_ROWS');
  });

  it('previews a file at the row limit of near-identical names, with at most the set number of warnings per row', async () => {
    // Existing players with the very names of the file, more than one row may show.
    const existing = Array.from({ length: MAX_IMPORT_ROW_DUPLICATES + 3 }, (_, i) => ({
      firstName: `Kev${letters(i)}`,
      lastName: 'Schmidt',
    }));
    const seeded = await as(1).post<{ created: number }>('/api/players/import', {
      rows: [...existing, ...existing.map((p) => ({ ...p, firstName: 'Kevin' }))],
    });
    expect(seeded.status).toBe(201);

    // One row, sixteen likely matches: the best few are shown.
    const one = await previewOf(as(1), 'firstName,lastName\nKevin,Schmidt');
    expect(one.status).toBe(200);
    expect(one.body.rows[0]!.duplicates).toHaveLength(MAX_IMPORT_ROW_DUPLICATES);
    for (const warning of one.body.rows[0]!.duplicates) expect(warning.name).toBe('Kevin Schmidt');

    const res = await previewOf(as(1), similarNamesCsv(MAX_IMPORT_ROWS));
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(res.body.valid).toBe(MAX_IMPORT_ROWS);
    const kevin = res.body.rows.find((r) => r.player?.firstName === 'Keva' && r.player.lastName === 'Schmidt')!;
    expect(kevin.duplicates).toHaveLength(MAX_IMPORT_ROW_DUPLICATES);
    for (const row of res.body.rows) {
      expect(row.duplicates.length).toBeLessThanOrEqual(MAX_IMPORT_ROW_DUPLICATES);
      const scores = row.duplicates.map((d) => d.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'security: CSV import preview');
});
