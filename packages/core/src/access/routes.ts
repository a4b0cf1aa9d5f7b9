import type { Capability } from './capabilities.js';
import { meetsLevel, type Level } from './levels.js';

/**
 * A web route's guard (docs/product/routes-and-screens.md "Guards"):
 * - `public`: anyone;
 * - `login`: signed in, any level — otherwise redirect to `/login?redirect=<path>`;
 * - `level`: signed in with level ≤ `maxLevel` — otherwise `/not-authorized`.
 */
export type RouteAccessRule =
  { readonly auth: 'public' } | { readonly auth: 'login' } | { readonly auth: 'level'; readonly maxLevel: Level };

const PUBLIC = { auth: 'public' } as const;
const LOGIN = { auth: 'login' } as const;
const level = (maxLevel: Level): RouteAccessRule => ({ auth: 'level', maxLevel });

const ROUTES = {
  '/': PUBLIC,
  '/add-tournament': level(1),
  '/Tournament': PUBLIC,
  '/register': PUBLIC,
  '/login': PUBLIC,
  '/PlayerRating': level(3),
  '/Tacmap/{clubId}': level(4),
  '/addplayer': LOGIN,
  '/dub': level(1),
  '/Gamesetup/{gameId}': level(3),
  '/players': level(3),
  '/player/{playerId}': level(3),
  '/playersfree': level(2),
  '/Club/{clubId}': level(4),
  '/ClubPlayers': level(2),
  '/TournamentSetup/{TournamentId}': level(2),
  '/TournamentApplyGroupResults/{TournamentId}': level(2),
  '/TournamentView/{TournamentId}': LOGIN,
  // Decision 454: an official of any level records the games assigned to them; the page asks the server (mayRecord).
  '/Game/{TournamentId}': LOGIN,
  '/sheet/{TournamentId}': LOGIN,
  '/account': LOGIN,
  '/logout': PUBLIC,
  '/video/{playerId}': level(3),
  '/useroverview': level(1),
  '/agb': PUBLIC,
  '/policy': PUBLIC,
  '/impressum': PUBLIC,
  '/not-authorized': PUBLIC,
  // Added (docs/product/routes-and-screens.md): the CSV import, linked from the drawer; the page checks player.create like /addplayer.
  '/players/import': LOGIN,
  // Added (docs/product/scouting-at-tournaments.md, decision 433): the scout at the tournament.
  '/ScoutDay/{TournamentId}': level(3),
  '/ScoutingPlan/{TournamentId}': level(2),
  '/ScoutingReport/{TournamentId}': level(3),
  // Added (docs/product/events-and-officials.md, decision 452): an event, its divisions and its one schedule.
  '/Event/{eventId}': LOGIN,
  // Added (docs/product/events-and-officials.md, decision 460): an event's published results, signed out too.
  '/Results/{token}': PUBLIC,
  // Added (decision 455): accepting an invitation to be an event's official, any signed-in level.
  '/Invitation/{token}': LOGIN,
} satisfies Record<string, RouteAccessRule>;

/** A route path pattern of docs/product/routes-and-screens.md; `{name}` is one path segment. */
export type RoutePattern = keyof typeof ROUTES;

/**
 * The route table of docs/product/routes-and-screens.md, as data for the web
 * guards. Where the original table gave no rule ("derived"), the level comes from the page's
 * capability in docs/product/levels-and-access.md (see `ROUTE_CAPABILITY` and decision 302).
 * `/test` is not a product route; any path not listed is the public not-found page.
 *
 * A route guard is never stricter than its page's capability, and a `level`
 * guard is exactly as strict as the capability allows at any resource. A guard
 * may be laxer: `/addplayer` only needs login (docs/product/routes-and-screens.md) while
 * `player.create` is for levels 0, 1 and 3 — the page itself checks the
 * capability and shows the not-authorised state to levels 2, 4 and 5. The
 * CSV import `/players/import` (not in the original table) works the same way.
 */
export const ROUTE_ACCESS: Readonly<Record<RoutePattern, RouteAccessRule>> = ROUTES;

/** Every route pattern, in the order of docs/product/routes-and-screens.md. */
export const ROUTE_PATTERNS = Object.keys(ROUTES) as readonly RoutePattern[];

/**
 * The capability a page is about. The page hides or refuses what its
 * capability refuses for the resource at hand (a club, a player); the server
 * enforces the same capability on every call the page makes.
 * Routes without an entry (login, register, logout, not-authorized) are not about any capability.
 */
export const ROUTE_CAPABILITY: Readonly<Partial<Record<RoutePattern, Capability>>> = {
  '/': 'home.view',
  '/add-tournament': 'tournament.create',
  '/Tournament': 'tournament.list',
  '/PlayerRating': 'rating.viewOwn',
  '/Tacmap/{clubId}': 'formation.view',
  '/addplayer': 'player.create',
  '/dub': 'duplicates.manage',
  '/Gamesetup/{gameId}': 'lineup.set',
  '/players': 'player.viewPersonalDetails',
  '/player/{playerId}': 'player.viewPersonalDetails',
  '/playersfree': 'freePlayers.view',
  '/Club/{clubId}': 'club.view',
  '/ClubPlayers': 'club.list',
  '/TournamentSetup/{TournamentId}': 'tournament.setUp',
  '/TournamentApplyGroupResults/{TournamentId}': 'groupResults.apply',
  '/TournamentView/{TournamentId}': 'tournament.view',
  '/Game/{TournamentId}': 'game.record',
  '/sheet/{TournamentId}': 'tournament.view',
  '/account': 'account.manageOwn',
  '/video/{playerId}': 'player.viewPersonalDetails',
  '/useroverview': 'users.view',
  '/agb': 'legal.view',
  '/policy': 'legal.view',
  '/impressum': 'legal.view',
  '/players/import': 'player.create',
  '/ScoutDay/{TournamentId}': 'scouting.view',
  '/ScoutingPlan/{TournamentId}': 'scoutingPlan.view',
  '/ScoutingReport/{TournamentId}': 'scouting.view',
  '/Event/{eventId}': 'tournament.view',
};

export interface RouteMatch {
  readonly pattern: RoutePattern;
  readonly access: RouteAccessRule;
  /** Values of the `{name}` segments, decoded. */
  readonly params: Readonly<Record<string, string>>;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Finds the route of a pathname (no query, no hash). Matching is exact and
 * case-sensitive, like the spec's paths; a trailing slash is ignored.
 * Returns undefined for paths not in the table (the public not-found page).
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const actual = segments(pathname);
  for (const pattern of ROUTE_PATTERNS) {
    const expected = segments(pattern);
    if (expected.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (const [index, part] of expected.entries()) {
      const value = actual[index];
      if (value === undefined) {
        matches = false;
        break;
      }
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      if (param === undefined) {
        if (part !== value) {
          matches = false;
          break;
        }
        continue;
      }
      const decoded = decode(value);
      if (decoded === null) {
        matches = false;
        break;
      }
      params[param] = decoded;
    }
    if (matches) return { pattern, access: ROUTE_ACCESS[pattern], params };
  }
  return undefined;
}

/** What the guard does: let through, send to `/login?redirect=…`, or send to `/not-authorized`. */
export type RouteDecision = 'allow' | 'login' | 'notAuthorized';

/**
 * The navigation guard of docs/product/routes-and-screens.md "Guards". `user` is null when signed out; a
 * signed-in user whose level is missing (no user record yet) fails every
 * `level` route with `notAuthorized`.
 */
export function decideRoute(
  access: RouteAccessRule,
  user: { readonly level: number | null | undefined } | null,
): RouteDecision {
  if (access.auth === 'public') return 'allow';
  if (user === null) return 'login';
  if (access.auth === 'login') return 'allow';
  return meetsLevel(user.level, access.maxLevel) ? 'allow' : 'notAuthorized';
}
