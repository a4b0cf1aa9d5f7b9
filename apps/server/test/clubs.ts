import type { Club } from '@touchline/core';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';

/** Creates a club through the API as `client` (who must be allowed to) and returns it as answered. */
export async function createClub(client: HttpClient, body: { name: string; country: string }): Promise<Club> {
  const res = await client.post<Club>('/api/clubs', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}
