import { randomUUID } from 'node:crypto';
import { SKILLS, suggestPlan } from '@touchline/core';
import type { Insertable, Kysely } from 'kysely';
import { dbValues, type Engine } from '../db/database.js';
import type { Database, GameLineupTable, RatingScoreTable, RatingTable } from '../db/schema.js';
import type { DemoDayGame } from '../modules/tournaments/setup/demo-tournaments.js';

type DemoPlayer = { id: string; clubId: string | null; position: string; backNumberDefault: number };

/** Starters per team in the demo's line-ups: a youth seven-a-side. */
const STARTERS = 7;
const GAMES_WITH_LINEUPS = 8;

/**
 * The scout's tournament day in the demo (decision 434): line-ups
 * for the first games of the running tournament's first day, a watchlist
 * player in each of them, a scouting plan of the demo scouts (core
 * `suggestPlan`), and ratings made at its finished games. Games further on
 * keep no line-up, so the day view shows the clubs' rosters there.
 */
export async function seedDemoScouting(
  db: Kysely<Database>,
  engine: Engine,
  input: {
    games: readonly DemoDayGame[];
    players: readonly DemoPlayer[];
    scoutIds: readonly string[];
    random: () => number;
  },
): Promise<{ lineups: number; watchlist: number; assignments: number; ratings: number }> {
  const values = dbValues(engine);
  const now = values.timestamp();
  const games = [...input.games].sort((a, b) => a.start - b.start).slice(0, GAMES_WITH_LINEUPS);
  const lineups: Insertable<GameLineupTable>[] = [];
  const watch = new Set<string>();
  const inLineup = new Map<string, string[]>();
  for (const game of games) {
    for (const team of game.teams) {
      if (!team.clubId) continue;
      const squad = input.players.filter((p) => p.clubId === team.clubId).slice(0, STARTERS);
      if (squad.length === 0) continue;
      const used = new Set<number>();
      const starters = squad.map((player, index) => {
        let number = player.backNumberDefault;
        while (used.has(number)) number = (number % 99) + 1;
        used.add(number);
        return {
          playerId: player.id,
          position: player.position,
          x: 15 + ((index * 23) % 70),
          y: 20 + index * 10,
          backNumber: number,
        };
      });
      lineups.push({
        gameId: game.id,
        teamId: team.teamId,
        clubId: team.clubId,
        formationId: null,
        shirtColour: '#1e88e5',
        shortsColour: '#ffffff',
        starters: JSON.stringify(starters),
        substitutes: '[]',
        updatedAt: now,
      });
      watch.add(squad[0]!.id);
      inLineup.set(game.id, [...(inLineup.get(game.id) ?? []), ...squad.map((p) => p.id)]);
    }
  }
  const plan = suggestPlan(
    input.games.map((g) => ({ id: g.id, date: g.date, start: g.start, end: g.end })),
    input.scoutIds,
    games.map((g) => g.id),
  );
  const ratings: Insertable<RatingTable>[] = [];
  const scores: Insertable<RatingScoreTable>[] = [];
  for (const game of games.filter((g) => g.finished)) {
    const author = plan.assignments.find((a) => a.gameIds.includes(game.id))?.userId ?? input.scoutIds[0]!;
    for (const playerId of (inLineup.get(game.id) ?? []).slice(0, 4)) {
      const id = randomUUID();
      const talent = 4 + input.random() * 5;
      ratings.push({
        id,
        playerId,
        gameId: game.id,
        authorId: author,
        globalRating: Math.min(10, Math.max(1, Math.round(talent))),
        note: null,
        createdAt: now,
      });
      for (const skill of SKILLS.slice(0, 6)) {
        scores.push({
          ratingId: id,
          skill,
          score: Math.min(10, Math.max(1, Math.round(talent + input.random() * 2 - 1))),
        });
      }
    }
  }
  const tournamentId = input.games[0]?.tournamentId;
  await db.transaction().execute(async (trx) => {
    if (lineups.length) await trx.insertInto('game_lineup').values(lineups).execute();
    if (watch.size)
      await trx
        .updateTable('player')
        .set({ watchlist: values.boolean(true) })
        .where('id', 'in', [...watch])
        .execute();
    if (tournamentId) {
      await trx
        .insertInto('scouting_plan')
        .values({ tournamentId, version: 1, updatedBy: null, updatedAt: now })
        .execute();
      const rows = plan.assignments.flatMap((a) =>
        a.gameIds.map((gameId) => ({ tournamentId, userId: a.userId, gameId })),
      );
      if (rows.length) await trx.insertInto('scouting_assignment').values(rows).execute();
    }
    if (ratings.length) await trx.insertInto('rating').values(ratings).execute();
    if (scores.length) await trx.insertInto('rating_score').values(scores).execute();
  });
  return { lineups: lineups.length, watchlist: watch.size, assignments: plan.covered, ratings: ratings.length };
}
