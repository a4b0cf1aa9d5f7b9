import { randomUUID } from 'node:crypto';
import { addDays, DEFAULT_SCHEDULE_SETTINGS, type TournamentSettings } from '@touchline/core';
import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { planGamesHere } from './tournament-rules.js';
import { tournamentsRepository, type GroupRow, type TeamRow } from '../shared/tournaments.repository.js';

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

/** A game of the running tournament's first day, for the scout's demo day (decision 434). */
export type DemoDayGame = {
  id: string;
  tournamentId: string;
  date: string;
  start: number;
  end: number;
  finished: boolean;
  teams: { teamId: string; clubId: string | null }[];
};

/**
 * Demo tournaments in all three formats: one upcoming, one running with some
 * results (games before noon of its first day finished, the next ones
 * running), one finished, whose games (with their teams' clubs) are returned
 * so that the demo can rate players at them. Results are written straight into the games: live
 * recording comes with a later issue. Games come from the same engine calls
 * the API uses (`planGames`, here on the calling thread).
 */
export async function seedDemoTournaments(
  db: Kysely<Database>,
  engine: Engine,
  options: { clubs: readonly { id: string; name: string }[]; today: string; random: () => number; createdBy: string },
): Promise<{
  tournaments: number;
  games: number;
  finishedGames: { id: string; clubIds: string[] }[];
  todayGames: DemoDayGame[];
}> {
  const repository = tournamentsRepository(db, engine);
  let games = 0;
  const finishedGames: { id: string; clubIds: string[] }[] = [];
  const todayGames: DemoDayGame[] = [];
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
      format: '{}',
      seed: 1000 + index,
    };
    await repository.insert({ ...row, createdBy: options.createdBy });
    const teams: TeamRow[] = options.clubs.slice(0, demo.teams).map((club, position) => ({
      id: randomUUID(),
      tournamentId: id,
      clubId: club.id,
      name: club.name,
      position,
      pot: null,
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
    const plan = planGamesHere({ ...row }, teams, groups);
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
    if (demo.progress === 'running') {
      const clubOf = new Map(teams.map((team) => [team.id, team.clubId]));
      for (const game of played) {
        if (game.date !== dateFrom || game.start == null || game.end == null || !game.team1Id || !game.team2Id)
          continue;
        todayGames.push({
          id: game.id,
          tournamentId: id,
          date: game.date,
          start: game.start,
          end: game.end,
          finished: 'status' in game && game.status === 'finished',
          teams: [game.team1Id, game.team2Id].map((teamId) => ({ teamId, clubId: clubOf.get(teamId) ?? null })),
        });
      }
    }
    if (demo.progress === 'finished') {
      const clubOf = new Map(teams.map((team) => [team.id, team.clubId]));
      for (const game of played) {
        const clubIds = [game.team1Id, game.team2Id].flatMap((teamId) => {
          const clubId = teamId ? clubOf.get(teamId) : undefined;
          return clubId ? [clubId] : [];
        });
        finishedGames.push({ id: game.id, clubIds });
      }
    }
  }
  return { tournaments: DEMO.length, games, finishedGames, todayGames };
}
