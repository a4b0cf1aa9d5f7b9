import { randomUUID } from 'node:crypto';
import { createRandom, normalizeName, POSITIONS, SKILLS, type Position } from '@touchline/core';
import type { Insertable, Kysely } from 'kysely';
import { dbValues, type Engine } from '../db/database.js';
import type { Database, RatingScoreTable, RatingTable } from '../db/schema.js';
import { seedDemoTournaments } from '../modules/tournaments/setup/demo-tournaments.js';
import { seedDemoEvent } from './demo-event.js';
import { seedDemoScouting } from './demo-scouting.js';

/**
 * Demo data: clubs in several countries, youth players with names that fit
 * their nationality, ratings by demo scouts, and tournaments in all three
 * formats (upcoming, running, finished) — deterministic for a seed, so
 * benchmarks and screenshots are repeatable.
 */
const NAMES: Record<string, { first: string[]; last: string[] }> = {
  DE: {
    first: [
      'Leon',
      'Paul',
      'Finn',
      'Jonas',
      'Elias',
      'Noah',
      'Luca',
      'Ben',
      'Emil',
      'Felix',
      'Lena',
      'Mia',
      'Emma',
      'Hannah',
      'Lea',
    ],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
      'Krüger',
      'Wolf',
      'Schröder',
    ],
  },
  FR: {
    first: ['Hugo', 'Lucas', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Raphaël', 'Adam', 'Chloé', 'Léa', 'Manon', 'Inès'],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Lefèvre',
      'Girard',
    ],
  },
  ES: {
    first: [
      'Hugo',
      'Martín',
      'Lucas',
      'Mateo',
      'Leo',
      'Daniel',
      'Alejandro',
      'Pablo',
      'Lucía',
      'Sofía',
      'Martina',
      'Paula',
    ],
    last: [
      'García',
      'Fernández',
      'González',
      'Rodríguez',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Ruiz',
      'Díaz',
      'Moreno',
    ],
  },
  PT: {
    first: ['João', 'Rodrigo', 'Martim', 'Afonso', 'Tomás', 'Duarte', 'Gonçalo', 'Maria', 'Leonor', 'Matilde'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes'],
  },
  PL: {
    first: ['Jakub', 'Antoni', 'Jan', 'Szymon', 'Filip', 'Franciszek', 'Zuzanna', 'Julia', 'Maja', 'Łukasz'],
    last: [
      'Nowak',
      'Kowalski',
      'Wiśniewski',
      'Wójcik',
      'Kowalczyk',
      'Kamiński',
      'Lewandowski',
      'Zieliński',
      'Szymański',
    ],
  },
  NL: {
    first: ['Daan', 'Sem', 'Lucas', 'Milan', 'Levi', 'Finn', 'Noah', 'Julia', 'Sophie', 'Tess'],
    last: [
      'de Jong',
      'Jansen',
      'de Vries',
      'van den Berg',
      'van Dijk',
      'Bakker',
      'Janssen',
      'Visser',
      'Smit',
      'Meijer',
    ],
  },
  TR: {
    first: ['Yusuf', 'Eymen', 'Mustafa', 'Ömer', 'Emir', 'Kerem', 'Zeynep', 'Elif', 'Defne'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın'],
  },
  BR: {
    first: ['Miguel', 'Arthur', 'Heitor', 'Davi', 'Gabriel', 'Bernardo', 'Helena', 'Alice', 'Laura'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Carvalho', 'Almeida', 'Ribeiro'],
  },
};

const CLUBS: [string, string][] = [
  ['FC Nordstern', 'DE'],
  ['SV Rheinwiesen', 'DE'],
  ['TSV Alpenblick', 'DE'],
  ['1. FC Hafenstadt', 'DE'],
  ['SC Eichenhain', 'AT'],
  ['FC Seeland', 'CH'],
  ['AS Belle-Rive', 'FR'],
  ['Olympique Val-Doré', 'FR'],
  ['CD Los Olivos', 'ES'],
  ['Atlético Marisma', 'ES'],
  ['GD Ribeira', 'PT'],
  ['KS Wisła Młode', 'PL'],
  ['VV De Polder', 'NL'],
  ['Gençlik SK', 'TR'],
  ['EC Baía Azul', 'BR'],
  ['AC Colline', 'IT'],
];

export type DemoOptions = { players: number; seed?: number; today?: string };

/** `count` youth players of the demo's nations, nine in ten in one of the clubs. */
function demoPlayers(
  count: number,
  clubs: readonly { id: string }[],
  {
    rnd,
    values,
    todayYear,
    now,
  }: { rnd: () => number; values: ReturnType<typeof dbValues>; todayYear: number; now: string | Date },
) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const nationalities = Object.keys(NAMES);
  return Array.from({ length: count }, () => {
    const nationality = rnd() < 0.7 ? pick(nationalities) : pick(['DE', 'FR', 'ES']);
    const names = NAMES[nationality]!;
    const age = 9 + Math.floor(rnd() * 10); // youth: 9–18
    const year = todayYear - age;
    const position: Position = pick(POSITIONS);
    const sides = POSITIONS.filter((p) => p !== position && rnd() < 0.12);
    const club = rnd() < 0.9 ? pick(clubs) : null; // a tenth are free players
    const firstName = pick(names.first);
    const lastName = pick(names.last);
    return {
      id: randomUUID(),
      firstName,
      lastName,
      searchText: normalizeName(`${firstName} ${lastName}`),
      birthday: `${year}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`,
      clubId: club?.id ?? null,
      foot: pick(['right', 'right', 'right', 'left', 'both']),
      backNumberDefault: 1 + Math.floor(rnd() * 30),
      position,
      sidePositions: JSON.stringify(sides),
      nationality,
      height: Math.round(125 + age * 3.6 + (rnd() - 0.5) * 16),
      watchlist: values.boolean(rnd() < 0.05),
      networkPlayer: values.boolean(rnd() < 0.1),
      valueEur: rnd() < 0.2 ? Math.round(5 + rnd() * 95) * 1000 : null,
      targetLeague: null,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    };
  });
}

export async function seedDemo(
  db: Kysely<Database>,
  engine: Engine,
  options: DemoOptions,
): Promise<{
  clubs: number;
  players: number;
  ratings: number;
  ratingsAtGames: number;
  tournaments: number;
  games: number;
  scouting: { lineups: number; watchlist: number; assignments: number; ratings: number };
}> {
  const values = dbValues(engine);
  const rnd = createRandom(options.seed ?? 7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const now = values.timestamp();
  const todayYear = Number((options.today ?? new Date().toISOString()).slice(0, 4));

  // Demo scouts write the ratings; they have no password and cannot sign in.
  const scouts = [1, 2, 3].map((n) => ({
    id: `demo-scout-${n}`,
    name: `Demo Scout ${n}`,
    email: `demo-scout-${n}@example.invalid`,
    emailVerified: values.boolean(false),
    level: 1,
    createdAt: now,
    updatedAt: now,
  }));
  await db
    .insertInto('user')
    .values(scouts)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const clubs = CLUBS.map(([name, country]) => ({ id: randomUUID(), name, country, createdAt: now, updatedAt: now }));
  await db.insertInto('club').values(clubs).execute();

  const players = demoPlayers(options.players, clubs, { rnd, values, todayYear, now });

  const ratings: Insertable<RatingTable>[] = [];
  const scores: Insertable<RatingScoreTable>[] = [];
  for (const player of players) {
    if (rnd() > 0.3) continue; // three in ten players have been rated
    const count = 1 + Math.floor(rnd() * 3);
    const talent = 4 + rnd() * 4;
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      ratings.push({
        id,
        playerId: player.id,
        authorId: pick(scouts).id,
        globalRating: clamp(Math.round(talent + (rnd() - 0.5) * 2)),
        note: null,
        createdAt: now,
      });
      for (const skill of SKILLS) {
        if (rnd() < 0.6) scores.push({ ratingId: id, skill, score: clamp(Math.round(talent + (rnd() - 0.5) * 4)) });
      }
    }
  }

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < players.length; i += 500)
      await trx
        .insertInto('player')
        .values(players.slice(i, i + 500))
        .execute();
    for (let i = 0; i < ratings.length; i += 1000)
      await trx
        .insertInto('rating')
        .values(ratings.slice(i, i + 1000))
        .execute();
    for (let i = 0; i < scores.length; i += 3000)
      await trx
        .insertInto('rating_score')
        .values(scores.slice(i, i + 3000))
        .execute();
  });
  const { finishedGames, todayGames, ...tournaments } = await seedDemoTournaments(db, engine, {
    clubs,
    today: (options.today ?? new Date().toISOString()).slice(0, 10),
    random: rnd,
    createdBy: scouts[0]!.id,
  });

  // Ratings made at the finished tournament's games: the only ratings its
  // anonymised metrics are computed over (decision 340). Most players of its
  // clubs are rated once, at one of their team's games, on most skills, so
  // most groups reach 5 players.
  const atGames: Insertable<RatingTable>[] = [];
  const scoresAtGames: Insertable<RatingScoreTable>[] = [];
  for (const player of players) {
    const theirGames = finishedGames.filter((game) => player.clubId !== null && game.clubIds.includes(player.clubId));
    if (theirGames.length === 0 || rnd() > 0.8) continue;
    const id = randomUUID();
    const talent = 4 + rnd() * 4;
    atGames.push({
      id,
      playerId: player.id,
      gameId: pick(theirGames).id,
      authorId: pick(scouts).id,
      globalRating: clamp(Math.round(talent + (rnd() - 0.5) * 2)),
      note: null,
      createdAt: now,
    });
    for (const skill of SKILLS) {
      if (rnd() < 0.9)
        scoresAtGames.push({ ratingId: id, skill, score: clamp(Math.round(talent + (rnd() - 0.5) * 4)) });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < atGames.length; i += 1000)
      await trx
        .insertInto('rating')
        .values(atGames.slice(i, i + 1000))
        .execute();
    for (let i = 0; i < scoresAtGames.length; i += 3000)
      await trx
        .insertInto('rating_score')
        .values(scoresAtGames.slice(i, i + 3000))
        .execute();
  });
  // The running tournament as a cup with its public results page (decision 460).
  const running = todayGames[0]?.tournamentId;
  if (running) await seedDemoEvent(db, engine, { tournamentId: running, createdBy: scouts[0]!.id });
  // The scout's tournament day: line-ups, watchlist players, a plan and ratings at the running tournament.
  const scouting = await seedDemoScouting(db, engine, {
    games: todayGames,
    players,
    scoutIds: scouts.map((s) => s.id),
    random: rnd,
  });
  return {
    clubs: clubs.length,
    players: players.length,
    ratings: ratings.length + atGames.length + scouting.ratings,
    ratingsAtGames: atGames.length,
    ...tournaments,
    scouting,
  };
}

function clamp(score: number): number {
  return Math.min(10, Math.max(1, score));
}
