#!/usr/bin/env node
// What opening one lazy page costs on top of the initial route: the gzipped JS of the page's lazy
// chunk plus every chunk it imports statically, recursively, minus the chunks the entry already
// loaded. Usage, after `vite build`: node apps/web/scripts/route-chunk-size.mjs src/routes/tacmap.lazy.tsx 40
// (the budget in KB is optional; over it the script fails). Decision 305.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const [source, budgetKb] = process.argv.slice(2);
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!source || !existsSync(manifestPath)) {
  console.error('Usage: route-chunk-size.mjs <src/routes/…lazy.tsx> [budget KB], after building the web app');
  process.exit(1);
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
};
const initial = new Set();
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, initial);
if (!manifest[source]) {
  console.error(`${source} is not a chunk of this build`);
  process.exit(1);
}
const files = [...closure(source)].filter((key) => !initial.has(key)).map((key) => manifest[key].file);
const sizes = files
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(gzip).padStart(7)} KB  ${file}`);
console.log(`${source}: ${kb(total)} KB gzipped beyond the initial route${budgetKb ? ` (budget ${budgetKb} KB)` : ''}`);
if (budgetKb && total > Number(budgetKb) * 1024) process.exit(1);
