import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { usersAtEveryLevel } from '../../test/levels.js';

// index.html's app shell as apps/web/index.html has it (decision 282).
const webDist = mkdtempSync(path.join(tmpdir(), 'touchline-shell-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html lang="en"><head><title>Touchline</title></head><body><div id="root"><div class="tl-shell" aria-hidden="true"><div class="tl-shell-bar"><span class="tl-shell-name">Touchline</span></div></div></div></body></html>`,
);

// The installable app's files as vite-plugin-pwa writes them (decision 310).
writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(
  path.join(webDist, 'manifest.webmanifest'),
  JSON.stringify({ name: 'Touchline', short_name: 'Touchline', id: '/', start_url: '/', display: 'standalone' }),
);

// The page chunks of two routes as the web build lists them (apps/web/vite-plugin-route-preloads.ts, decision 285).
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'route-preloads.json'),
  JSON.stringify([
    {
      path: '/player/$playerId',
      js: ['assets/player.lazy-A1.js', 'assets/Table-B2.js'],
      css: ['assets/player-C3.css'],
      api: ['/api/players/$playerId', '/api/players/$playerId/ratings'],
    },
    { path: '/player/$playerId/edit', js: ['assets/player-edit.lazy-D4.js'], css: [] },
    { path: '/players', js: ['assets/players.lazy-E5.js'], css: [] },
    { path: '/player/new', js: ['assets/new-player.lazy-F6.js'], css: [] },
    { path: '/Results/$token', js: ['assets/results.lazy-G7.js'], css: [], api: ['/api/public/events/$token'] },
  ]),
);
writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');

describeEachEngine(
  'app shell in index.html',
  (ctx) => {
    it("paints the installation's name in the shell's top bar, escaped", async () => {
      const page = await ctx.client().get('/players');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<span class="tl-shell-name">Scout &amp; $1 base</span>');
      expect(page.text).toContain('<title>Scout &amp; $1 base</title>');
    });

    it('sends the saved colour scheme (cookie) as the attribute Mantine reads, else none', async () => {
      const dark = await ctx.client().get('/', { headers: { cookie: 'a=b; touchline-color-scheme=dark' } });
      expect(dark.text).toMatch(/^<!doctype html><html data-mantine-color-scheme="dark" lang="en">/);
      expect(dark.headers.get('vary')?.toLowerCase()).toContain('cookie');
      const light = await ctx.client().get('/players', { headers: { cookie: 'touchline-color-scheme=light' } });
      expect(light.text).toContain('<html data-mantine-color-scheme="light" lang="en">');
      for (const cookie of ['', 'touchline-color-scheme=purple', 'xtouchline-color-scheme=dark']) {
        const none = await ctx.client().get('/', { headers: cookie ? { cookie } : {} });
        expect(none.text).toContain('<html lang="en">');
      }
    });

    it('serves the service worker and the manifest uncached, so a new version or name is seen at once', async () => {
      const worker = await ctx.client().get('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const manifest = await ctx.client().get('/manifest.webmanifest?__WB_REVISION__=abc');
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(JSON.parse(manifest.text)).toEqual({
        name: 'Scout & $1 base',
        short_name: 'Scout & $1 base',
        id: '/',
        start_url: '/',
        display: 'standalone',
      });
    });

    it("names the page's own chunks and styles in the HTML of its URL, matched as the web app's router matches", async () => {
      const player = await ctx.client().get('/player/7f3a');
      expect(player.text).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/player.lazy-A1.js"><link rel="modulepreload" crossorigin href="/assets/Table-B2.js"><link rel="preload" as="style" crossorigin href="/assets/player-C3.css"></head>',
      );
      expect(player.text).not.toContain('player-edit.lazy');
      const edit = await ctx.client().get('/Player/7f3a/edit/');
      expect(edit.text).toContain('href="/assets/player-edit.lazy-D4.js"');
      expect(edit.text).not.toContain('player.lazy-A1');
      // A literal segment wins over a parameter, as in the router.
      const fresh = await ctx.client().get('/player/new');
      expect(fresh.text).toContain('new-player.lazy-F6.js');
      expect(fresh.text).not.toContain('player.lazy-A1');
      for (const url of ['/', '/index.html', '/no-such-page', '/player', '/player/7f3a/edit/more']) {
        const page = await ctx.client().get(url);
        expect(page.status, url).toBe(200);
        expect(page.text, url).not.toContain('modulepreload');
      }
    });

    it("names the API requests of a page its user may open in its HTML, with the URL's id, and a visitor's none", async () => {
      const users = await usersAtEveryLevel(ctx, 'shell');
      const player = await users.clients[3]!.get('/player/7f3a-b2');
      expect(player.text).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/players/7f3a-b2"><link rel="preload" as="fetch" crossorigin href="/api/players/7f3a-b2/ratings"></head>',
      );
      // Levels 4 and 5 may not open a player's page: the browser is not made to fetch what the API refuses them.
      for (const level of [4, 5]) {
        const refused = await users.clients[level]!.get('/player/7f3a-b2');
        expect(refused.text, `level ${level}`).toContain('player.lazy-A1.js');
        expect(refused.text, `level ${level}`).not.toContain('/api/players/');
      }
      // Nor is a cookie that opens no session, whatever its name.
      for (const cookie of ['better-auth.session_token=abc.def', '__Secure-better-auth.session_token=abc.def']) {
        const forged = await ctx.client().get('/player/7f3a-b2', { headers: { cookie } });
        expect(forged.text, cookie).not.toContain('/api/players/');
      }
      const session = { headers: { cookie: [...users.clients[3]!.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } };
      // A visitor without a session (or with an empty one) is sent to sign in: only the code.
      for (const cookie of ['', 'better-auth.session_token=', 'xbetter-auth.session_token=abc']) {
        const visitor = await ctx.client().get('/player/7f3a-b2', { headers: { cookie } });
        expect(visitor.text, cookie).toContain('player.lazy-A1.js');
        expect(visitor.text, cookie).not.toContain('/api/players/');
      }
      // An id that is not a plain id is never put into a URL of the page.
      for (const id of ['a%22b', 'x%3Cscript', "a'b", 'a~b']) {
        const odd = await ctx.client().get(`/player/${id}`, session);
        expect(odd.status, id).toBe(200);
        expect(odd.text, id).toContain('player.lazy-A1.js');
        expect(odd.text, id).not.toContain('/api/players/');
      }
      // The public API (the published results page, decision 460) answers anyone: named for a visitor too.
      const results = await ctx.client().get('/Results/AbCdEfGhIjKlMnOpQrStUv');
      expect(results.text).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/public/events/AbCdEfGhIjKlMnOpQrStUv">',
      );
      // The session's own preload stays for everyone.
      const home = await ctx.client().get('/');
      expect(home.text).toContain('<link rel="preload" as="fetch" crossorigin href="/api/session">');
    });

    it("does not hand out the build's metadata", async () => {
      for (const url of ['/.vite/route-preloads.json', '/.vite/manifest.json']) {
        const response = await ctx.client().get(url);
        expect(response.status, url).toBe(404);
        expect(JSON.parse(response.text).error.code, url).toBe('NOT_FOUND');
      }
    });

    it('lets the page register its own service worker and manifest (CSP), and no other origin’s', async () => {
      const page = await ctx.client().get('/');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("script-src 'self'");
    });
  },
  { env: { WEB_DIST_DIR: webDist, APP_NAME: 'Scout & $1 base' } },
);
