import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePlayer, ErrorBody, ImportPreview, Player, PlayerList } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';

/** A file saved by Excel (excel-fixtures/, written byte for byte as each language's Excel saves CSV). */
function fixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(path.join(import.meta.dirname, 'excel-fixtures', name)));
}

function previewOf(client: HttpClient, bytes: Uint8Array<ArrayBuffer>, lang: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'players.csv');
  return client.request<ImportPreview & ErrorBody>('POST', `/api/players/import/preview?lang=${lang}`, undefined, {
    body: form,
  });
}

/** What each file must import as: names exactly, dates as ISO, positions as codes, Excel's TRUE/FALSE as booleans. */
const EXPECTED: Record<string, { lang: string; file: string; rows: Partial<CreatePlayer>[] }> = {
  de: {
    lang: 'de',
    file: 'de-excel-semicolon-windows-1252.csv',
    rows: [
      {
        firstName: 'Jürgen',
        lastName: 'Müller',
        birthday: '2010-05-04',
        position: 'CS',
        sidePositions: ['OM', 'LW'],
        watchlist: true,
        networkPlayer: false,
        valueEur: 25000,
        targetLeague: 'Regionalliga Süd',
      },
      { firstName: 'Björn', lastName: 'Weiß', birthday: '2011-05-04', position: 'CM', sidePositions: ['DM'] },
    ],
  },
  fr: {
    lang: 'fr',
    file: 'fr-excel-semicolon-windows-1252.csv',
    rows: [
      // "DC" is a French centre back (défenseur central).
      { firstName: 'François', lastName: 'Œuvray', birthday: '2010-05-04', position: 'CB', sidePositions: ['DM'] },
      { firstName: 'Loïc', lastName: 'Lefèvre', birthday: '2009-11-17', position: 'OM', sidePositions: ['CS'] },
    ],
  },
  es: {
    lang: 'es',
    file: 'es-excel-semicolon-windows-1252.csv',
    rows: [
      // "DC" is a Spanish centre striker (delantero centro).
      {
        firstName: 'José',
        lastName: 'Ibáñez',
        birthday: '2010-05-04',
        position: 'CS',
        sidePositions: ['OM', 'LW'],
        targetLeague: 'Segunda División',
      },
      { firstName: 'Núria', lastName: 'Peña', birthday: '2010-12-31', position: 'GK' },
    ],
  },
  en: {
    lang: 'en',
    file: 'en-excel-comma-windows-1252.csv',
    rows: [
      { firstName: 'Zoë', lastName: 'O’Brien', birthday: '2010-05-04', position: 'CS', sidePositions: ['OM', 'LW'] },
      { firstName: 'Seán', lastName: 'Ó Dónaill', birthday: '2011-02-01', position: 'OM' },
    ],
  },
};

describeEachEngine('spreadsheets as Excel saves them (de, fr, es, en)', (ctx) => {
  let users: LevelUsers;
  const admin = () => users.clients[1]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'excel');
  });

  for (const [language, { lang, file, rows }] of Object.entries(EXPECTED)) {
    describe(`${language}: ${file}`, () => {
      it('previews every row as valid, with the names, dates and positions the file holds', async () => {
        const res = await previewOf(admin(), fixture(file), lang);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.invalid).toBe(0);
        expect(res.body.rows.map((row) => row.errors)).toEqual(rows.map(() => ({})));
        expect(res.body.rows.map((row) => row.player)).toEqual(rows.map((row) => expect.objectContaining(row)));
        expect(JSON.stringify(res.body)).not.toContain('\uFFFD');
      });

      it('imports them and stores the names unchanged', async () => {
        const preview = await previewOf(admin(), fixture(file), lang);
        const imported = await admin().post<{ created: number }>('/api/players/import', {
          rows: preview.body.rows.map((row) => row.player),
        });
        expect(imported.status).toBe(201);
        for (const row of rows) {
          const found = await admin().get<PlayerList>(`/api/players?q=${encodeURIComponent(row.lastName!)}`);
          const stored = found.body.items.find((p) => p.firstName === row.firstName);
          expect(stored, `${row.firstName} ${row.lastName}`).toBeDefined();
          const player = await admin().get<Player>(`/api/players/${stored!.id}`);
          expect(player.body).toMatchObject({ lastName: row.lastName, birthday: row.birthday });
        }
      });
    });
  }

  it('reads a French "DC" as a centre back in French and refuses it where it is ambiguous (English)', async () => {
    const csv = new TextEncoder().encode('firstName,lastName,position\r\nAnne,Dubois,DC\r\n');
    expect((await previewOf(admin(), csv, 'fr')).body.rows[0]!.player).toMatchObject({ position: 'CB' });
    expect((await previewOf(admin(), csv, 'es')).body.rows[0]!.player).toMatchObject({ position: 'CS' });
    expect((await previewOf(admin(), csv, 'en')).body.rows[0]!.errors).toEqual({ position: 'INVALID_VALUE' });
  });

  it('reads UTF-8 with and without a byte order mark, and never takes a replacement character', async () => {
    const utf8 = new TextEncoder().encode('firstName;lastName\r\nJürgen;Müller\r\nJ\uFFFDrgen;M\uFFFDller\r\n');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    for (const bytes of [utf8, withBom]) {
      const res = await previewOf(admin(), bytes, 'de');
      expect(res.status).toBe(200);
      expect(res.body.rows[0]!.player).toMatchObject({ firstName: 'Jürgen', lastName: 'Müller' });
      // A file that already holds U+FFFD (corrupted before) is refused per row, not stored.
      expect(res.body.rows[1]!.player).toBeUndefined();
      expect(res.body.rows[1]!.errors).toEqual({ firstName: 'INVALID_FORMAT', lastName: 'INVALID_FORMAT' });
    }
    const stored = await admin().post<ErrorBody>('/api/players/import', {
      rows: [{ firstName: 'J\uFFFDrgen', lastName: 'Müller' }],
    });
    expect(stored.status).toBe(400);
    expect(stored.body.error.fields).toEqual({ 'rows.0.firstName': 'INVALID_FORMAT' });
  });

  it('refuses a file whose byte order mark promises UTF-8 it does not hold, instead of decoding it with U+FFFD', async () => {
    const res = await previewOf(admin(), new Uint8Array([0xef, 0xbb, 0xbf, ...fixture(EXPECTED.de!.file)]), 'de');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ file: 'INVALID_FORMAT' });
  });
});
