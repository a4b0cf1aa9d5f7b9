import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { sendError } from './errors.js';

const CONFIG_META = /<meta name="touchline-config" content='[^']*'\s*\/?>/;

/**
 * Serves the built SPA from `config.webDistDir`: hashed assets with a long
 * cache, and index.html (with the installation's names injected) for every
 * other non-API GET, so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? injectConfig(readFileSync(indexFile, 'utf8'), config) : null;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (apps/web/vite-plugin-precompress.ts):
      // sent as the browser accepts them, with Vary: Accept-Encoding (decision 280).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    indexHtml
      ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
      : reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built. Run `npm run build`.');

  // index.html is only ever served with the installation's names injected.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendError(reply, 404, 'NOT_FOUND');
    const isNavigation = (request.method === 'GET' || request.method === 'HEAD') && !path.posix.extname(pathname);
    return isNavigation ? sendIndex(reply) : sendError(reply, 404, 'NOT_FOUND');
  });
}

function injectConfig(html: string, config: Config): string {
  const json = JSON.stringify({
    appName: config.appName,
    orgName: config.orgName,
    oidcLabel: config.oidc?.label ?? null,
    imprint: config.imprint,
  });
  const meta = `<meta name="touchline-config" content='${escapeAttribute(json)}' />`;
  const withMeta = CONFIG_META.test(html) ? html.replace(CONFIG_META, meta) : html.replace('</head>', `${meta}</head>`);
  return withMeta.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(config.appName)}</title>`);
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
