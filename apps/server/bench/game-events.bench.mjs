// Game recording (decisions 022 and 025), on SQLite and on
// PostgreSQL when a server answers:
// - saturation: 100 games of one tournament recording goals and cards as fast
//   as answers come (one connection each): events per second, p50/p99;
// - game day: the same 100 games sending one event a second between them all
//   (open loop, 100 events/s offered whatever the answers do): p50/p99, what
//   a recorder at the pitch waits;
// - fan-out (SQLite): from the recorder's request to 1,000 followers' SSE
//   messages, p50/p95.
// Baseline in the same run: this file as a bare Fastify process
// (BENCH_ROLE=baseline) that keeps events in memory by their client id and
// fans a change out to its SSE followers: same requests, no database, no
// session, no transaction. Prints a Markdown table.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GAMES = Number(process.env.BENCH_GAMES ?? 100);
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Changes sent one after the other while the followers listen. */
const CHANGES = Number(process.env.BENCH_CHANGES ?? 40);
/** Events per second offered on game day (open loop). */
const GAME_DAY_RATE = Number(process.env.BENCH_GAME_DAY_RATE ?? 100);

if (process.env.BENCH_ROLE === 'baseline') await serveBaseline();
else await main();

/** The baseline: recording and fan-out with nothing but Fastify and memory. */
async function serveBaseline() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const events = new Map();
  const followers = new Set();
  let nextId = 1;
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.post('/api/games/:id/events', async (request, reply) => {
    const body = request.body;
    const stored = events.get(body.id);
    if (stored) return reply.status(200).send(stored);
    const event = { ...body, gameId: request.params.id, createdAt: new Date().toISOString(), version: 1 };
    events.set(body.id, event);
    const message = `id: ${nextId++}\nevent: change\ndata: ${JSON.stringify({ topic: 'tournament', ids: ['t'] })}\n\n`;
    for (const res of followers) res.write(message);
    return reply.status(201).send(event);
  });
  app.get('/api/events', (request, reply) => {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.write('event: ready\ndata: {}\n\n');
    followers.add(res);
    res.on('close', () => followers.delete(res));
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const { DEFAULT_SCHEDULE_SETTINGS } = await import('@touchline/core');
  const { followTournaments, postgresSchema, signUpAdministrator, startProcess } = await import('./processes.mjs');
  const self = fileURLToPath(import.meta.url);

  const json = async (base, cookie, method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  /** A round robin with at least GAMES games, all started; returns the running games' ids. */
  async function runningGames(base, cookie) {
    let teams = 2;
    while ((teams * (teams - 1)) / 2 < GAMES) teams += 1;
    const tournament = await json(base, cookie, 'POST', '/api/tournaments', {
      name: 'Bench Cup',
      type: 'roundRobin',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-03',
      settings: { ...DEFAULT_SCHEDULE_SETTINGS, pitches: 8, maxPlaytime: 480, latestGame: 18 * 60 },
    });
    for (let i = 0; i < teams; i++) {
      const club = await json(base, cookie, 'POST', '/api/clubs', { name: `Bench Club ${i}`, country: 'DE' });
      await json(base, cookie, 'POST', `/api/tournaments/${tournament.id}/teams`, { clubId: club.id });
    }
    await json(base, cookie, 'POST', `/api/tournaments/${tournament.id}/schedule`, {});
    const { items } = await json(base, cookie, 'GET', `/api/tournaments/${tournament.id}/games`);
    const games = items.slice(0, GAMES);
    for (const game of games) {
      await json(base, cookie, 'POST', `/api/games/${game.id}/start`, { version: game.version });
    }
    return games.map((g) => g.id);
  }

  /**
   * 100 connections recording goals and cards as fast as answers come. The
   * n-th event goes to game n mod 100, so the games fill evenly, and each game
   * takes its events in a cycle of 16: five goals and three cards a side, the
   * proportions of a game's limits (99 and 60 a side, decision 351). The games
   * hold about 30,000 events between them, beyond that they refuse more.
   */
  async function record(base, cookie, gameIds) {
    const cycle = ['goal', 'yellow', 'goal', 'goal', 'red', 'goal', 'yellow', 'goal'].flatMap((kind) => [
      [kind, 1],
      [kind, 2],
    ]);
    let n = 0;
    const run = await autocannon({
      url: base,
      connections: gameIds.length,
      duration: DURATION,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const gameId = gameIds[n % gameIds.length];
            const [kind, team] = cycle[Math.floor(n / gameIds.length) % cycle.length];
            n += 1;
            return {
              ...request,
              path: `/api/games/${gameId}/events`,
              body: JSON.stringify({ id: randomUUID(), kind, team }),
            };
          },
        },
      ],
    });
    if (run.non2xx || run.errors) {
      const full = n >= gameIds.length * 300 ? ' (the games are full: raise BENCH_GAMES or lower BENCH_SECONDS)' : '';
      throw new Error(`recording: ${run.non2xx} non-2xx, ${run.errors} errors${full}`);
    }
    return { rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99 };
  }

  /**
   * Game day: GAME_DAY_RATE events a second spread over the games, sent on
   * schedule whether or not earlier ones were answered (open loop), for
   * DURATION seconds; the latency of each.
   */
  async function gameDay(base, cookie, gameIds) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: gameIds.length });
    const send = (gameId) =>
      new Promise((resolve, reject) => {
        const body = JSON.stringify({ id: randomUUID(), kind: 'goal', team: 1 });
        const started = performance.now();
        const request = http.request(
          `${base}/api/games/${gameId}/events`,
          {
            method: 'POST',
            agent,
            headers: {
              cookie,
              origin: base,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 201
                ? resolve(performance.now() - started)
                : reject(new Error(`game day: ${res.statusCode}`)),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const total = GAME_DAY_RATE * DURATION;
    const begin = performance.now();
    const sent = [];
    for (let i = 0; i < total; i++) {
      const due = begin + (i * 1000) / GAME_DAY_RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sent.push(send(gameIds[i % gameIds.length]));
    }
    const latencies = (await Promise.all(sent)).sort((a, b) => a - b);
    agent.destroy();
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return { p50: at(0.5), p99: at(0.99) };
  }

  /** FOLLOWERS listen; CHANGES events are sent one by one; the delay of each to each follower. */
  async function fanOut(base, cookie, gameId) {
    const arrivals = [];
    let waiting = null;
    let pending = 0;
    let sentAt = 0;
    const closers = [];
    for (let i = 0; i < FOLLOWERS; i++) {
      closers.push(
        await followTournaments(base, cookie, (at) => {
          arrivals.push(at - sentAt);
          pending -= 1;
          if (pending === 0) waiting?.();
        }),
      );
    }
    for (let k = 0; k < CHANGES; k++) {
      pending = FOLLOWERS;
      const all = new Promise((resolve) => {
        waiting = resolve;
      });
      sentAt = performance.now();
      await json(base, cookie, 'POST', `/api/games/${gameId}/events`, { id: randomUUID(), kind: 'goal', team: 1 });
      await Promise.race([
        all,
        new Promise((_, reject) => setTimeout(() => reject(new Error('fan-out timeout')), 10_000)),
      ]);
    }
    closers.forEach((close) => close());
    const sorted = arrivals.sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { p50: at(0.5), p95: at(0.95), messages: sorted.length };
  }

  /** Recording on one engine: saturation, game day, and (when asked) the fan-out. */
  async function benchEngine(engine, withFanOut) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-game-events-bench-'));
    const schema = engine === 'postgres' ? await postgresSchema() : null;
    if (engine === 'postgres' && !schema) return null;
    try {
      const env = {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // One account stands for 100 recorders here: lift its write limit (decision 027).
        WRITE_LIMIT_PER_MINUTE: '1000000',
        ...(schema ? { DATABASE_URL: schema.url } : {}),
      };
      const server = await startProcess('apps/server/dist/server.js', env);
      const cookie = await signUpAdministrator(server.base);
      const gameIds = await runningGames(server.base, cookie);
      const result = { record: await record(server.base, cookie, gameIds) };
      result.gameDay = await gameDay(server.base, cookie, gameIds);
      if (withFanOut) result.fanOut = await fanOut(server.base, cookie, gameIds[0]);
      await server.stop();
      return result;
    } finally {
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const sqlite = await benchEngine('sqlite', true);
  const postgres = await benchEngine('postgres', false);
  const bareServer = await startProcess(self, { BENCH_ROLE: 'baseline' });
  const bareIds = Array.from({ length: GAMES }, () => randomUUID());
  const bare = {
    record: await record(bareServer.base, '', bareIds),
    gameDay: await gameDay(bareServer.base, '', bareIds),
    fanOut: await fanOut(bareServer.base, '', bareIds[0]),
  };
  await bareServer.stop();

  console.log(
    `Game recording: ${GAMES} running games of one tournament. Saturation: one connection per game, each sending its next event as soon as the last is answered, for ${DURATION} s. Game day: ${GAME_DAY_RATE} events a second spread over the games, sent on schedule (open loop) for ${DURATION} s. Fan-out (SQLite): ${FOLLOWERS.toLocaleString('en')} SSE followers of the tournament topic and ${CHANGES} events sent one after another (${sqlite.fanOut.messages.toLocaleString('en')} messages timed). PostgreSQL: ${postgres ? 'the local server, a fresh schema' : 'no server answered, not measured'}. Baseline: a bare Fastify process that keeps events in memory by id and fans a change out to its SSE followers (no database, session or transaction).\n`,
  );
  console.log('| measure | SQLite | PostgreSQL | baseline | SQLite / baseline | PostgreSQL / baseline |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const pick = (r, path) => path.reduce((o, k) => o?.[k], r);
  const rows = [
    [`saturation: events recorded per second`, ['record', 'rps'], 0],
    ['saturation: latency p50 (ms)', ['record', 'p50'], 1],
    ['saturation: latency p99 (ms)', ['record', 'p99'], 1],
    [`game day (${GAME_DAY_RATE} events/s): latency p50 (ms)`, ['gameDay', 'p50'], 1],
    [`game day (${GAME_DAY_RATE} events/s): latency p99 (ms)`, ['gameDay', 'p99'], 1],
    [`event to follower's SSE message p50 (ms, ${FOLLOWERS} followers)`, ['fanOut', 'p50'], 1],
    [`event to follower's SSE message p95 (ms, ${FOLLOWERS} followers)`, ['fanOut', 'p95'], 1],
  ];
  const cell = (v, digits) => (v === undefined ? '–' : v.toFixed(digits));
  // autocannon reports whole milliseconds: a baseline under 1 ms has no ratio.
  const ratio = (v, b) => (v === undefined || !(b > 0) ? '–' : (v / b).toFixed(2));
  for (const [label, path, digits] of rows) {
    const [s, p, b] = [pick(sqlite, path), pick(postgres, path), pick(bare, path)];
    console.log(
      `| ${label} | ${cell(s, digits)} | ${cell(p, digits)} | ${cell(b, digits)} | ${ratio(s, b)} | ${ratio(p, b)} |`,
    );
  }
}
