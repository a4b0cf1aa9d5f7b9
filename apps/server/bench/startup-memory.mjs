// Where the server's start-up memory goes (decision 048): imports
// the heavy dependencies one after another, then the built app, builds it
// on a fresh SQLite database and lets it listen, and prints RSS and V8 heap
// after each step (after a full GC, so the heap is what stays). The steps are
// cumulative: each row is what that import added to everything above it.
// Run after `npm run build`: `node --expose-gc apps/server/bench/startup-memory.mjs`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './processes.mjs';

if (typeof globalThis.gc !== 'function') {
  console.error('run with --expose-gc');
  process.exit(2);
}

const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const rows = [];
let last = null;
async function step(label, run) {
  await run();
  for (let i = 0; i < 3; i++) globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const now = process.memoryUsage();
  rows.push({ label, now, last });
  last = now;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-startup-memory-'));
let app;
try {
  await step('node itself', async () => {});
  // ONLY_APP=1: the app alone, its start-up as the server process pays it.
  const only = process.env.ONLY_APP === '1';
  if (!only) {
    await step('fastify + zod type provider', () =>
      Promise.all([import('fastify'), import('fastify-type-provider-zod')]),
    );
    await step('kysely + better-sqlite3 + pg', () =>
      Promise.all([import('kysely'), import('better-sqlite3'), import('pg')]),
    );
    await step('@touchline/core', () => import('@touchline/core'));
    await step('better-auth (+ generic-oauth)', () =>
      Promise.all([import('better-auth'), import('better-auth/plugins/generic-oauth')]),
    );
    await step('@fastify/swagger + swagger-ui', () =>
      Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]),
    );
    await step('prom-client, @fastify/compress, multipart, static', () =>
      Promise.all([
        import('prom-client'),
        import('@fastify/compress'),
        import('@fastify/multipart'),
        import('@fastify/static'),
      ]),
    );
    await step('i18next, csv-parse, helmet', () =>
      Promise.all([import('i18next'), import('csv-parse'), import('helmet')]),
    );
    await step('zxcvbn-ts and its five language packs', () =>
      Promise.all([
        import('@zxcvbn-ts/core'),
        import('@zxcvbn-ts/language-common'),
        import('@zxcvbn-ts/language-en'),
        import('@zxcvbn-ts/language-de'),
        import('@zxcvbn-ts/language-fr'),
        import('@zxcvbn-ts/language-es-es'),
      ]),
    );
    await step('sharp', () => import('sharp'));
    await step('pdf-lib + qrcode', () => Promise.all([import('pdf-lib'), import('qrcode')]));
    await step('@aws-sdk/client-s3 + lib-storage', () =>
      Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]),
    );
  }
  await step('the app (dist/app.js and what it imports)', () => import(dist('app.js')));
  await step('buildApp on a fresh SQLite database', async () => {
    const { loadConfig } = await import(dist('config.js'));
    const { buildApp } = await import(dist('app.js'));
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0' }));
  });
  await step('listening', () => app.listen({ port: 0, host: '127.0.0.1' }));
} finally {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('| step | RSS (MB) | +RSS | heap used (MB) | +heap | external (MB) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const { label, now, last: before } of rows) {
  const plus = (key) => (before ? mb(now[key] - before[key]) : '');
  console.log(
    `| ${label} | ${mb(now.rss)} | ${plus('rss')} | ${mb(now.heapUsed)} | ${plus('heapUsed')} | ${mb(now.external)} |`,
  );
}
