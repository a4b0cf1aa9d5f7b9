#!/usr/bin/env node
// Initial-route JS budget (issue 2): the gzipped size of the entry chunk plus
// every chunk it imports statically, recursively — what the browser must
// download before the home page can render. Lazy (dynamic) imports are not
// counted. Reads Vite's manifest, so run it after `vite build`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 160 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}. Build the web app first: npm run build -w @touchline/web`);
  process.exit(1);
}

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  process.exit(1);
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest entry ${key} is missing`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entries[0][0]);

const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);

const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(gzip).padStart(7)} KB  ${file}`);
console.log(`initial route JS: ${kb(total)} KB gzipped (budget ${kb(BUDGET_BYTES)} KB)`);

writeFileSync(
  join(dist, 'bundle-size.json'),
  `${JSON.stringify({ initialJsGzipBytes: total, budgetBytes: BUDGET_BYTES, files: sizes }, null, 2)}\n`,
);

// zod belongs to lazy pages (forms). It slips into the entry whenever a module
// the shell imports also declares a schema some lazy page uses (tree-shaking
// keeps it in that module's chunk): keep schemas out of such modules.
const FORBIDDEN_IN_INITIAL = [/[\\/]node_modules[\\/]zod[\\/]/];
const leaked = files.flatMap((file) => {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return sources
    .filter((source) => FORBIDDEN_IN_INITIAL.some((pattern) => pattern.test(source)))
    .map((s) => `${file}: ${s}`);
});
if (leaked.length) {
  console.error(`The initial route must not contain zod; found:\n  ${leaked.slice(0, 5).join('\n  ')}`);
  process.exit(1);
}

if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)} KB. Lazy-load what the home page does not need.`);
  process.exit(1);
}
