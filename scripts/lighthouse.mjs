#!/usr/bin/env node
// Lighthouse step of `npm test` (issue 13, decision 283): the built server on a
// fresh SQLite data dir with the demo loaded, signed in as the installation's
// administrator, measured with Lighthouse's mobile preset (simulated slow 4G,
// 4× CPU slowdown) on the pages a scout opens at the pitch. A phone reaches
// Touchline through the HTTPS front of docs/deploy.md, so the step measures
// through that front: Debian's Caddy, configured as the guide says, speaking
// HTTP/2 over TLS (decision 287; `--direct` measures the bare server's
// HTTP/1.1 instead, for comparison). Issue 13's goals:
// performance ≥ 95, accessibility 100. Accessibility fails below 100.
// Performance fails below the page's floor (FLOORS): the goal is not met yet,
// so the floor holds each page at what it measured (decision 283) and every
// page below the goal is listed on each run. Raise a floor as a page improves.
//
// The machines are shared 2-core boxes, so one run's performance score is
// noisy: every page is measured RUNS times and the median run counts (by
// performance score; its FCP/LCP/TBT are reported with it).
//
//   node scripts/lighthouse.mjs [--desktop] [--direct] [--runs N] [--report file.json] [--no-fail]
//                               [--only '/player/{id}'] [--save-runs dir] [--preset-cpu | --cpu-slowdown N]
//
// The phone is held constant across hosts (decision 337). Lighthouse simulates
// the slow CPU by multiplying the main-thread time it observes on the host, and
// its 4× is calibrated for a host of benchmark index about 1,533 (a high-end
// desktop: its docs put those at 1,500–2,000). The CI hosts here measured
// about 1,000–4,100, so a fixed 4× modelled phones up to 4 times apart, and
// the same pages scored 71–99. Before each run the step measures the host with
// Lighthouse's own benchmark, in the run's browser, and slows the CPU by
// 4 × index / 1,533, which is the preset's phone on every host.
// --preset-cpu measures with the fixed 4× instead (issue 13's first table);
// --cpu-slowdown N with N×. Both are comparisons: the floors do not apply.
//
// --save-runs keeps each run's report and observed trace (run-N-<page>.json and
// .trace.json) for a look at its long tasks in Chromium's Performance panel.
//
// Needs `npm run build` first. Chromium: CHROME_PATH, else /usr/bin/chromium;
// caddy: CADDY_PATH, else /usr/bin/caddy (both installed from Debian when missing).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, signUpAdministrator, stopChild } from '../apps/server/bench/processes.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

const { values: args } = parseArgs({
  options: {
    desktop: { type: 'boolean', default: false },
    direct: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    report: { type: 'string' },
    'no-fail': { type: 'boolean', default: false },
    only: { type: 'string' },
    'save-runs': { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    'preset-cpu': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
/** The host Lighthouse's 4× mobile preset is calibrated for (benchmark index); see the header. */
const PRESET_HOST_INDEX = 1533;
const PRESET_CPU_SLOWDOWN = 4;
/** A fixed multiplier (--cpu-slowdown N, or the preset's 4× with --preset-cpu); undefined: calibrated to the host per run. */
const FIXED_CPU_SLOWDOWN = args['preset-cpu']
  ? PRESET_CPU_SLOWDOWN
  : args['cpu-slowdown'] === undefined
    ? undefined
    : Number(args['cpu-slowdown']);
if (FIXED_CPU_SLOWDOWN !== undefined && !(FIXED_CPU_SLOWDOWN >= 1 && FIXED_CPU_SLOWDOWN <= 20))
  throw new Error('--cpu-slowdown takes a multiplier from 1 to 20');
/** Runs saved so far by --save-runs; declared before the top-level code that counts them. */
let savedRuns = 0;
/** A failure of Lighthouse itself (not of the page): measured again, see measure(). Declared before the top-level code that throws it. */
class LighthouseRuntimeError extends Error {}
const GOALS = { performance: 0.95, accessibility: 1 };
/**
 * Mobile performance below which the step fails, per page, on the preset's
 * phone (decision 337). On the 2 cores through the HTTPS front, quiet: `/` 86,
 * `/players` 84, `/Tournament` 92, the tournament view 83 and the player card
 * 82 (single runs down to 73); with one other process busy the whole time, 83,
 * 79, 92, 81 and 81 (down to 72); with two, 91, 89, 94, 88 and 82 (the host
 * then measures 1,486–2,508 and the multiplier follows it down to 3.2–4.9×).
 * The floors sit 10–20 points below the loaded figures, since CI's load
 * varies and blocking time grows with it.
 */
const FLOORS = {
  '/': 0.7,
  '/players': 0.65,
  '/Tournament': 0.7,
  '/TournamentView/{id}': 0.65,
  '/player/{id}': 0.6,
  // The public results page (decision 460), at the hub's floor: the page most people open.
  '/Results/{token}': 0.7,
};
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Caddy's certificate comes from its own local CA, which this throwaway
  // browser has no reason to trust.
  '--ignore-certificate-errors',
];
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CADDY_PATH = process.env.CADDY_PATH || '/usr/bin/caddy';
ensureDebianPackage({ pkg: 'chromium', binary: CHROME_PATH, purpose: 'The Lighthouse step does not run without it.' });
if (!args.direct)
  ensureDebianPackage({ pkg: 'caddy', binary: CADDY_PATH, purpose: 'The Lighthouse step measures through it.' });
const root = path.resolve(import.meta.dirname, '..');
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const seedEntry = path.join(root, 'apps/server/dist/seed/seed-demo.cli.js');

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-lighthouse-'));
const port = await freePort();
/** The bare server; the pages are measured at `origin`, through the front unless --direct. */
const upstream = `http://127.0.0.1:${port}`;
const origin = args.direct ? upstream : `https://127.0.0.1:${await freePort()}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  BASE_URL: origin,
  // As docs/deploy.md sets it behind Caddy.
  ...(args.direct ? {} : { TRUST_PROXY: '127.0.0.1' }),
  LOG_LEVEL: 'warn',
};

let server;
let front;
let failed = false;
try {
  const seed = spawnSync(process.execPath, [seedEntry], { env, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`Seeding the demo failed:\n${seed.stderr}`);
  console.log(seed.stdout.trim());

  server = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForHealth(upstream);
  if (!args.direct) front = await startHttpsFront(origin, upstream);
  // The first account of the fresh installation is its administrator, so
  // every page is open to it; it presents the public origin, as a browser
  // behind the front would.
  const cookie = await signUpAdministrator(upstream, origin);
  const pages = await pagesToMeasure(upstream, cookie);

  const rows = [];
  for (const page of pages) {
    if (args.only && pageKey(page) !== args.only) continue; // e.g. --only '/player/{id}'
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${origin}${page}`, cookie));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({
      page,
      ...median,
      performanceRuns: runs.map((r) => r.performance),
      benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
      cpuSlowdowns: runs.map((r) => r.cpuSlowdown),
    });
    console.log(format(rows.at(-1)));
  }

  if (args.report) writeFileSync(args.report, `${JSON.stringify(rows, null, 2)}\n`);
  const preset = args.desktop
    ? 'desktop'
    : `mobile, CPU ${FIXED_CPU_SLOWDOWN ? `slowed ${FIXED_CPU_SLOWDOWN}× (fixed)` : `slowed to the preset's phone (${PRESET_CPU_SLOWDOWN}× on a host of index ${PRESET_HOST_INDEX})`}`;
  console.log(`\n${preset}, median of ${RUNS} run(s) by performance:`);
  console.log(
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | runs | host index | CPU slowdown |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---|---|');
  for (const row of rows) console.log(tableRow(row));

  const belowGoal = rows.filter((r) => r.performance < GOALS.performance);
  if (belowGoal.length && !args.desktop)
    console.log(
      `\nStill below issue 13's performance goal of ${GOALS.performance * 100}: ${belowGoal.map((r) => `${pageKey(r.page)} ${pct(r.performance)}`).join(', ')}`,
    );
  const failures = rows.flatMap((row) => [
    ...(row.accessibility < GOALS.accessibility
      ? [`${row.page}: accessibility ${pct(row.accessibility)}`, ...row.failedA11y.map((a) => `  ${a}`)]
      : []),
    // The floors are for the preset's phone through the front; --direct and a fixed multiplier are comparisons.
    ...(!args.desktop && !args.direct && FIXED_CPU_SLOWDOWN === undefined && row.performance < FLOORS[pageKey(row.page)]
      ? [`${row.page}: performance ${pct(row.performance)}, below its floor of ${pct(FLOORS[pageKey(row.page)])}`]
      : []),
  ]);
  if (failures.length) {
    console.error(`\n${failures.join('\n')}`);
    failed = !args['no-fail'];
  }
} finally {
  // The server checkpoints SQLite and Caddy writes its state as they stop:
  // removing the data dir before they have exited can fail with ENOTEMPTY.
  await Promise.all([stopChild(front), stopChild(server)]);
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
process.exit(failed ? 1 : 0);

/**
 * Caddy in front of the server at `upstream`, serving `origin` over HTTPS with
 * HTTP/2, with docs/deploy.md's site block (compression but for the event
 * stream, the upload limit, event streams flushed at once) and a certificate
 * from Caddy's local CA. Its state stays in the step's data dir.
 */
async function startHttpsFront(publicOrigin, upstream) {
  const caddyDir = path.join(dataDir, 'caddy');
  mkdirSync(caddyDir);
  const caddyfile = path.join(caddyDir, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	storage file_system ${path.join(caddyDir, 'storage')}
}

${publicOrigin} {
	tls internal
	@compressible not path /api/events
	encode @compressible zstd gzip
	request_body {
		max_size 510MB
	}
	reverse_proxy ${new URL(upstream).host} {
		flush_interval -1
	}
}
`,
  );
  const caddy = spawn(CADDY_PATH, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: caddyDir, XDG_CONFIG_HOME: caddyDir, XDG_DATA_HOME: caddyDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const deadline = Date.now() + 30_000;
  while (!(await answersOverHttps(`${publicOrigin}/api/health`))) {
    if (caddy.exitCode !== null || Date.now() > deadline) {
      caddy.kill('SIGKILL');
      throw new Error(`Caddy did not serve ${publicOrigin}/api/health:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return caddy;
}

/** Whether `url` answers 200 through the front (its certificate is Caddy's own, see CHROME_FLAGS). */
function answersOverHttps(url) {
  return new Promise((resolve) => {
    const probe = httpsRequest(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => probe.destroy());
    probe.end();
  });
}

/**
 * The measured pages: a seeded tournament, a seeded player and the demo's
 * published cup are picked through the API. The recorder (`/Game/{id}`) is
 * not measured yet: its first run scored 55 with a colour-contrast failure
 * (decision 392's consequences).
 */
async function pagesToMeasure(base, cookie) {
  const get = async (url) => {
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return response.json();
  };
  const tournaments = await get('/api/tournaments');
  const tournament = (tournaments.items ?? tournaments)[0];
  const players = await get('/api/players');
  const player = (players.items ?? players)[0];
  if (!tournament || !player) throw new Error('The demo has no tournament or no player.');
  // The demo's cup and its published results page (decision 460).
  const event = (await get('/api/events/list')).items[0];
  const publication = event ? await get(`/api/events/${event.id}/publication`) : null;
  if (!publication?.published) throw new Error('The demo has no published event.');
  return [
    '/',
    '/players',
    '/Tournament',
    `/TournamentView/${tournament.id}`,
    `/player/${player.id}`,
    `/Results/${publication.token}`,
  ];
}

/**
 * One Lighthouse run. A runtime error of Lighthouse itself (e.g. NO_NAVSTART,
 * "Something went wrong with recording the trace", seen once at the end of a
 * full CI run) says nothing about the page, so the run is made again, at most
 * twice; a third error fails the step. Scores are never retried.
 */
async function measure(url, cookie, attemptsLeft = 2) {
  try {
    return await measureOnce(url, cookie);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || attemptsLeft === 0) throw error;
    const reason = error.message.split('\n').find((line) => /error/i.test(line)) ?? error.message;
    console.log(`${url}: ${reason.trim()}; measuring again`);
    return measure(url, cookie, attemptsLeft - 1);
  }
}

/**
 * One Lighthouse run in a browser of its own whose cookie jar holds the
 * session, as a signed-in phone's does. Lighthouse's `--extra-headers` is not
 * enough: it only sets a Cookie header while the page has no cookie of its
 * own, so once the app wrote its colour-scheme cookie every API request went
 * out without the session and answered 401, and the data pages were measured
 * showing an error. Lighthouse keeps cookies when it resets storage.
 */
async function measureOnce(url, cookie) {
  const out = path.join(dataDir, 'lighthouse.json');
  const debuggingPort = await freePort();
  const browser = spawn(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${mkdtempSync(path.join(dataDir, 'chromium-'))}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await putSessionInCookieJar(debuggingPort, new URL(url).origin, cookie);
    const cpuSlowdown = args.desktop ? undefined : (FIXED_CPU_SLOWDOWN ?? (await calibratedCpuSlowdown(debuggingPort)));
    return { ...readReport(url, out, runLighthouse(url, out, debuggingPort, cpuSlowdown)), cpuSlowdown };
  } finally {
    // Waited for, so that its profile is no longer written to when the data dir goes.
    await stopChild(browser, 5_000);
  }
}

/**
 * The multiplier that makes this host's CPU the preset's phone: the host
 * measured now by Lighthouse's own benchmark (the function behind a report's
 * `benchmarkIndex`, about a second) in the blank page of the run's browser,
 * scaled from the preset's 4× at index 1,533. Bounded to 1–20×.
 */
async function calibratedCpuSlowdown(port) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const index = await evaluateInBlankPage(port, `(${pageFunctions.computeBenchmarkIndex})()`);
  const slowdown = (PRESET_CPU_SLOWDOWN * index) / PRESET_HOST_INDEX;
  return Math.round(Math.min(20, Math.max(1, slowdown)) * 10) / 10;
}

function runLighthouse(url, out, debuggingPort, cpuSlowdown) {
  return spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      '--hostname=127.0.0.1',
      `--port=${debuggingPort}`,
      ...(args.desktop ? ['--preset=desktop'] : []),
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      // The observed trace, beside the report, for --save-runs.
      ...(args['save-runs'] ? ['--save-assets'] : []),
    ],
    { encoding: 'utf8', timeout: 180_000 },
  );
}

/** Sets the `name=value; …` pairs of `cookie` for `origin` through the DevTools protocol of the browser at `port`. */
async function putSessionInCookieJar(port, origin, cookie) {
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: origin,
      httpOnly: true,
      // Behind HTTPS the session cookie is a `__Secure-` one, which the jar takes only as secure.
      secure: origin.startsWith('https:'),
      sameSite: 'Lax',
    };
  });
  await devtoolsCall(await devtoolsEndpoint(port, '/json/version'), 'Storage.setCookies', { cookies });
}

/** The value of `expression`, evaluated in the browser's blank start page (awaited when it is a promise). */
async function evaluateInBlankPage(port, expression) {
  const { result, exceptionDetails } = await devtoolsCall(
    await devtoolsEndpoint(port, '/json/list'),
    'Runtime.evaluate',
    {
      expression,
      returnByValue: true,
      awaitPromise: true,
    },
  );
  if (exceptionDetails) throw new Error(`Evaluating in the blank page failed: ${exceptionDetails.text}`);
  return result.value;
}

/** The DevTools WebSocket of the browser at `port` (`/json/version`) or of its first page (`/json/list`), once it answers. */
async function devtoolsEndpoint(port, listing) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await (await fetch(`http://127.0.0.1:${port}${listing}`)).json();
      const endpoint = Array.isArray(answer)
        ? answer.find((target) => target.type === 'page')?.webSocketDebuggerUrl
        : answer.webSocketDebuggerUrl;
      if (endpoint) return endpoint;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`Chromium's DevTools did not answer on port ${port}`, { cause: error });
    }
    if (Date.now() > deadline) throw new Error(`Chromium's DevTools on port ${port} lists no ${listing} target`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One DevTools protocol call on its own socket; its result, or an error naming the method. */
async function devtoolsCall(endpoint, method, params) {
  const socket = new WebSocket(endpoint);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = () => reject(new Error('Could not open the DevTools socket'));
    });
    const answer = await new Promise((resolve) => {
      socket.onmessage = (event) => resolve(JSON.parse(event.data));
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result;
  } finally {
    socket.close();
  }
}

/** Copies one run's report and trace into --save-runs, named by order and page. */
function saveRun(url, out) {
  const dir = args['save-runs'];
  mkdirSync(dir, { recursive: true });
  const name = `run-${++savedRuns}-${pageKey(new URL(url).pathname).replace(/[^\w]+/g, '_')}`;
  writeFileSync(path.join(dir, `${name}.json`), readFileSync(out));
  writeFileSync(path.join(dir, `${name}.trace.json`), readFileSync(out.replace(/\.json$/, '-0.trace.json')));
}

function readReport(url, out, run) {
  if (run.status !== 0) {
    const message = `Lighthouse failed on ${url}:\n${run.stderr}`;
    throw /Runtime error encountered/.test(run.stderr) ? new LighthouseRuntimeError(message) : new Error(message);
  }
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  if (args['save-runs']) saveRun(url, out);
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A page whose data did not load is not the page a user sees: its score would be a lie.
  const refused = lhr.audits['network-requests'].details.items.filter(
    (request) => new URL(request.url).pathname.startsWith('/api/') && request.statusCode >= 400,
  );
  if (refused.length)
    throw new Error(
      `${url}: the page's API requests failed, so it was measured showing an error:\n${refused.map((r) => `  ${r.statusCode} ${r.url}`).join('\n')}`,
    );
  const a11y = lhr.categories.accessibility;
  return {
    performance: lhr.categories.performance.score,
    accessibility: a11y.score,
    bestPractices: lhr.categories['best-practices'].score,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    // Lighthouse's own measure of the host at the start of the run, beside the
    // one the multiplier was calibrated with a moment before: far apart, the
    // host's load changed in between.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failedA11y: a11y.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`),
  };
}

function format(row) {
  return `${row.page}: performance ${pct(row.performance)} (runs ${row.performanceRuns.map(pct).join(', ')}), accessibility ${pct(row.accessibility)}, best practices ${pct(row.bestPractices)}, FCP ${sec(row.fcp)}, LCP ${sec(row.lcp)}, TBT ${Math.round(row.tbt)} ms, host index ${row.benchmarkIndexes.join(', ')}, CPU slowdown ${slowdowns(row)}${row.failedA11y.length ? `\n  ${row.failedA11y.join('\n  ')}` : ''}`;
}

/** The page without its seeded id: `/player/{id}`. */
function pageKey(page) {
  return page.replace(/[0-9a-f-]{36}/g, '{id}').replace(/^\/Results\/[\w-]{22}$/, '/Results/{token}');
}

function tableRow(row) {
  return `| \`${pageKey(row.page)}\` | ${pct(row.performance)} | ${pct(row.accessibility)} | ${pct(row.bestPractices)} | ${sec(row.fcp)} | ${sec(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.performanceRuns.map(pct).join(', ')} | ${row.benchmarkIndexes.join(', ')} | ${slowdowns(row)} |`;
}

function slowdowns(row) {
  return row.cpuSlowdowns.map((x) => (x ? `${x}×` : '–')).join(', ');
}

function pct(score) {
  return String(Math.round(score * 100));
}

function sec(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function waitForHealth(base) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${base}/api/health within 60 s.`);
}
