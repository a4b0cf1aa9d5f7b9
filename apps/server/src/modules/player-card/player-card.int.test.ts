import type { Club, Player, UserSummary } from '@touchline/core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';

async function pdfOf(client: HttpClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(url, client.baseUrl), { headers: { cookie } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describeEachEngine('player card PDF', (ctx) => {
  let users: LevelUsers;
  let player: Player;
  let stranger: Player;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'pdf');
    const club = (await as(0).post<Club>('/api/clubs', { name: 'PDF FC', country: 'PL' })).body;
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
    expect(disposition).toMatch(/^attachment; filename="[^"]*ukasz-Muller\.pdf"/);
    const pdf = await PDFDocument.load(res.body);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Łukasz Müller');
    // Photo and QR code are embedded images.
    expect(res.body.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
  });

  it('is refused where personal details are not visible', async () => {
    expect((await pdfOf(as(3), `/api/players/${stranger.id}/card.pdf`)).status).toBe(403);
    expect((await pdfOf(as(4), `/api/players/${player.id}/card.pdf`)).status).toBe(403);
    expect((await pdfOf(ctx.client(), `/api/players/${player.id}/card.pdf`)).status).toBe(401);
    expect((await pdfOf(as(1), '/api/players/nope/card.pdf')).status).toBe(404);
  });
});
