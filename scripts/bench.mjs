#!/usr/bin/env node
// `npm run bench`: every benchmark in one run, figures as ratios against a
// baseline measured in the same run. Writes the tables into
// docs/benchmarks.md (between the bench markers) and prints them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const suites = [
  { id: 'server', title: 'Server', command: ['node', 'apps/server/bench/server.bench.mjs'] },
  { id: 'players', title: 'Players at scale', command: ['node', 'apps/server/bench/players.bench.mjs'] },
  { id: 'import-preview', title: 'Import preview', command: ['node', 'apps/server/bench/import-preview.bench.mjs'] },
  { id: 'game-events', title: 'Game recording', command: ['node', 'apps/server/bench/game-events.bench.mjs'] },
  { id: 'sse-followers', title: 'Live followers', command: ['node', 'apps/server/bench/sse-followers.bench.mjs'] },
  { id: 'overload', title: 'Overload', command: ['node', 'apps/server/bench/overload.bench.mjs'] },
  { id: 'heavy-requests', title: 'Heavy requests', command: ['node', 'apps/server/bench/heavy-requests.bench.mjs'] },
  { id: 'durability', title: 'Durability', command: ['node', 'apps/server/bench/durability.bench.mjs'] },
  { id: 'limits', title: 'Service limits', command: ['node', 'apps/server/bench/limits.bench.mjs'] },
  {
    id: 'engine',
    title: 'Tournament engine',
    command: ['npx', 'tsx', 'packages/core/bench/tournament.bench.ts'],
    file: 'packages/core/bench/tournament.bench.ts',
  },
  {
    id: 'event',
    title: 'Event scheduler',
    command: ['npx', 'tsx', 'packages/core/bench/event.bench.ts'],
    file: 'packages/core/bench/event.bench.ts',
  },
  {
    id: 'duplicates',
    title: 'Duplicate detection',
    command: ['npx', 'tsx', 'packages/core/bench/duplicates.bench.ts'],
    file: 'packages/core/bench/duplicates.bench.ts',
  },
];

// `npm run bench -- --no-build` reuses the current build.
if (!process.argv.includes('--no-build')) {
  console.log('Building (benchmarks run the built server)…');
  execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
}

// `npm run bench -- --only server,players` runs those suites and replaces only
// their sections of docs/benchmarks.md, keeping the others' last figures.
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : null;
if (only?.some((id) => !suites.some((suite) => suite.id === id)))
  throw new Error(`--only takes suite ids: ${suites.map((suite) => suite.id).join(', ')}`);

const sections = [];
for (const suite of suites.filter((s) => !only || only.includes(s.id))) {
  if (suite.file && !existsSync(suite.file)) throw new Error(`missing benchmark ${suite.file}`);
  console.log(`\n▶ ${suite.title}`);
  const run = spawnSync(suite.command[0], suite.command.slice(1), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(run.stdout);
  if (run.status !== 0) process.exit(run.status ?? 1);
  sections.push(`### ${suite.title}\n\n${run.stdout.trim()}\n`);
}
const doc = 'docs/benchmarks.md';
const current = readFileSync(doc, 'utf8');

const size = 'apps/web/dist/bundle-size.json';
if (existsSync(size)) {
  const { initialJsBytes, initialJsGzipBytes, initialCssBytes, goals } = JSON.parse(readFileSync(size, 'utf8'));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  sections.push(
    `### Web bundle\n\nInitial route (home), as served: JS ${kb(initialJsBytes)} KB brotli (${kb(initialJsGzipBytes)} KB gzip), goal ${kb(goals.initialJs)} KB; CSS ${kb(initialCssBytes)} KB brotli, goal ${kb(goals.initialCss)} KB.\n`,
  );
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const today = new Date().toISOString().slice(0, 10);

if (only) {
  // Swap each measured section in place; the rest of the block stays as it
  // was. The block's "Last run" line then dates the others, so each swapped
  // section says when and where it was measured.
  let updated = current;
  for (const measured of sections) {
    const section = `${measured.trimEnd()}\n\nMeasured ${today} on ${machine} (\`--only\`).`;
    const title = section.slice(4, section.indexOf('\n'));
    const pattern = new RegExp(`### ${title}\\n[\\s\\S]*?(?=\\n### |\\n<!-- bench:end -->)`);
    if (pattern.test(updated)) updated = updated.replace(pattern, () => section);
    else if (updated.includes('\n<!-- bench:end -->'))
      // A suite measured for the first time: its section goes at the end of the block.
      updated = updated.replace('\n<!-- bench:end -->', () => `\n${section}\n\n<!-- bench:end -->`);
    else throw new Error(`docs/benchmarks.md has no bench block to write "${title}" into`);
  }
  writeFileSync(doc, updated);
  execFileSync('npx', ['prettier', '--write', doc], { stdio: 'ignore' });
  console.log(`\nFigures of ${only.join(', ')} written to ${doc}.`);
  process.exit(0);
}

const body = `<!-- bench:start -->\nLast run: ${today} on ${machine}.\n\n${sections.join('\n')}<!-- bench:end -->`;
writeFileSync(doc, current.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, body));
// Keep the document as `npm run format:check` wants it.
execFileSync('npx', ['prettier', '--write', doc], { stdio: 'ignore' });
console.log(`\nFigures written to ${doc}.`);
