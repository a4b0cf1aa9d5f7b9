/**
 * `npm run seed:demo [-- --players 50000]`: loads the demo into the database
 * the settings point at (SQLite under DATA_DIR by default, or DATABASE_URL),
 * after migrating it. Refuses to run twice on the same database.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from './demo.js';

const { values } = parseArgs({
  options: { players: { type: 'string', default: '400' }, seed: { type: 'string', default: '7' } },
});
const players = Number(values.players);
if (!Number.isInteger(players) || players < 1 || players > 1_000_000) {
  console.error('--players must be a whole number from 1 to 1,000,000');
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database);
  const seeded = await database.db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', 'demoSeeded')
    .executeTakeFirst();
  if (seeded) {
    console.error(`This database already has the demo (seeded ${seeded.value}). Use a fresh DATA_DIR or database.`);
    process.exit(1);
  }
  const started = Date.now();
  const result = await seedDemo(database.db, database.engine, { players, seed: Number(values.seed) });
  await database.db.insertInto('app_setting').values({ key: 'demoSeeded', value: new Date().toISOString() }).execute();
  // A bulk load leaves the planner without statistics (and PostgreSQL's visibility
  // map empty, so its index-only scans still read the table) until autovacuum
  // gets to it: the players list's deep page read 50,000 rows in a sequential
  // scan and sort right after `--players 50000` (decision 029).
  if (database.engine === 'postgres') await sql`VACUUM (ANALYZE) player`.execute(database.db);
  await sql`ANALYZE`.execute(database.db);
  console.log(
    `Demo loaded into ${database.engine}: ${result.clubs} clubs, ${result.players} players, ${result.ratings} ratings, ${result.tournaments} tournaments with ${result.games} games in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
