// Durability: SIGKILLs the built server 20 times under write load on SQLite
// (WAL, synchronous=FULL) and checks that every write the server
// acknowledged (201) is in the database afterwards and that
// `pragma integrity_check` is ok. Prints a Markdown table; exits 1 on a loss.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { signUpAdministrator, startProcess } from './processes.mjs';

const KILLS = Number(process.env.DURABILITY_KILLS ?? 20);
const WRITERS = Number(process.env.DURABILITY_WRITERS ?? 8);
/** Each life of the server lasts a random time in this range before the kill. */
const LIFE_MS = [400, 1500];

// better-sqlite3 is the server's dependency; read the database as the server does.
const SQLite = createRequire(path.resolve(import.meta.dirname, '../package.json'))('better-sqlite3');

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-durability-'));
// One account stands for eight writers as fast as answers come: lift its write limit (decision 027).
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', WRITE_LIMIT_PER_MINUTE: '1000000' };
const acknowledged = new Set();
let attempted = 0;
let failed = 0;

let server = await startProcess('apps/server/dist/server.js', env);
const cookie = await signUpAdministrator(server.base);

/** Writes players until the server dies; keeps the id of every 201. */
async function writer(base, id, alive) {
  for (let n = 0; alive.value; n++) {
    attempted++;
    try {
      const res = await fetch(`${base}/api/players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ firstName: 'Durable', lastName: `W${id}-${n}` }),
      });
      if (res.status === 201) acknowledged.add((await res.json()).id);
      else failed++;
    } catch {
      failed++; // the connection died with the server: not acknowledged
    }
  }
}

const started = Date.now();
for (let kill = 0; kill < KILLS; kill++) {
  if (kill > 0) server = await startProcess('apps/server/dist/server.js', env);
  const alive = { value: true };
  const writers = Array.from({ length: WRITERS }, (_, i) => writer(server.base, i, alive));
  const life = LIFE_MS[0] + Math.random() * (LIFE_MS[1] - LIFE_MS[0]);
  await new Promise((r) => setTimeout(r, life));
  const exited = new Promise((r) => server.child.once('exit', r));
  // No new writes from here; the ones in flight are cut by the kill.
  alive.value = false;
  server.child.kill('SIGKILL');
  await exited;
  await Promise.all(writers);
}
const seconds = (Date.now() - started) / 1000;

// One clean start after the last kill: the server recovers the WAL and answers.
server = await startProcess('apps/server/dist/server.js', env);
await server.stop();

const db = new SQLite(path.join(dataDir, 'touchline.db'), { readonly: true });
const integrity = db.pragma('integrity_check', { simple: true });
const present = new Set(db.prepare(`select id from player where "firstName" = 'Durable'`).pluck().all().map(String));
db.close();
rmSync(dataDir, { recursive: true, force: true });
const lost = [...acknowledged].filter((id) => !present.has(id)).length;

console.log(
  `Durability: the built server on SQLite SIGKILLed ${KILLS} times under ${WRITERS} concurrent writers (\`POST /api/players\`), each life ${LIFE_MS[0]}–${LIFE_MS[1]} ms, ${seconds.toFixed(0)} s in all.\n`,
);
console.log(
  '| kills | writes sent | acknowledged (201) | acknowledged and lost | cut by a kill (no answer) | rows in the database | integrity_check |',
);
console.log('|---:|---:|---:|---:|---:|---:|---|');
console.log(
  `| ${KILLS} | ${attempted} | ${acknowledged.size} | ${lost} | ${failed} | ${present.size} | ${integrity} |`,
);
if (lost > 0 || integrity !== 'ok') process.exit(1);
