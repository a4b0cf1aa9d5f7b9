import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { getSessionCookie } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decideRoute, matchRoute } from '@touchline/core';
import type { Config } from '../config.js';
import { sendError } from './errors.js';
import { routePreloadLinks } from './route-preloads.js';

const CONFIG_META = /<meta name="touchline-config" content='[^']*'\s*\/?>/;
/** The app name in index.html's app shell (decision 282). */
const SHELL_NAME = /(<span class="tl-shell-name">)[^<]*(<\/span>)/;
/** The web app mirrors the saved light/dark choice into this cookie, so the shell paints in it (decision 282). */
const SCHEME_COOKIE = /(?:^|;\s*)touchline-color-scheme=(light|dark)(?:;|$)/;

/**
 * Serves the built SPA from `config.webDistDir`: hashed assets with a long
 * cache, and index.html (with the installation's names injected) for every
 * other non-API GET, so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const manifestFile = path.join(config.webDistDir, 'manifest.webmanifest');
  const webManifest = existsSync(manifestFile) ? nameManifest(readFileSync(manifestFile, 'utf8'), config) : null;
  const indexHtml = existsSync(indexFile) ? injectConfig(readFileSync(indexFile, 'utf8'), config) : null;
  // Written by the web build (apps/web/vite-plugin-route-preloads.ts); a build without it only loses the head start.
  const preloadsFile = path.join(config.webDistDir, '.vite', 'route-preloads.json');
  const preloads = existsSync(preloadsFile)
    ? routePreloadLinks(JSON.parse(readFileSync(preloadsFile, 'utf8')))
    : { linksFor: () => '' };
  // One copy per saved colour scheme: the attribute Mantine itself sets, there before any CSS or script runs.
  const indexFor = indexHtml && {
    none: indexHtml,
    light: indexHtml.replace('<html', '<html data-mantine-color-scheme="light"'),
    dark: indexHtml.replace('<html', '<html data-mantine-color-scheme="dark"'),
  };

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      // One route per file of the build, found once at start: no folder is
      // read per request. The plugin's wildcard route reads every folder on
      // the way to each file to check its spelling (it must, with
      // `allowedPath`), a descriptor per request, and answered 403 when none
      // was left (decision 345). Dot folders (Vite's .vite/: the manifest, the
      // route preloads, read by this server) are not served; index.html and
      // the manifest have routes of their own below.
      wildcard: false,
      globIgnore: ['index.html', 'manifest.webmanifest'],
      // The build writes .br and .gz beside each asset (apps/web/vite-plugin-precompress.ts):
      // sent as the browser accepts them, with Vary: Accept-Encoding (decision 280).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** index.html for a navigation to `pathname`, naming that page's chunks and styles (decision 285). */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname = '/') => {
    if (!indexFor)
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built. Run `npm run build`.');
    const scheme = SCHEME_COOKIE.exec(request.headers.cookie ?? '')?.[1] as 'light' | 'dark' | undefined;
    // The session request starts with the HTML; the app's fetch('/api/session') reuses it.
    // So do a signed-in page's own API requests (decision 289).
    // better-auth's own reading of its session cookie (`__Secure-` behind HTTPS); whether it is valid is the API's to say.
    const signedIn = getSessionCookie(fromNodeHeaders(request.headers)) !== null;
    const links = `<link rel="preload" as="fetch" crossorigin href="/api/session">${preloads.linksFor(pathname, { signedIn: signedIn && (await mayOpen(request, pathname)) })}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(indexFor[scheme ?? 'none'].replace('</head>', `${links}</head>`));
  };

  // The installable app's manifest (decision 310), with the installation's name; no-cache like
  // every non-asset file, so a renamed installation is seen at the next start of the app.
  if (webManifest)
    app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
      reply.type('application/manifest+json').header('cache-control', 'no-cache').send(webManifest),
    );

  // index.html is only ever served with the installation's names injected.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));

  const fallback = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendError(reply, 404, 'NOT_FOUND');
    const isNavigation = (request.method === 'GET' || request.method === 'HEAD') && !path.posix.extname(pathname);
    return isNavigation ? sendIndex(request, reply, pathname) : sendError(reply, 404, 'NOT_FOUND');
  };
  // Every GET no other route takes (the history fallback) is a route of its
  // own, so that the compression plugin, which attaches itself to routes,
  // compresses the page; it had come through the static files' wildcard route.
  app.get('/*', { schema: { hide: true } }, fallback);
  app.setNotFoundHandler(fallback);
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
  return withMeta
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(config.appName)}</title>`)
    .replace(SHELL_NAME, (_match, open: string, close: string) => `${open}${escapeAttribute(config.appName)}${close}`);
}

/** The built manifest (vite-plugin-pwa) named after the installation, as the home screen shows it. */
function nameManifest(json: string, config: Config): string {
  const manifest = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify({ ...manifest, name: config.appName, short_name: config.appName });
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Whether the signed-in caller may open the page at `pathname`. Only a page
 * limited to some levels costs the session lookup: without it, a level-5
 * user opening a player's page made the browser fetch that player's data,
 * which the API refused with 403 before the app's guard said "not authorized".
 */
async function mayOpen(request: FastifyRequest, pathname: string): Promise<boolean> {
  const route = matchRoute(pathname);
  if (!route || route.access.auth !== 'level') return true;
  const actor = await request.actor().catch(() => null);
  return decideRoute(route.access, actor) === 'allow';
}
