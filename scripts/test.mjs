#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest. Each step
// must pass; nothing is skipped. Integration runs on SQLite and PostgreSQL
// (see apps/server/test/global-setup.ts); e2e (with axe-core) and Lighthouse drive Debian's Chromium.
// Everything runs on the Node that runs this script: through `npm test`, the
// project's Node 24 (node_modules/.bin/node, decision 018). Unit, component
// (jsdom, decision 261) and integration then run again on Node 22 LTS
// (tools/node22).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

console.log(`Node ${process.version} (${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `Touchline is tested on Node 24 (22 supported), not ${process.version}: run \`npm test\`, which uses the project's Node.`,
  );
  process.exit(1);
}

// Node 22 for the second run: the tools/node22 workspace installs it on
// linux-x64; elsewhere point NODE22 at a Node 22 binary.
const node22 = process.env.NODE22 || path.resolve('tools/node22/node_modules/.bin/node');
const node22Env = { ...process.env, PATH: `${path.dirname(node22)}${path.delimiter}${process.env.PATH}` };
const vitest = 'node_modules/vitest/vitest.mjs';

const steps = [
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['component (jsdom)', 'npx', ['vitest', 'run', '--project', 'component']],
  ['integration (sqlite + postgres)', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['bundle size', process.execPath, ['apps/web/scripts/check-bundle-size.mjs']],
  ['e2e (chromium)', 'npm', ['run', '-s', 'test:e2e:built']],
  // Lighthouse 12.8.2, mobile preset, on the built server with the demo (decision 283).
  ['lighthouse (mobile)', process.execPath, ['scripts/lighthouse.mjs']],
  // Straight to vitest: `npx` would put node_modules/.bin (Node 24) first on PATH.
  ['unit (node 22)', node22, [vitest, 'run', '--project', 'unit'], node22Env],
  ['component (node 22)', node22, [vitest, 'run', '--project', 'component'], node22Env],
  ['integration (node 22)', node22, [vitest, 'run', '--project', 'integration'], node22Env],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args, env] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  if (command === node22) {
    const version = node22Version();
    if (!version) {
      console.error(
        `No Node 22 at ${node22}: \`npm ci\` installs it on linux-x64; elsewhere set NODE22=/path/to/node22.`,
      );
      results.push({ name, ok: false, seconds: '0.0' });
      break;
    }
    console.log(`Node ${version} (${node22})`);
  }
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
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

function node22Version() {
  if (!existsSync(node22)) return null;
  const version = execFileSync(node22, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
  return version.startsWith('v22.') ? version : null;
}
