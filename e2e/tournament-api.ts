import { randomUUID } from 'node:crypto';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEFAULT_SCHEDULE_SETTINGS } from '@touchline/core';
import type { NewUser, TestUser } from './fixtures.js';
import { APP_ORIGIN, ORIGIN, uniqueWord } from './support.js';

/**
 * Tournament steps through the real API, for specs whose point is what a page
 * shows of them (the recording screen itself is e2e/12's point).
 */

export type Team = { id: string; name: string };
export type Game = {
  id: string;
  version: number;
  phase: string;
  group: string | null;
  round: number;
  date: string | null;
  start: number | null;
  pitch: number | null;
  team1: Team | null;
  team2: Team | null;
  status: string;
  goals1: number;
  goals2: number;
};
export type Slot = { teamId: string | null; team: string | null };
export type BracketGame = {
  id: string;
  round: number;
  index: number;
  slot1: Slot;
  slot2: Slot;
  winnerTeamId: string | null;
};
export type GameEventInput = {
  kind: 'goal' | 'yellow' | 'secondYellow' | 'red';
  team: 1 | 2;
  minute?: number;
  playerId?: string;
};

/** The answer's JSON after checking its status (the body is in the message when it differs). */
export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

export async function listGames(api: APIRequestContext, id: string): Promise<Game[]> {
  return (await ok<{ items: Game[] }>(await api.get(`/api/tournaments/${id}/games`))).items;
}

/** The bracket's games, round by round, each round in slot order. */
export async function bracketGames(api: APIRequestContext, id: string): Promise<BracketGame[]> {
  const bracket = await ok<{ games: BracketGame[] }>(await api.get(`/api/tournaments/${id}/bracket`));
  return [...bracket.games].sort((a, b) => a.round - b.round || a.index - b.index);
}

/** Starts a game; answers the game's new version. */
export async function startGame(api: APIRequestContext, game: Game): Promise<number> {
  return (await ok<Game>(await api.post(`/api/games/${game.id}/start`, { data: { version: game.version } }))).version;
}

/** Records one event (a fresh client id); answers the game's new version. */
export async function recordEvent(api: APIRequestContext, gameId: string, event: GameEventInput): Promise<number> {
  const saved = await ok<{ game: Game }>(
    await api.post(`/api/games/${gameId}/events`, { data: { id: randomUUID(), ...event } }),
    201,
  );
  return saved.game.version;
}

export async function finishGame(
  api: APIRequestContext,
  gameId: string,
  version: number,
  shootout?: [number, number],
): Promise<Game> {
  const data = shootout ? { version, shootout: { goals1: shootout[0], goals2: shootout[1] } } : { version };
  return ok<Game>(await api.post(`/api/games/${gameId}/finish`, { data }));
}

/** A whole game: start, the events in order, finish (with the shootout score a drawn knockout game needs). */
export async function playEvents(
  api: APIRequestContext,
  game: Game,
  events: GameEventInput[],
  shootout?: [number, number],
): Promise<Game> {
  let version = await startGame(api, game);
  for (const event of events) version = await recordEvent(api, game.id, event);
  return finishGame(api, game.id, version, shootout);
}

/** A whole game with unnamed goals: `goals1` for team 1, then `goals2` for team 2. */
export async function play(
  api: APIRequestContext,
  game: Game,
  goals1: number,
  goals2: number,
  shootout?: [number, number],
): Promise<Game> {
  const goals = [...Array<1>(goals1).fill(1), ...Array<2>(goals2).fill(2)];
  return playEvents(
    api,
    game,
    goals.map((team) => ({ kind: 'goal', team })),
    shootout,
  );
}

/** The spec fixtures (fixtures.ts) a tournament is made with. */
export type TournamentFixtures = {
  createUser: (user: NewUser) => Promise<TestUser>;
  createClub: (club: { name: string; country: string }) => Promise<{ id: string }>;
};

/** What a spec needs of its tournament; each field's default is what most specs use. */
export type TournamentPlan = {
  /** The name before the run's unique word: 'View Cup' → 'View Cup <word>'. */
  title?: string;
  /** How many new clubs ('FC <word> 1', …), or clubs the spec made itself (with players, or names it is about). */
  clubs?: number | { id: string }[];
  /** A group stage: the teams in entry order, `size` to a group (A, B, C, …); without it a round robin. */
  groups?: { size: number; advancement: 'topTwo' | 'first' };
  /** The one day it is played on. */
  date?: string;
  pitches?: number;
  /** The run's unique word, when the spec has already used it (in player names). */
  word?: string;
};

/**
 * A one-day tournament scheduled by a new organiser (level 1) through the API:
 * by default a round robin of three new clubs on one pitch. Answers its id and
 * name, the organiser, its teams in entry order, its games in schedule order,
 * and the organiser's API (the caller disposes of it).
 */
export async function scheduledTournament(
  { createUser, createClub }: TournamentFixtures,
  {
    title = 'Offline Cup',
    clubs = 3,
    groups,
    date = '2031-07-05',
    pitches = DEFAULT_SCHEDULE_SETTINGS.pitches,
    word = uniqueWord(),
  }: TournamentPlan = {},
) {
  const name = `${title} ${word}`;
  const organiser = await createUser({ name: 'Olga Organiser', level: 1 });
  const entrants = [];
  if (Array.isArray(clubs)) entrants.push(...clubs);
  else for (let i = 1; i <= clubs; i += 1) entrants.push(await createClub({ name: `FC ${word} ${i}`, country: 'DE' }));
  const api = await request.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: ORIGIN,
    storageState: organiser.storageState,
  });
  const { id } = await ok<{ id: string }>(
    await api.post('/api/tournaments', {
      data: {
        name,
        type: groups ? 'groupStage' : 'roundRobin',
        dateFrom: date,
        dateTo: date,
        location: 'Hafenstadt',
        settings: { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400, pitches },
      },
    }),
    201,
  );
  const teams: Team[] = [];
  for (const club of entrants) {
    teams.push(await ok<Team>(await api.post(`/api/tournaments/${id}/teams`, { data: { clubId: club.id } }), 201));
  }
  if (groups) {
    const { version } = await ok<{ version: number }>(await api.get(`/api/tournaments/${id}`));
    const named = Array.from({ length: Math.ceil(teams.length / groups.size) }, (_, i) => ({
      name: String.fromCharCode(65 + i),
      advancement: groups.advancement,
      teamIds: teams.slice(i * groups.size, (i + 1) * groups.size).map((team) => team.id),
    }));
    await ok(await api.put(`/api/tournaments/${id}/groups`, { data: { version, groups: named } }));
  }
  await ok(await api.post(`/api/tournaments/${id}/schedule`, { data: {} }));
  return { id, name, word, organiser, clubs: entrants, teams, games: await listGames(api, id), api };
}
