import type { Player } from '@touchline/core';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';

/** Creates a player through the API as `client` (who must be allowed to) and returns it as answered. */
export async function createPlayer(client: HttpClient, body: Record<string, unknown>): Promise<Player> {
  const res = await client.post<Player>('/api/players', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}
