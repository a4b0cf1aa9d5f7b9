import type { Club, ErrorBody, UserSummary } from '@touchline/core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../../test/levels.js';
import { createClub } from '../../../test/clubs.js';

function uploadCrest(client: HttpClient, clubId: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'crest.png');
  return client.request<Club & ErrorBody>('PUT', `/api/clubs/${clubId}/crest`, undefined, { body: form });
}

async function fetchFile(client: HttpClient | null, baseUrl: string, url: string) {
  const headers: Record<string, string> = {};
  if (client) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(url, baseUrl), { headers });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

describeEachEngine('club crests', (ctx) => {
  let users: LevelUsers;
  let own: Club;
  let other: Club;
  const as = (level: number) => users.clients[level]!;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'crest');
    own = await createClub(as(0), { name: 'Crest FC', country: 'DE' });
    other = await createClub(as(0), { name: 'Other Crest FC', country: 'FR' });
    await as(0).patch<UserSummary>(`/api/users/${users.ids[3]}`, { clubIds: [own.id] });
  });

  it('stores a crest re-encoded to WebP without metadata, for whoever may edit the club', async () => {
    const png = await sharp({
      create: { width: 900, height: 1200, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .withExif({ IFD0: { Artist: 'Club Secretary' } })
      .toBuffer();
    const res = await uploadCrest(as(3), own.id, png);
    expect(res.status).toBe(200);
    expect(res.body.crestUrl).toMatch(/^\/api\/media\/crests\/[0-9a-f]{32}\.webp$/);
    const file = await fetchFile(as(5), ctx.baseUrl(), res.body.crestUrl!);
    expect(file).toMatchObject({ status: 200, type: 'image/webp' });
    const meta = await sharp(file.body).metadata();
    // The whole emblem, at most 256 px, transparency kept, no EXIF.
    expect(meta).toMatchObject({ format: 'webp', width: 192, height: 256, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    // Signed out: no crest.
    expect((await fetchFile(null, ctx.baseUrl(), res.body.crestUrl!)).status).toBe(401);
    // The clubs list and the club page carry it.
    const list = await as(1).get<{ items: Club[] }>('/api/clubs');
    expect(list.body.items.find((c) => c.id === own.id)?.crestUrl).toBe(res.body.crestUrl);
    expect((await as(4).get<Club>(`/api/clubs/${own.id}`)).body.crestUrl).toBe(res.body.crestUrl);
  });

  it("refuses another club's crest to a club user, and guests and users altogether", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    expect((await uploadCrest(as(3), other.id, png)).status).toBe(403);
    for (const level of [4, 5]) expect((await uploadCrest(as(level), own.id, png)).status).toBe(403);
    expect((await as(3).request('DELETE', `/api/clubs/${other.id}/crest`)).status).toBe(403);
    expect((await uploadCrest(as(2), other.id, png)).status).toBe(200);
  });

  it('refuses what is not a picture (by content), and too large a file, with coded 4xx', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await uploadCrest(as(1), own.id, text, 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    expect((await uploadCrest(as(1), own.id, huge)).status).toBe(413);
  });

  it('replaces and removes a crest, and its old file is gone', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    const first = (await uploadCrest(as(1), own.id, png)).body.crestUrl!;
    const second = (await uploadCrest(as(1), own.id, png)).body.crestUrl!;
    expect(second).not.toBe(first);
    expect((await fetchFile(as(1), ctx.baseUrl(), first)).status).toBe(404);
    const removed = await as(3).request<Club>('DELETE', `/api/clubs/${own.id}/crest`);
    expect(removed.status).toBe(200);
    expect(removed.body.crestUrl).toBeNull();
    expect((await fetchFile(as(1), ctx.baseUrl(), second)).status).toBe(404);
  });
});
