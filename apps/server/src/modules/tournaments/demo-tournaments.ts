import { randomUUID } from 'node:crypto';
import { addDays, DEFAULT_SCHEDULE_SETTINGS, type TournamentSettings } from '@touchline/core';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { planGames } from './tournament-rules.js';
import { tournamentsRepository, type GroupRow, type TeamRow } from './tournaments.repository.js';

/** A new tournament's defaults on two pitches, at most 5 hours of play a pitch. */
const DEMO_SETTINGS: TournamentSettings = { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 300, pitches: 2 };

type DemoTournament = {
  name: string;
  type: 'scouting' | 'roundRobin' | 'groupStage';
  /** Days from today to the first day. */
  startsIn: number;
  days: number;
  teams: number;
  /** How far the results go: none, the first day's morning, everything. */
  progress: 'upcoming' | 'running' | 'finished';
};

const DEMO: DemoTournament[] = [
  { name: 'Autumn Scouting Day', type: 'scouting', startsIn: 14, days: 1, teams: 8, progress: 'upcoming' },
  { name: 'Hafenstadt Youth Cup', type: 'groupStage', startsIn: 0, days: 2, teams: 8, progress: 'running' },
  { name: 'Spring League Day', type: 'roundRobin', startsIn: -30, days: 1, teams: 6, progress: 'finished' },
];

/**
 * Demo tournaments in all three formats: one upcoming, one running with some
 * results (games before noon of its first day finished, the next ones
 * running), one finished. Results are written straight into the games: live
 * recording comes with a later issue. Games come from the same engine calls
 * the API uses (`planGames`).
 */
export async function seedDemoTournaments(
  db: Kysely<Database>,
  engine: Engine,
  options: { clubs: readonly { id: string; name: string }[]; today: string; random: () => number; createdBy: string },
): Promise<{ tournaments: number; games: number }> {
  const repository = tournamentsRepository(db, engine);
  let games = 0;
  for (const [index, demo] of DEMO.entries()) {
    const id = randomUUID();
    const dateFrom = addDays(options.today, demo.startsIn);
    const row = {
      id,
      name: demo.name,
      title: null,
      location: 'Hafenstadt',
      type: demo.type,
      dateFrom,
      dateTo: addDays(dateFrom, demo.days - 1),
      tieBreak: 'FIFA',
      settings: JSON.stringify(DEMO_SETTINGS),
      seed: 1000 + index,
    };
    await repository.insert({ ...row, createdBy: options.createdBy });
    const teams: TeamRow[] = options.clubs.slice(0, demo.teams).map((club, position) => ({
      id: randomUUID(),
      tournamentId: id,
      clubId: club.id,
      name: club.name,
      position,
    }));
    for (const team of teams) await repository.insertTeam(team);
    const groups: GroupRow[] =
      demo.type === 'groupStage'
        ? [0, 1].map((g) => ({
            name: String.fromCharCode(65 + g),
            advancement: 'topTwo',
            teamIds: teams.filter((_, i) => i % 2 === g).map((t) => t.id),
          }))
        : [];
    await repository.replaceGroups(
      id,
      groups.map((g) => ({ id: randomUUID(), ...g })),
    );
    const plan = planGames({ ...row }, teams, groups);
    const goals = () => Math.floor(options.random() * 4);
    const played = plan.games.map((game) => {
      if (!game.team1Id || !game.team2Id || game.start == null) return game;
      const start = game.start;
      const finished =
        demo.progress === 'finished' || (demo.progress === 'running' && game.date === dateFrom && start < 11 * 60);
      const running = demo.progress === 'running' && game.date === dateFrom && start >= 11 * 60 && start < 11 * 60 + 30;
      if (finished) return { ...game, status: 'finished', goals1: goals(), goals2: goals() };
      if (running) return { ...game, status: 'running', goals1: goals(), goals2: 0 };
      return game;
    });
    await repository.insertGames(played);
    await repository.setBracket(id, plan.bracket);
    games += played.length;
  }
  return { tournaments: DEMO.length, games };
}
