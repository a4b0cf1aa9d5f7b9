import { grantOf, isCapability, type Actor, type Level } from '@touchline/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import type { HttpClient } from '../../test/http-client.js';
import { usersAtEveryLevel, type LevelUsers } from '../../test/levels.js';
import { createClub } from '../../test/clubs.js';

type Operation = { method: string; path: string; access: string | undefined };
type OpenApi = { paths: Record<string, Record<string, { 'x-access'?: string }>> };

/**
 * Walks the OpenAPI document and calls every operation signed out and at
 * every level 0–5. Each call must be allowed or refused exactly as its
 * declared x-access says. New routes are covered without touching this file.
 */
describeEachEngine('access: every operation, every level', (ctx) => {
  let users: LevelUsers;
  let operations: Operation[];
  let ownClubId: string;

  beforeAll(async () => {
    users = await usersAtEveryLevel(ctx, 'walker');
    ownClubId = (await createClub(users.clients[0]!, { name: 'Walker FC', country: 'DE' })).id;
    expect((await users.clients[0]!.patch(`/api/users/${users.ids[3]}`, { clubIds: [ownClubId] })).status).toBe(200);
    const doc = (await ctx.client().get<OpenApi>('/api/openapi.json')).body;
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, access: op['x-access'] })),
    );
  });

  /**
   * Path parameters point at another user's resources; a club's, at the club
   * level 3 is assigned to: a grant of "own clubs" passes the route and is
   * refused for any other club by the service, before it looks the club up
   * (decision 400).
   */
  const concretePath = (path: string) =>
    path
      .replace('/api/clubs/{id}', `/api/clubs/${ownClubId}`)
      .replace('{id}', users.ids[5]!)
      .replace('{file}', 'someone-else.webp')
      .replace(/\{[^}]+\}/g, 'x');

  /** Status only: streams (SSE) are cut once the headers arrive. */
  async function statusOf(client: HttpClient | null, op: Operation): Promise<number> {
    const controller = new AbortController();
    const headers: Record<string, string> = { origin: ctx.baseUrl() };
    if (client) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
    if (hasBody) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(concretePath(op.path), ctx.baseUrl()), {
      method: op.method,
      headers,
      body: hasBody ? '{}' : null,
      signal: controller.signal,
    });
    controller.abort();
    return res.status;
  }

  function expected(access: string, actor: Actor | null): 'allow' | 'deny' {
    if (access === 'public') return 'allow';
    if (access === 'signedIn') return actor ? 'allow' : 'deny';
    if (!isCapability(access)) throw new Error(`unknown x-access ${access}`);
    return grantOf(actor, access) === 'none' ? 'deny' : 'allow';
  }

  it('declares x-access on every operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const missing = operations.filter((op) => !op.access).map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });

  it('declares the tournament operations with the capabilities of docs/product/levels-and-access.md', () => {
    const declared = Object.fromEntries(
      operations
        .filter((op) => op.path.startsWith('/api/tournaments') || op.path.startsWith('/api/games'))
        .map((op) => [`${op.method} ${op.path}`, op.access]),
    );
    expect(declared).toEqual({
      'GET /api/tournaments': 'tournament.list',
      'POST /api/tournaments': 'tournament.create',
      'GET /api/tournaments/{id}': 'tournament.view',
      'PATCH /api/tournaments/{id}': 'tournament.setUp',
      'DELETE /api/tournaments/{id}': 'tournament.delete',
      'POST /api/tournaments/{id}/teams': 'tournament.setUp',
      'DELETE /api/tournaments/{id}/teams/{teamId}': 'tournament.setUp',
      // The pot of a team and the draw (decision 443): setting up, as the groups.
      'PATCH /api/tournaments/{id}/teams/{teamId}': 'tournament.setUp',
      'POST /api/tournaments/{id}/draw': 'tournament.setUp',
      'PUT /api/tournaments/{id}/groups': 'tournament.setUp',
      'PUT /api/tournaments/{id}/follow': 'tournament.follow',
      'DELETE /api/tournaments/{id}/follow': 'tournament.follow',
      'POST /api/tournaments/{id}/schedule': 'tournament.setUp',
      'GET /api/tournaments/{id}/games': 'tournament.view',
      'GET /api/tournaments/{id}/sheet.pdf': 'tournament.view',
      'GET /api/games/{id}': 'tournament.view',
      'PATCH /api/games/{id}': 'tournament.setUp',
      'GET /api/games/{id}/events': 'tournament.view',
      'POST /api/games/{id}/events': 'game.record',
      'PATCH /api/games/{id}/events/{eventId}': 'game.record',
      'DELETE /api/games/{id}/events/{eventId}': 'game.record',
      'POST /api/games/{id}/start': 'game.record',
      'POST /api/games/{id}/period': 'game.record',
      'POST /api/games/{id}/finish': 'game.record',
      'POST /api/games/{id}/shootout': 'game.record',
      'POST /api/games/{id}/reset': 'game.record',
      // Officials (decision 454): assigned by levels 0–2; the roster for whoever may record the game.
      'PUT /api/games/{id}/official': 'official.manage',
      'GET /api/games/{id}/roster': 'game.record',
      // Standings, ties, the knockout and statistics (docs/product/tournaments.md) as their modules declare them.
      'GET /api/tournaments/{id}/standings': 'tournament.view',
      'GET /api/tournaments/{id}/bracket': 'tournament.view',
      'PUT /api/tournaments/{id}/ties': 'tournament.setUp',
      'DELETE /api/tournaments/{id}/ties/{tieId}': 'tournament.setUp',
      'POST /api/tournaments/{id}/apply-group-results': 'tournament.setUp',
      'POST /api/tournaments/{id}/bracket/swaps': 'tournament.setUp',
      'DELETE /api/tournaments/{id}/bracket/swaps': 'tournament.setUp',
      'GET /api/tournaments/{id}/leaderboard': 'tournament.view',
      'GET /api/tournaments/{id}/stats': 'tournament.view',
      'GET /api/tournaments/{id}/metrics': 'metrics.viewAggregated',
      // Line-ups (decision 041): read with the tournament, set by the team's club.
      'GET /api/games/{id}/lineups': 'tournament.view',
      'PUT /api/games/{id}/lineups/{teamId}': 'lineup.set',
      // The scout at the tournament (decisions 430–434): report and day as personal details, the plan.
      'GET /api/tournaments/{id}/scouting': 'scouting.view',
      'GET /api/tournaments/{id}/scouting/report.pdf': 'scouting.view',
      'GET /api/tournaments/{id}/scouting/report.csv': 'scouting.view',
      'GET /api/tournaments/{id}/scouting-day': 'scouting.view',
      'GET /api/tournaments/{id}/scouting-plan': 'scoutingPlan.view',
      'PUT /api/tournaments/{id}/scouting-plan': 'scoutingPlan.edit',
      'GET /api/tournaments/{id}/scouting-plan/suggestion': 'scoutingPlan.edit',
      // A team's calendar feed (decision 461): anyone who may view the tournament makes and revokes their own.
      'GET /api/tournaments/{id}/teams/{teamId}/calendar-feed': 'tournament.view',
      'POST /api/tournaments/{id}/teams/{teamId}/calendar-feed': 'tournament.view',
      'DELETE /api/tournaments/{id}/teams/{teamId}/calendar-feed': 'tournament.view',
    });
  });

  it('declares the public results operations (decisions 460, 461, 463): reading public, publishing levels 0–1', () => {
    const declared = Object.fromEntries(
      operations
        .filter(
          (op) =>
            op.path.startsWith('/api/public') ||
            op.path.endsWith('/publication') ||
            op.path === '/api/me/calendar-feed',
        )
        .map((op) => [`${op.method} ${op.path}`, op.access]),
    );
    expect(declared).toEqual({
      'GET /api/events/{id}/publication': 'tournament.view',
      'PUT /api/events/{id}/publication': 'event.manage',
      'GET /api/public/events/{token}': 'public',
      'GET /api/public/calendar/{token}/games.ics': 'public',
      // A follower's own feed of the tournaments they follow (decision 463): every level 0–5, never signed out.
      'GET /api/public/calendar/{token}/followed.ics': 'public',
      'GET /api/me/calendar-feed': 'tournament.follow',
      'POST /api/me/calendar-feed': 'tournament.follow',
      'DELETE /api/me/calendar-feed': 'tournament.follow',
    });
  });

  it('declares the formation operations with the capabilities of docs/product/levels-and-access.md', () => {
    const declared = Object.fromEntries(
      operations.filter((op) => op.path.includes('formations')).map((op) => [`${op.method} ${op.path}`, op.access]),
    );
    expect(declared).toEqual({
      'GET /api/clubs/{id}/formations': 'formation.view',
      'POST /api/clubs/{id}/formations': 'formation.edit',
      'GET /api/formations/{id}': 'formation.view',
      'PUT /api/formations/{id}': 'formation.edit',
      'DELETE /api/formations/{id}': 'formation.edit',
    });
  });

  it('declares the event and official operations with the capabilities of docs/product/levels-and-access.md', () => {
    const declared = Object.fromEntries(
      operations
        .filter(
          (op) =>
            op.path.startsWith('/api/events/') ||
            op.path.startsWith('/api/invitations') ||
            op.path.startsWith('/api/officials'),
        )
        .map((op) => [`${op.method} ${op.path}`, op.access]),
    );
    expect(declared).toEqual({
      'GET /api/events/list': 'tournament.view',
      'GET /api/events/{id}': 'tournament.view',
      'PATCH /api/events/{id}': 'event.manage',
      'PUT /api/events/{id}/divisions/{tournamentId}': 'event.manage',
      'POST /api/events/{id}/schedule': 'event.manage',
      'GET /api/events/{id}/games': 'tournament.view',
      // A pitch's sheet (decision 469) and the results page's switch (decision 460), as declared since the merges.
      'GET /api/events/{id}/pitches/{pitchId}/sheet.pdf': 'tournament.view',
      'GET /api/events/{id}/publication': 'tournament.view',
      'PUT /api/events/{id}/publication': 'event.manage',
      // Officials (decisions 454–456): invite, list, remove and assign at levels 0–2; accept and
      // one's own games for any signed-in user; recording itself is `game.record` above.
      'POST /api/events/{id}/invitations': 'official.manage',
      'GET /api/events/{id}/officials': 'official.manage',
      'DELETE /api/events/{id}/officials/{userId}': 'official.manage',
      'PUT /api/events/{id}/pitch-officials': 'official.manage',
      'POST /api/invitations/{token}/accept': 'signedIn',
      'GET /api/officials/my-games': 'signedIn',
    });
  });

  it('declares the push operations with the capability of following (decision 050)', () => {
    const declared = Object.fromEntries(
      operations.filter((op) => op.path.startsWith('/api/push')).map((op) => [`${op.method} ${op.path}`, op.access]),
    );
    expect(declared).toEqual({
      'GET /api/push/public-key': 'tournament.follow',
      'PUT /api/push/subscription': 'tournament.follow',
      'DELETE /api/push/subscription': 'tournament.follow',
    });
  });

  it('allows and refuses every operation exactly as declared, signed out and at every level', async () => {
    const report: string[] = [];
    for (const op of operations) {
      // Public operations change no one else's data; probe them signed out.
      const callers: (Level | null)[] = op.access === 'public' ? [null] : [null, 0, 1, 2, 3, 4, 5];
      for (const level of callers) {
        const actor: Actor | null = level === null ? null : { id: users.ids[level]!, level, clubIds: [] };
        const status = await statusOf(level === null ? null : users.clients[level]!, op);
        const want = expected(op.access!, actor);
        const denied = status === 401 || status === 403;
        const ok = want === 'deny' ? status === (actor ? 403 : 401) : !denied;
        if (!ok) report.push(`${op.method} ${op.path} as ${level ?? 'signed out'}: expected ${want}, got ${status}`);
      }
    }
    expect(report).toEqual([]);
    // About a thousand requests, one after another: beside other suites on the
    // shared 2 cores they take longer than the project's 30 s (decision 370).
  }, 120_000);
});
