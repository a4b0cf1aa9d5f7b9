#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest. Each step
// must pass; nothing is skipped. Integration runs on SQLite and PostgreSQL
// (see apps/server/test/global-setup.ts); e2e drives Debian's Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration (sqlite + postgres)', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['bundle size', 'node', ['apps/web/scripts/check-bundle-size.mjs']],
  ['e2e (chromium)', 'npm', ['run', '-s', 'test:e2e:built']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const notRun = steps.length - results.length;
if (failed || (notRun && !only.length)) {
  console.log(`\n${failed} step(s) failed${notRun ? `, ${notRun} not run` : ''}.`);
  process.exit(1);
}
