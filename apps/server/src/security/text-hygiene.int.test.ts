import type { Club, ErrorBody, ImportPreview, Me, Player, PlayerRatings, Rating, Video } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { itAnsweredEveryRequestWithoutA5xx } from '../../test/no-server-errors.js';
import type { HttpClient } from '../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { createClub } from '../../test/clubs.js';
import { uploadFile } from '../../test/media.js';

/** Text people store never holds control, invisible or text-direction characters (decision 014). */
const BAD_TEXT: Record<string, string> = {
  NUL: 'Le\u0000na',
  'a bell': 'Le\u0007na',
  'a line break': 'Le\nna',
  'right-to-left override': 'Lena\u202eredröM',
  'a directional isolate': 'Le\u2066na\u2069',
  'a zero-width space': 'Le\u200bna',
  'a lone surrogate': 'Le\ud800na',
  DEL: 'Le\u007fna',
};

const isoDaysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const yearsAgo = (years: number, extraDays = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
};

function preview(client: HttpClient, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'players.csv');
  return client.request<ImportPreview & ErrorBody>('POST', '/api/players/import/preview', undefined, { body: form });
}

describeEachEngine('text and date hygiene', (ctx) => {
  let users: LevelUsers;
  let club: Club;
  let player: Player;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'hygiene');
    club = await createClub(as(1), { name: 'FC Sauber', country: 'DE' });
    player = (
      await as(1).post<Player>('/api/players', {
        firstName: 'Lena',
        lastName: 'Müller',
        clubId: club.id,
        birthday: '2010-04-02',
        targetLeague: 'Regionalliga',
      })
    ).body;
  });

  describe('players', () => {
    it('refuses names and target leagues with bad characters with INVALID_FORMAT, on create and on edit', async () => {
      for (const [what, text] of Object.entries(BAD_TEXT)) {
        for (const field of ['firstName', 'lastName', 'targetLeague']) {
          const created = await as(1).post<ErrorBody>('/api/players', { firstName: 'A', lastName: 'B', [field]: text });
          expect(created.status, `${field} with ${what}`).toBe(400);
          expect(created.body.error.fields, `${field} with ${what}`).toEqual({ [field]: 'INVALID_FORMAT' });
          const edited = await as(1).patch<ErrorBody>(`/api/players/${player.id}`, {
            [field]: text,
            version: player.version,
          });
          expect(edited.status, `${field} with ${what}`).toBe(400);
          expect(edited.body.error.fields).toEqual({ [field]: 'INVALID_FORMAT' });
        }
      }
      // Nothing stored changed.
      expect((await as(1).get<Player>(`/api/players/${player.id}`)).body).toMatchObject({
        firstName: 'Lena',
        lastName: 'Müller',
        targetLeague: 'Regionalliga',
        version: player.version,
      });
    });

    it('accepts names in any script and stores them NFC-normalised', async () => {
      for (const [firstName, lastName] of [
        ['Zoë', "O'Neil-Smith"],
        ['محمد', 'علی'],
        ['نیم\u200cفاصله', 'Test'],
        ['Łukasz', 'Mu\u0308ller'],
      ] as const) {
        const res = await as(1).post<Player>('/api/players', { firstName, lastName });
        expect(res.status, firstName).toBe(201);
        expect(res.body.lastName).toBe(lastName.normalize('NFC'));
        await as(1).request('DELETE', `/api/players/${res.body.id}`);
      }
    });

    it('refuses birthdays in the future and ages outside 3–60: too late TOO_BIG, too early TOO_SMALL', async () => {
      const cases: [string, string][] = [
        ['9999-12-31', 'TOO_BIG'],
        [isoDaysFromToday(1), 'TOO_BIG'],
        [yearsAgo(2), 'TOO_BIG'],
        [yearsAgo(3, 1), 'TOO_BIG'],
        [yearsAgo(61), 'TOO_SMALL'],
        ['1900-01-01', 'TOO_SMALL'],
        ['0001-01-01', 'TOO_SMALL'],
      ];
      for (const [birthday, code] of cases) {
        const created = await as(1).post<ErrorBody>('/api/players', { firstName: 'A', lastName: 'B', birthday });
        expect(created.status, birthday).toBe(400);
        expect(created.body.error.fields, birthday).toEqual({ birthday: code });
        const edited = await as(1).patch<ErrorBody>(`/api/players/${player.id}`, { birthday, version: player.version });
        expect(edited.body.error.fields, birthday).toEqual({ birthday: code });
      }
      for (const birthday of [yearsAgo(3), yearsAgo(60), '2010-04-02']) {
        const res = await as(1).post<Player>('/api/players', { firstName: 'Ok', lastName: 'Age', birthday });
        expect(res.status, birthday).toBe(201);
        await as(1).request('DELETE', `/api/players/${res.body.id}`);
      }
      expect((await as(1).get<Player>(`/api/players/${player.id}`)).body.birthday).toBe('2010-04-02');
    });
  });

  describe('clubs, rating notes, display names', () => {
    it('refuses club names with bad characters on create and edit', async () => {
      for (const [what, text] of Object.entries(BAD_TEXT)) {
        const created = await as(1).post<ErrorBody>('/api/clubs', { name: text, country: 'DE' });
        expect(created.body.error?.fields, what).toEqual({ name: 'INVALID_FORMAT' });
        const edited = await as(1).patch<ErrorBody>(`/api/clubs/${club.id}`, { name: text, version: club.version });
        expect(edited.body.error?.fields, what).toEqual({ name: 'INVALID_FORMAT' });
      }
      expect((await as(1).get<Club>(`/api/clubs/${club.id}`)).body.name).toBe('FC Sauber');
    });

    it('refuses rating notes with control or direction characters, keeps line breaks', async () => {
      for (const note of ['ok\u0000', 'ok\u202e', 'ok\u0007', 'ok\u2067x']) {
        const res = await as(1).post<ErrorBody>(`/api/players/${player.id}/ratings`, { globalRating: 5, note });
        expect(res.status, JSON.stringify(note)).toBe(400);
        expect(res.body.error.fields).toEqual({ note: 'INVALID_FORMAT' });
      }
      const kept = await as(1).post<Rating>(`/api/players/${player.id}/ratings`, {
        globalRating: 5,
        note: 'Fast.\nGood left foot.',
      });
      expect(kept.status).toBe(201);
      expect(kept.body.note).toBe('Fast.\nGood left foot.');
      expect((await as(1).get<PlayerRatings>(`/api/players/${player.id}/ratings`)).body.items).toHaveLength(1);
    });

    it('refuses display names with bad characters in PATCH /api/me', async () => {
      for (const [what, text] of Object.entries(BAD_TEXT)) {
        const res = await as(5).patch<ErrorBody>('/api/me', { displayName: text });
        expect(res.status, what).toBe(400);
        expect(res.body.error.fields, what).toEqual({ displayName: 'INVALID_FORMAT' });
      }
      expect((await as(5).get<Me>('/api/me')).body.displayName).toBe('hygiene 5');
    });
  });

  describe('videos', () => {
    const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(1024, 3)]);

    it('refuses a link title or link with bad characters with INVALID_FORMAT (NUL was a 500 on PostgreSQL)', async () => {
      for (const [what, text] of Object.entries(BAD_TEXT)) {
        const titled = await as(1).post<ErrorBody>(`/api/players/${player.id}/videos`, {
          url: 'https://videos.example.org/goal',
          title: text,
        });
        expect(titled.status, `title with ${what}`).toBe(400);
        expect(titled.body.error.fields, `title with ${what}`).toEqual({ title: 'INVALID_FORMAT' });
        // zod's URL check drops line breaks as the URL parser does: none is stored, nothing to refuse.
        if (what === 'a line break') continue;
        const linked = await as(1).post<ErrorBody>(`/api/players/${player.id}/videos`, {
          url: `https://videos.example.org/${text}`,
        });
        expect(linked.status, `link with ${what}`).toBe(400);
        expect(linked.body.error.fields, `link with ${what}`).toEqual({ url: 'INVALID_FORMAT' });
      }
      const kept = await as(1).post<Video>(`/api/players/${player.id}/videos`, {
        url: 'https://videos.example.org/goal',
        title: '  Tor gegen Nord  ',
      });
      expect(kept.status).toBe(201);
      expect(kept.body.title).toBe('Tor gegen Nord');
      const list = await as(1).get<{ items: Video[] }>(`/api/players/${player.id}/videos`);
      expect(list.body.items.map((v) => v.title)).toEqual(['Tor gegen Nord']);
    });

    it("gives an uploaded video no title when its file's name holds a text-direction override", async () => {
      const url = `/api/players/${player.id}/videos/upload`;
      const spoofed = await uploadFile(as(1), url, fakeMp4, 'clip\u202egpj.mp4', 'video/mp4');
      expect(spoofed.status, spoofed.text).toBe(201);
      expect(spoofed.body.title).toBeNull();
      const plain = await uploadFile(as(1), url, fakeMp4, 'Training.mp4', 'video/mp4');
      expect(plain.body.title).toBe('Training');
    });
  });

  describe('CSV import', () => {
    it('checks rows with the same schema: bad characters and implausible birthdays are row errors', async () => {
      const csv = [
        'firstName,lastName,birthday',
        'Lena,Evil\u202eexe,2010-04-02',
        'Tom,Berger,9999-12-31',
        'Ana,Silva,1900-01-01',
        'Max,Adler,2011-05-05',
      ].join('\n');
      const res = await preview(as(1), csv);
      expect(res.status).toBe(200);
      expect(res.body.rows.map((row) => row.errors)).toEqual([
        { lastName: 'INVALID_FORMAT' },
        { birthday: 'TOO_BIG' },
        { birthday: 'TOO_SMALL' },
        {},
      ]);
      expect(res.body.valid).toBe(1);
      // The preview names rows as the file does, but never echoes a bidi override.
      expect(res.body.rows.map((row) => row.name)).toEqual(['', 'Tom Berger', 'Ana Silva', 'Max Adler']);
    });

    it('refuses such rows when they are sent to the import directly, and writes none', async () => {
      const before = (await as(1).get<{ total: number }>('/api/players')).body.total;
      const res = await as(1).post<ErrorBody>('/api/players/import', {
        rows: [
          { firstName: 'Good', lastName: 'Row' },
          { firstName: 'Bad\u0007', lastName: 'Row', birthday: '9999-12-31' },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ 'rows.1.firstName': 'INVALID_FORMAT', 'rows.1.birthday': 'TOO_BIG' });
      // NUL never reaches the schema (decision 352): the door names every field that holds one.
      const nul = await as(1).post<ErrorBody>('/api/players/import', {
        rows: [
          { firstName: 'Good', lastName: 'Row\u0000' },
          { firstName: 'Bad\u0000', lastName: 'Row', birthday: '9999-12-31' },
        ],
      });
      expect(nul.status).toBe(400);
      expect(nul.body.error.fields).toEqual({
        'rows.0.lastName': 'INVALID_FORMAT',
        'rows.1.firstName': 'INVALID_FORMAT',
      });
      expect((await as(1).get<{ total: number }>('/api/players')).body.total).toBe(before);
    });
  });

  itAnsweredEveryRequestWithoutA5xx(ctx, 'text and date hygiene');
});
