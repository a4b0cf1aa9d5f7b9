import type { Me } from '@touchline/core';
import { expect } from 'vitest';
import type { EngineContext } from './engines.js';
import type { HttpClient } from './http-client.js';

export type LevelUsers = { clients: HttpClient[]; ids: string[]; emails: string[] };

/**
 * One signed-in user per level 0–5 on a fresh installation: the first
 * registration is the administrator, who then sets everyone else's level.
 * `clients[level]` carries that user's session.
 */
export async function usersAtEveryLevel(ctx: EngineContext, prefix = 'level'): Promise<LevelUsers> {
  const clients: HttpClient[] = [];
  const ids: string[] = [];
  const emails: string[] = [];
  for (let level = 0; level <= 5; level++) {
    const client = ctx.client();
    const email = `${prefix}${level}@example.com`;
    expect((await client.signUp(`${prefix} ${level}`, email)).status).toBe(200);
    const me = await client.get<Me>('/api/me');
    clients.push(client);
    ids.push(me.body.id);
    emails.push(email);
  }
  expect((await clients[0]!.get<Me>('/api/me')).body.level).toBe(0);
  for (let level = 1; level <= 4; level++) {
    const res = await clients[0]!.patch(`/api/users/${ids[level]}`, { level });
    expect(res.status).toBe(200);
  }
  return { clients, ids, emails };
}
