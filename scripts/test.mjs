#!/usr/bin/env node
// `npm test`: the whole suite. Each step must pass; nothing is skipped.
// Integration runs on SQLite and PostgreSQL (see apps/server/test/global-setup.ts);
// e2e (with axe-core) and Lighthouse drive Debian's Chromium.
// Everything runs on the Node that runs this script: through `npm test`, the
// project's Node 24 (node_modules/.bin/node, decision 018). The server's and
// core's tests (their unit tests and integration) then run again on Node 22
// LTS (tools/node22): the browser code never runs on Node 22 (decision 372).
//
// The steps run in stages, in the order that fails fastest; the steps of one
// stage run side by side (decision 371): each is a single process that leaves
// the other core idle, or mostly waits. Lighthouse and e2e have a stage to
// themselves: Lighthouse's score depends on the CPU it gets (decision 337),
// and e2e already keeps both cores busy. A step's output is printed whole when
// it ends. The first stage with a failed step is the last one run.
//
// Each step's duration and test counts go to test-results/steps.json and the
// table at the end.
//
//   npm test                 every stage
//   npm test -- unit lint    only the steps whose name starts with `unit` or `lint`
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

console.log(`Node ${process.version} (${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `Touchline is tested on Node 24 (22 supported), not ${process.version}: run \`npm test\`, which uses the project's Node.`,
  );
  process.exit(1);
}

const RESULTS = 'test-results';
const LOGS = path.join(RESULTS, 'steps');
// Node 22 for the second run: the tools/node22 workspace installs it on
// linux-x64; elsewhere point NODE22 at a Node 22 binary.
const node22 = process.env.NODE22 || path.resolve('tools/node22/node_modules/.bin/node');
const node22Env = { ...process.env, PATH: `${path.dirname(node22)}${path.delimiter}${process.env.PATH}` };
const vitest = 'node_modules/vitest/vitest.mjs';

/** vitest on `node`, writing its JSON report (the test counts) beside the log. */
const vitestStep = (name, stage, project, { node = process.execPath, env, filters = [] } = {}) => {
  const report = path.join(LOGS, `${slug(name)}.json`);
  return {
    name,
    stage,
    // Straight to vitest: `npx` would put node_modules/.bin (Node 24) first on PATH.
    command: node,
    args: [
      vitest,
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...filters,
    ],
    env,
    node22: node === node22,
    report,
    tests: () => vitestCounts(report),
  };
};

const e2eReport = path.join(LOGS, 'e2e.json');
const lighthouseReport = path.join(LOGS, 'lighthouse.json');
// Unit tests of the code that runs on Node 22: core and the server (decision 372).
const serverAndCore = ['packages/core/', 'apps/server/'];

const steps = [
  // Stage 1: three single-threaded checks side by side.
  { name: 'lint', stage: 1, command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'format', stage: 1, command: 'npm', args: ['run', '-s', 'format:check'] },
  { name: 'typecheck', stage: 1, command: 'npm', args: ['run', '-s', 'typecheck'] },
  // Stage 2: CPU-bound work whose tests do not race the clock: the unit tests
  // (30 s timeouts), the server's and core's unit tests on Node 22, the build.
  // `build:checked` is `build` but for the server's type check, which the
  // typecheck step did already, on a superset of its files (decision 374).
  vitestStep('unit', 2, 'unit'),
  vitestStep('unit (node 22)', 2, 'unit', { node: node22, env: node22Env, filters: serverAndCore }),
  { name: 'build', stage: 2, command: 'npm', args: ['run', '-s', 'build:checked'] },
  // Stage 3: the component tests type into forms within 15 s per test: they
  // get a core of their own (decision 371); the bundle size is a moment's reading.
  vitestStep('component (jsdom)', 3, 'component'),
  { name: 'bundle size', stage: 3, command: process.execPath, args: ['apps/web/scripts/check-bundle-size.mjs'] },
  // Stage 4: integration, two files at once (its maxWorkers, vitest.config.ts; decision 370).
  vitestStep('integration (sqlite + postgres)', 4, 'integration'),
  {
    name: 'e2e (chromium)',
    stage: 5,
    command: 'npm',
    args: ['run', '-s', 'test:e2e:built', '--', '--reporter=list,json'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: path.resolve(e2eReport) },
    report: e2eReport,
    tests: () => playwrightCounts(e2eReport),
  },
  // Lighthouse 12.8.2, mobile preset, on the built server with the demo (decision 283), alone (decision 371).
  {
    name: 'lighthouse (mobile)',
    stage: 6,
    command: process.execPath,
    args: ['scripts/lighthouse.mjs', '--report', lighthouseReport],
    report: lighthouseReport,
    tests: () => lighthouseCounts(lighthouseReport),
  },
  vitestStep('integration (node 22)', 7, 'integration', { node: node22, env: node22Env }),
];

const only = process.argv.slice(2);
const selected = steps.filter(({ name }) => !only.length || only.some((o) => name.startsWith(o)));
rmSync(LOGS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });

const startedAt = new Date();
const results = [];
let failedStage = null;
for (const stage of [...new Set(selected.map((s) => s.stage))].sort((a, b) => a - b)) {
  const inStage = selected.filter((s) => s.stage === stage);
  const done = await Promise.all(inStage.map(runStep));
  results.push(...done);
  if (done.some((r) => !r.ok)) {
    failedStage = stage;
    break;
  }
}
const finishedAt = new Date();
const totalSeconds = (finishedAt.getTime() - startedAt.getTime()) / 1000;

const summary = {
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt.toISOString(),
  seconds: round(totalSeconds),
  node: process.version,
  cpus: os.cpus().length,
  // The 1-, 5- and 15-minute load averages as the run ended: the machine may be shared.
  loadAverage: os.loadavg().map(round),
  steps: results,
  notRun: selected.filter((s) => !results.some((r) => r.name === s.name)).map((s) => s.name),
};
writeFileSync(path.join(RESULTS, 'steps.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log('\nSummary (test-results/steps.json)');
console.log('| step | stage | result | seconds | tests | passed | failed | skipped |');
console.log('|---|---:|---|---:|---:|---:|---:|---:|');
for (const r of results) {
  const t = r.tests;
  console.log(
    `| ${r.name} | ${r.stage} | ${r.ok ? '✓' : '✗'} | ${r.seconds.toFixed(1)} | ${t?.total ?? ''} | ${t?.passed ?? ''} | ${t?.failed ?? ''} | ${t?.skipped ?? ''} |`,
  );
}
console.log(
  `\nWall time ${totalSeconds.toFixed(1)} s on ${summary.cpus} CPUs, load average ${summary.loadAverage.join(' ')} at the end.`,
);
const failed = results.filter((r) => !r.ok).length;
if (failed || summary.notRun.length) {
  console.log(
    `\n${failed} step(s) failed${failedStage ? ` in stage ${failedStage}` : ''}${summary.notRun.length ? `, ${summary.notRun.length} not run` : ''}.`,
  );
  process.exit(1);
}

/** Runs one step, its output into its log and, when it ends, onto the console in one piece. */
async function runStep(step) {
  const log = path.join(LOGS, `${slug(step.name)}.log`);
  const started = Date.now();
  const header = `\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`;
  console.log(`${header.trim()} (started)`);
  let status;
  if (step.node22 && !node22Version()) {
    writeFileSync(
      log,
      `No Node 22 at ${node22}: \`npm ci\` installs it on linux-x64; elsewhere set NODE22=/path/to/node22.\n`,
    );
    status = 1;
  } else {
    const out = createWriteStream(log);
    if (step.node22) out.write(`Node ${node22Version()} (${node22})\n`);
    status = await new Promise((resolve) => {
      const child = spawn(step.command, step.args, {
        env: step.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.on('error', (error) => {
        out.write(`${error.message}\n`);
        resolve(1);
      });
      child.on('close', (code) => resolve(code));
    });
    await new Promise((resolve) => out.end(resolve));
  }
  const seconds = (Date.now() - started) / 1000;
  const ok = status === 0;
  console.log(header);
  process.stdout.write(readFileSync(log, 'utf8'));
  console.log(`${ok ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s)`);
  // No report (the step failed before writing it): no counts.
  const tests = existsSync(step.report ?? '') ? step.tests() : null;
  return { name: step.name, stage: step.stage, ok, seconds: round(seconds), tests };
}

function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    files: report.testResults.length,
    total: report.numTotalTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    total: stats.expected + stats.unexpected + stats.flaky + stats.skipped,
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    skipped: stats.skipped,
  };
}

/** Lighthouse's "tests": the pages measured, each RUNS times (median counts). */
function lighthouseCounts(file) {
  const rows = JSON.parse(readFileSync(file, 'utf8'));
  return { total: rows.length, runs: rows.flatMap((r) => r.performanceRuns).length };
}

function node22Version() {
  if (!existsSync(node22)) return null;
  const version = execFileSync(node22, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
  return version.startsWith('v22.') ? version : null;
}

function slug(name) {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

function round(n) {
  return Math.round(n * 10) / 10;
}
