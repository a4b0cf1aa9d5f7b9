// Players at scale (docs/product/quality-goals.md): `GET /api/players` with filters at 50,000 demo
// players, p50 and p99, on SQLite and on PostgreSQL (when reachable), against
// a bare Fastify route returning the same page from memory, in the same run.
// Every filter of the list (docs/product/quality-goals.md). Goals: p99 ≤ 20 ms on SQLite for every
// filter; on PostgreSQL p99 ≤ 30 ms for every filter and the deep page's p50
// ≤ 10 ms. The last column says whether the row meets its goal.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { postgresSchema, root, signUpAdministrator, startProcess } from './processes.mjs';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
// One connection: the latency a user sees; BENCH_CONNECTIONS=4 shows queueing on SQLite's single connection.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DEEP_PAGE = 'page 400 of 1,000, by name';
/** One row per filter of `GET /api/players` (core's listPlayersQuerySchema), and the sorts; `clubId` is a seeded club. */
const QUERIES = (clubId) => [
  ['no filter, by name, page 1', '/api/players?sort=name&limit=50'],
  ['position CM (main or side), by name, page 1', '/api/players?position=CM&sort=name&limit=50'],
  ['name search "müller"', `/api/players?q=${encodeURIComponent('müller')}&limit=50`],
  ['name search "müller" + nationality DE', `/api/players?q=${encodeURIComponent('müller')}&nationality=DE&limit=50`],
  ['nationality DE', '/api/players?nationality=DE&limit=50'],
  ['one club', `/api/players?clubId=${clubId}&limit=50`],
  ['free players', '/api/players?free=true&limit=50'],
  ['network players', '/api/players?networkPlayer=true&limit=50'],
  ['watchlist', '/api/players?watchlist=true&limit=50'],
  ['by age, youngest first', '/api/players?sort=-age&limit=50'],
  ['by position', '/api/players?sort=position&limit=50'],
  [DEEP_PAGE, '/api/players?sort=name&limit=50&offset=20000'],
];
const meetsGoal = (engine, label, { p50, p99 }) =>
  engine === 'sqlite' ? p99 <= 20 : p99 <= 30 && (label !== DEEP_PAGE || p50 <= 10);

async function measure(url, headers = {}) {
  const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (run.non2xx || run.errors) throw new Error(`${url}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  return { rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99 };
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-players-bench-'));
  const schema = engine === 'postgres' ? await postgresSchema(POSTGRES) : null;
  if (engine === 'postgres' && !schema) return null;
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(schema ? { DATABASE_URL: schema.url } : {}) };
  try {
    execFileSync(process.execPath, ['apps/server/dist/seed/seed-demo.cli.js', '--players', String(PLAYERS)], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      stdio: 'ignore',
    });
    const server = await startProcess('apps/server/dist/server.js', env);
    const cookie = await signUpAdministrator(server.base);
    const clubs = await (await fetch(`${server.base}/api/clubs`, { headers: { cookie } })).json();
    const clubId = (clubs.items ?? clubs)[0].id;
    const rows = [];
    for (const [label, query] of QUERIES(clubId)) {
      const page = await (await fetch(`${server.base}${query}`, { headers: { cookie } })).text();
      const pageFile = path.join(dataDir, 'page.json');
      writeFileSync(pageFile, page);
      const bare = await startProcess('apps/server/bench/bare-fastify.mjs', { PAGE_FILE: pageFile }, '/page');
      const baseline = await measure(`${bare.base}/page`);
      await bare.stop();
      const ours = await measure(`${server.base}${query}`, { cookie });
      rows.push({ label, ours, baseline, total: JSON.parse(page).total });
    }
    await server.stop();
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

console.log(
  `Players: ${PLAYERS.toLocaleString('en')} demo players (\`npm run seed:demo -- --players ${PLAYERS}\`), signed in as administrator; ${CONNECTIONS} connections, ${DURATION} s per measurement. Baseline: a bare Fastify route returning the same page from memory.\n`,
);
console.log(
  '| engine | query | matches | p50 ms | p99 ms | req/s | baseline p99 ms | baseline req/s | throughput ratio | goal |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const engine of ['sqlite', 'postgres']) {
  const rows = await benchEngine(engine);
  if (!rows) {
    console.log(`| ${engine} | (not reachable, not measured) | | | | | | | | |`);
    continue;
  }
  for (const { label, ours, baseline, total } of rows) {
    console.log(
      `| ${engine} | ${label} | ${total} | ${ours.p50} | ${ours.p99} | ${ours.rps.toFixed(0)} | ${baseline.p99} | ${baseline.rps.toFixed(0)} | ${(ours.rps / baseline.rps).toFixed(2)} | ${meetsGoal(engine, label, ours) ? 'met' : '**missed**'} |`,
    );
  }
}
