import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';

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
