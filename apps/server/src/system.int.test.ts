import type { ErrorBody, Health, Readiness } from '@touchline/core';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test/engines.js';
import { isRouteAccess, withAccess } from './http/access.js';

type OpenApi = { openapi: string; paths: Record<string, Record<string, { 'x-access'?: string }>> };

describeEachEngine(
  'system: health, OpenAPI, errors, SPA',
  (ctx) => {
    it('answers health after a real database round trip, naming the engine', async () => {
      const res = await ctx.client().get<Health>('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', db: ctx.engine, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    });

    it('reports 503 SERVICE_UNAVAILABLE when the database cannot answer', async () => {
      // A second app on the same settings whose database is closed first.
      const { buildApp } = await import('./app.js');
      const broken = await buildApp(ctx.config());
      await broken.database.close();
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      const ready = await broken.inject({ method: 'GET', url: '/api/ready' });
      await broken.close();
      expect(res.statusCode).toBe(503);
      expect(res.json<ErrorBody>().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(ready.statusCode).toBe(503);
      expect(ready.json<ErrorBody>().error.code).toBe('SERVICE_UNAVAILABLE');
    });

    it('answers readiness when the database and the media store answer, naming both', async () => {
      const res = await ctx.client().get<Readiness>('/api/ready');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready', db: ctx.engine, storage: 'local' });
    });

    it('publishes an OpenAPI 3 document where every operation declares x-access', async () => {
      const res = await ctx.client().get<OpenApi>('/api/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      const operations = Object.entries(res.body.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, access: op['x-access'] })),
      );
      expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
        expect.arrayContaining(['get /api/health', 'get /api/me', 'patch /api/me', 'post /api/auth/sign-up/email']),
      );
      for (const op of operations) expect(isRouteAccess(op.access), `${op.method} ${op.path}: ${op.access}`).toBe(true);
      expect(operations.find((o) => o.path === '/api/me')?.access).toBe('signedIn');
    });

    it('serves the API docs page on its canonical path only', async () => {
      const res = await ctx.client().get('/api/docs');
      expect(res.status).toBe(200);
      expect(res.text).toContain('/api/docs/static/swagger-ui-bundle.js');
      expect((await ctx.client().get('/api/docs/static/swagger-ui-bundle.js')).status).toBe(200);
      // API paths are matched exactly as sent: no trailing slash variant.
      expect((await ctx.client().get('/api/docs/')).status).toBe(404);
    });

    it('answers unknown /api paths with a coded 404 for any method', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await ctx.client().request<ErrorBody>(method, '/api/does-not-exist');
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    });

    it('refuses invalid JSON with 400 BAD_REQUEST and oversized bodies with 413', async () => {
      const client = ctx.client();
      const bad = await client.request<ErrorBody>('POST', '/api/auth/sign-in/email', undefined, {
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('BAD_REQUEST');

      const huge = await client.post<ErrorBody>('/api/auth/sign-in/email', {
        email: 'a@b.c',
        password: 'x'.repeat(2_000_000),
      });
      expect(huge.status).toBe(413);
      expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('hides internals of unexpected failures behind a coded 500', async () => {
      const res = await ctx.client().get<ErrorBody>('/api/test/boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
      expect(res.text).not.toContain('secret detail');
    });

    it('sends security headers', async () => {
      const res = await ctx.client().get('/api/health');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    });

    it('sends them on refusals by the first checks too (non-canonical path, foreign origin, signed out)', async () => {
      const refusals = [
        await ctx.client().get('/api//health'),
        await ctx.client().post('/api/auth/sign-in/email', {}, { headers: { origin: 'https://evil.example' } }),
        await ctx.client().get('/api/players'),
      ];
      expect(refusals.map((res) => res.status)).toEqual([404, 403, 401]);
      for (const res of refusals) {
        expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

    it('serves the SPA for any unknown non-API path, with the installation names injected', async () => {
      for (const path of ['/', '/players', '/Club/abc?tab=2', '/some/deep/unknown/path']) {
        const res = await ctx.client().get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(res.text).toContain(
          '{&quot;appName&quot;:&quot;Scoutbase&quot;,&quot;orgName&quot;:&quot;FC &amp; Co&quot;,&quot;oidcLabel&quot;:null,&quot;imprint&quot;:{&quot;address&quot;:null,&quot;email&quot;:null}}',
        );
        expect(res.text).toContain('<title>Scoutbase</title>');
      }
    });

    it('serves hashed assets with a long cache, and 404s missing files instead of the app', async () => {
      const asset = await ctx.client().get('/assets/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const missing = await ctx.client().get('/assets/missing-123.js');
      expect(missing.status).toBe(404);
      const rawIndex = await ctx.client().get('/index.html');
      expect(rawIndex.status).toBe(200);
      expect(rawIndex.text).toContain('<title>Scoutbase</title>');
    });
  },
  {
    env: { APP_NAME: 'Scoutbase', ORG_NAME: 'FC & Co' },
    beforeListen: (app) => {
      app.get('/api/test/boom', withAccess('public', { schema: { hide: true } }), async () => {
        throw new Error('secret detail: connection string postgres://user:pw@db');
      });
    },
  },
);
