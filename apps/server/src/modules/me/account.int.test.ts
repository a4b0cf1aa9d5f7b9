import type { ErrorBody, Me } from '@touchline/core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines.js';
import type { HttpClient } from '../../../test/http-client.js';

async function photoWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Parent', Copyright: 'Home address 12' } })
    .toBuffer();
}

function upload(client: HttpClient, bytes: Buffer, name = 'me.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return client.request<Me | ErrorBody>('PUT', '/api/me/avatar', undefined, { body: form });
}

describeEachEngine(
  'account: picture, data export, deletion',
  (ctx) => {
    it('re-encodes an uploaded picture to a small WebP without metadata, and replaces the old one', async () => {
      const client = ctx.client();
      await client.signUp('Pia', 'pia@example.com');
      const original = await photoWithMetadata();
      expect((await sharp(original).metadata()).exif).toBeDefined();

      const first = await upload(client, original);
      expect(first.status).toBe(200);
      const url = (first.body as Me).avatarUrl;
      expect(url).toMatch(/^\/api\/media\/avatars\/[\w-]+\.webp$/);

      const image = await client.get(url as string);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(
        await (
          await fetch(new URL(url as string, ctx.baseUrl()), { headers: { cookie: cookieOf(client) } })
        ).arrayBuffer(),
      );
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret Parent'))).toBe(false);

      const second = await upload(client, await sharp(original).png().toBuffer(), 'me.png', 'image/png');
      expect(second.status).toBe(200);
      expect((second.body as Me).avatarUrl).not.toBe(url);
      expect((await client.get(url as string)).status).toBe(404);

      expect((await ctx.client().get<ErrorBody>(url as string)).status).toBe(401);
    });

    it('decides the type by content: a text file named .jpg is refused with 415, and nothing changes', async () => {
      const client = ctx.client();
      await client.signUp('Tex', 'tex@example.com');
      const res = await upload(client, Buffer.from('not really a picture'), 'evil.jpg');
      expect(res.status).toBe(415);
      expect((res.body as ErrorBody).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect((await client.get<Me>('/api/me')).body.avatarUrl).toBeNull();
    });

    it('refuses pictures over 10 MB with 413', async () => {
      const client = ctx.client();
      await client.signUp('Big', 'big@example.com');
      const res = await upload(client, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
      expect(res.status).toBe(413);
      expect((res.body as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('exports my data as a JSON download without secrets', async () => {
      const client = ctx.client();
      await client.signUp('Exa', 'exa@example.com');
      const res = await client.get<Record<string, unknown>>('/api/me/export');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect(res.body).toMatchObject({
        account: { displayName: 'Exa', email: 'exa@example.com', level: 5, termsAcceptedAt: expect.any(String) },
        signInMethods: [{ provider: 'credential' }],
        assignedClubIds: [],
        ratingsWritten: [],
        sessions: [expect.objectContaining({ startedAt: expect.any(String) })],
      });
      expect(res.text).not.toMatch(/password|token|\$scrypt|[0-9a-f]{32}:/i);
      expect((await ctx.client().get('/api/me/export')).status).toBe(401);
    });

    it('deletes my account only with the right password, with my picture and sessions', async () => {
      const client = ctx.client();
      await client.signUp('Del', 'del@example.com');
      const avatar = ((await upload(client, await photoWithMetadata())).body as Me).avatarUrl as string;

      const wrong = await client.post<ErrorBody>('/api/me/delete', { password: 'not-my-password' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: { password: 'INVALID_VALUE' } });
      expect((await client.get('/api/me')).status).toBe(200);

      const other = ctx.client();
      await other.post('/api/auth/sign-in/email', { email: 'del@example.com', password: 'correct-horse-battery' });
      const done = await client.post('/api/me/delete', { password: 'correct-horse-battery' });
      expect(done.status).toBe(200);
      expect(done.headers.getSetCookie().some((c) => /Max-Age=0/.test(c))).toBe(true);
      expect((await client.get('/api/me')).status).toBe(401);
      expect((await other.get('/api/me')).status).toBe(401); // every session ends
      const signIn = await ctx
        .client()
        .post<ErrorBody>('/api/auth/sign-in/email', { email: 'del@example.com', password: 'correct-horse-battery' });
      expect(signIn.status).toBe(401);
      const viewer = ctx.client();
      await viewer.signUp('Viewer', 'viewer@example.com');
      expect((await viewer.get(avatar)).status).toBe(404);
    });
  },
  // The export must not carry the server's own password hash (decision 373).
  { productionPasswordHash: true },
);

describeEachEngine('account: deleting an account without a password', (ctx) => {
  it('confirms with the email typed again instead', async () => {
    await ctx.client().signUp('Admin', 'admin@example.com'); // the last administrator may not leave
    const client = ctx.client();
    await client.signUp('Prov', 'prov@example.com');
    // As if the account had only ever signed in through the external provider.
    const { db } = ctx.app().database;
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'prov@example.com')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('account').where('userId', '=', user.id).execute();
    expect((await client.get<Me>('/api/me')).body.hasPassword).toBe(false);

    const missing = await client.post<ErrorBody>('/api/me/delete', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ confirmEmail: 'REQUIRED' });
    const wrong = await client.post<ErrorBody>('/api/me/delete', { confirmEmail: 'someone@example.com' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: { confirmEmail: 'INVALID_VALUE' } });
    expect((await client.get('/api/me')).status).toBe(200);

    expect((await client.post('/api/me/delete', { confirmEmail: 'PROV@example.com' })).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });
});

function cookieOf(client: HttpClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
