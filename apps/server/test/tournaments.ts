import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SCHEDULE_SETTINGS,
  type Club,
  type CreateTournament,
  type Game,
  type Tournament,
  type TournamentTeam,
} from '@touchline/core';
import { expect } from 'vitest';
import type { EngineContext } from './engines.js';
import type { HttpClient } from './http-client.js';

/**
 * After a test wrote a tournament's rows straight into the database: says
 * so, as the services do after their commit, so that views computed before
 * (decision 028) are not served any more.
 */
export async function changedBehindTheApp(
  ctx: EngineContext,
  gameOrTournament: { gameId: string } | { tournamentId: string },
) {
  const id =
    'tournamentId' in gameOrTournament
      ? gameOrTournament.tournamentId
      : (
          await ctx
            .app()
            .database.db.selectFrom('game')
            .select('tournamentId')
            .where('id', '=', gameOrTournament.gameId)
            .executeTakeFirstOrThrow()
        ).tournamentId;
  ctx.app().events.publish('tournament', [id]);
}

/**
 * The defaults (a day 09:00–17:00 with a break 12:00–13:00, 20 minutes of
 * play, 5 of half time and 5 between games: a 30-minute slot) on two pitches.
 */
export const SETTINGS: CreateTournament['settings'] = { ...DEFAULT_SCHEDULE_SETTINGS, maxPlaytime: 400, pitches: 2 };

export function tournamentBody(overrides: Partial<CreateTournament> = {}) {
  return {
    name: 'Spring Cup',
    type: 'roundRobin',
    dateFrom: '2026-05-01',
    dateTo: '2026-05-02',
    location: 'Hafenstadt',
    settings: SETTINGS,
    ...overrides,
  };
}

export async function createTournament(client: HttpClient, overrides: Partial<CreateTournament> = {}) {
  const res = await client.post<Tournament>('/api/tournaments', tournamentBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function createClub(client: HttpClient, name: string): Promise<Club> {
  const res = await client.post<Club>('/api/clubs', { name, country: 'DE' });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function addTeams(client: HttpClient, tournamentId: string, clubs: readonly Club[]) {
  const teams: TournamentTeam[] = [];
  for (const club of clubs) {
    const res = await client.post<TournamentTeam>(`/api/tournaments/${tournamentId}/teams`, { clubId: club.id });
    expect(res.status, res.text).toBe(201);
    teams.push(res.body);
  }
  return teams;
}

export const put = <T = unknown>(client: HttpClient, path: string, body?: unknown) =>
  client.request<T>('PUT', path, body);
export const del = <T = unknown>(client: HttpClient, path: string) => client.request<T>('DELETE', path);

/**
 * Records a game through the recording API (decision 022): start, one goal
 * event per goal, finish — with a shootout score when given (a drawn knockout game).
 */
export async function recordThroughApi(
  client: HttpClient,
  game: Pick<Game, 'id' | 'version'>,
  goals1: number,
  goals2: number,
  shootout: { goals1: number; goals2: number } | null = null,
): Promise<Game> {
  const started = await client.post<Game>(`/api/games/${game.id}/start`, { version: game.version });
  expect(started.status, started.text).toBe(200);
  for (const [team, goals] of [
    [1, goals1],
    [2, goals2],
  ] as const) {
    for (let i = 0; i < goals; i += 1) {
      const res = await client.post(`/api/games/${game.id}/events`, {
        id: randomUUID(),
        kind: 'goal',
        team,
        minute: 10 + i,
      });
      expect(res.status, res.text).toBe(201);
    }
  }
  let version = (await client.get<Game>(`/api/games/${game.id}`)).body.version;
  if (shootout) {
    const period = await client.post<Game>(`/api/games/${game.id}/period`, { version, period: 'shootout' });
    expect(period.status, period.text).toBe(200);
    version = period.body.version;
  }
  const finished = await client.post<Game>(`/api/games/${game.id}/finish`, {
    version,
    ...(shootout ? { shootout } : {}),
  });
  expect(finished.status, finished.text).toBe(200);
  return finished.body;
}
