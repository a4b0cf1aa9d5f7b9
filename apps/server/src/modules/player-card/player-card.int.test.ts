import type { Me, Player, UserSummary } from '@touchline/core';
import { parse as parseDisposition } from 'content-disposition';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createClub } from '../../../test/clubs.js';
import { pdfPageTexts } from '../../../test/pdf-text.js';

async function pdfOf(client: HttpClient, url: string, headers: Record<string, string> = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(url, client.baseUrl), { headers: { ...headers, cookie } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** The texts the card's one page shows, read back from the file as a PDF reader would. */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  return (await pdfPageTexts(bytes))[0]!;
}

describeEachEngine('player card PDF', (ctx) => {
  let users: LevelUsers;
  let player: Player;
  let stranger: Player;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'pdf');
    const club = await createClub(as(0), { name: 'PDF FC', country: 'PL' });
    await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [club.id] });
    player = (
      await as(1).post<Player>('/api/players', {
        firstName: 'Łukasz',
        lastName: 'Müller',
        clubId: club.id,
        birthday: '2010-05-01',
        nationality: 'PL',
        height: 176,
        foot: 'right',
        position: 'CM',
        valueEur: 120000,
      })
    ).body;
    stranger = (await as(1).post<Player>('/api/players', { firstName: 'Free', lastName: 'Agent' })).body;
    await as(1).post(`/api/players/${player.id}/ratings`, {
      globalRating: 8,
      scores: { passing: 9, vision: 8, speed: 6 },
    });
    await as(1).post(`/api/players/${player.id}/videos`, { url: 'https://videos.example.org/lukasz' });
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    expect((await as(1).request('PUT', `/api/players/${player.id}/photo`, undefined, { body: form })).status).toBe(200);
  });

  it('downloads a one-page PDF named after the player, with photo, radar and QR, even for names outside Latin-1', async () => {
    const res = await pdfOf(as(3), `/api/players/${player.id}/card.pdf?lang=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Łukasz-Müller.pdf')}`);
    // The plain name for browsers that ignore filename*: accents dropped, "Ł" spelled "L".
    expect(disposition).toMatch(/^attachment; filename=Lukasz-Muller\.pdf;/);
    const pdf = await PDFDocument.load(res.body);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Łukasz Müller');
    // Photo and QR code are embedded images.
    expect(res.body.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
    // The name as it is spelled, read back from the page (the standard fonts printed "Lukasz").
    expect(await pageTexts(res.body)).toContain('Łukasz Müller');
  });

  it('prints Turkish, Czech, Romanian and Cyrillic names as they are spelled, and names the file so every browser parses it', async () => {
    const named = (
      await as(1).post<Player>('/api/players', {
        firstName: 'Yılmaz Ştefan',
        lastName: "O'Brien-Çalhanoğlu Dvořák Иванов",
        clubId: player.clubId,
      })
    ).body;
    const res = await pdfOf(as(1), `/api/players/${named.id}/card.pdf?lang=en`);
    expect(res.status).toBe(200);
    const texts = await pageTexts(res.body);
    expect(texts).toContain("Yılmaz Ştefan O'Brien-Çalhanoğlu Dvořák Иванов");
    // pdf-lib reads the document's title back the same way.
    expect((await PDFDocument.load(res.body)).getTitle()).toBe("Yılmaz Ştefan O'Brien-Çalhanoğlu Dvořák Иванов");
    // RFC 8187 allows none of ' ( ) * unescaped in filename*; the hand-built header left them in.
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(/filename\*=UTF-8''([^;]*)/.exec(disposition)?.[1]).not.toMatch(/['()*]/);
    expect(/filename=([^;]*)/.exec(disposition)?.[1]).toMatch(/^[\x20-\x7e]+\.pdf$/);
    const { type, parameters } = parseDisposition(disposition);
    expect({ type, ...parameters }).toEqual({
      type: 'attachment',
      filename: "Yılmaz_Ştefan-O'Brien-Çalhanoğlu_Dvořák_Иванов.pdf",
    });
  });

  describe('in the user’s language', () => {
    const cardTexts = async (level: number, query = '', headers: Record<string, string> = {}) => {
      const res = await pdfOf(as(level), `/api/players/${player.id}/card.pdf${query}`, headers);
      expect(res.status).toBe(200);
      return pageTexts(res.body);
    };

    beforeAll(async () => {
      // Level 3 has saved German; level 1 has saved nothing.
      expect((await as(3).patch<Me>('/api/me', { locale: 'de' })).body.locale).toBe('de');
      expect((await as(1).get<Me>('/api/me')).body.locale).toBeNull();
    });

    it('prints labels, position, country and foot in the saved language (German), whatever Accept-Language says', async () => {
      const texts = await cardTexts(3, '', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(texts).toEqual(
        expect.arrayContaining([
          'Geburtstag',
          'Nationalität',
          'Polen',
          'Fuß',
          'Rechts',
          'Marktwert',
          'Fähigkeiten-Radar',
          'Passspiel',
          'PDF FC · Zentrales Mittelfeld',
          '1 Bewertung · Gesamtbewertung (Durchschnitt): 8,0',
        ]),
      );
      expect(texts).not.toContain('Birthday');
      expect(texts).not.toContain('PL');
    });

    it('prints English when the request asks for it (?lang=en), even for a German user', async () => {
      const texts = await cardTexts(3, '?lang=en');
      expect(texts).toEqual(
        expect.arrayContaining([
          'Birthday',
          'Nationality',
          'Poland',
          'Foot',
          'Right',
          'Skill radar',
          'PDF FC · Central midfield',
          '1 rating · Global rating (average): 8.0',
        ]),
      );
      expect(texts).not.toContain('Geburtstag');
      expect(texts).not.toContain('Polen');
    });

    it('without a saved language follows Accept-Language, and falls back to English', async () => {
      const german = await cardTexts(1, '', { 'accept-language': 'pt-BR, de-AT;q=0.8, en;q=0.5' });
      expect(german).toEqual(expect.arrayContaining(['Geburtstag', 'Polen', 'Rechts']));
      const english = await cardTexts(1, '', { 'accept-language': 'pt-BR' });
      expect(english).toEqual(expect.arrayContaining(['Birthday', 'Poland', 'Right']));
    });

    it('refuses a language the app does not have (400)', async () => {
      expect((await pdfOf(as(1), `/api/players/${player.id}/card.pdf?lang=pt`)).status).toBe(400);
    });
  });

  it('is refused where personal details are not visible', async () => {
    expect((await pdfOf(as(3), `/api/players/${stranger.id}/card.pdf`)).status).toBe(403);
    expect((await pdfOf(as(4), `/api/players/${player.id}/card.pdf`)).status).toBe(403);
    expect((await pdfOf(ctx.client(), `/api/players/${player.id}/card.pdf`)).status).toBe(401);
    expect((await pdfOf(as(1), '/api/players/nope/card.pdf')).status).toBe(404);
  });
});
