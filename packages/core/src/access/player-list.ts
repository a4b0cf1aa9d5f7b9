import type { Actor } from './capabilities.js';
import { can, grantOf } from './policy.js';

/** What a player list asks for, as far as access is concerned. */
export interface PlayerListRequest {
  /** Only players without a club: the free players list (docs/product/levels-and-access.md). */
  readonly free?: boolean | undefined;
  /**
   * The list filters or sorts on a personal detail (docs/product/personal-details.md), e.g. by
   * nationality, watchlist or age: which rows match, in which order and how
   * many there are is then as secret as the detail itself.
   */
  readonly usesPersonalDetails: boolean;
}

/**
 * The rows one caller's player list may be computed over, or a refusal.
 * - `onlyClubIds`: restrict to these clubs' players (a club user filtering or
 *   sorting on personal details: only rows whose details they may see).
 * - `withClubOnly`: leave out free players (callers without `freePlayers.view`
 *   would otherwise read the free players list off any list).
 */
export type PlayerListScope =
  | { readonly allowed: false }
  | { readonly allowed: true; readonly onlyClubIds?: readonly string[]; readonly withClubOnly: boolean };

/**
 * Access rules for player lists (GET /api/players, its CSV export), applied
 * to the whole computation — filter, sort, page and total — not just to the
 * shaping of each row:
 * - no `player.viewPersonalDetails` at all (levels 4–5, signed out): refused;
 * - the free players list needs `freePlayers.view` (levels 0–2); without it
 *   free players are left out of every list;
 * - a filter or sort on personal details runs only over players whose details
 *   the caller may see for every row (`all`), or over own clubs' players (`scoped`).
 */
export function playerListScope(actor: Actor | null, request: PlayerListRequest): PlayerListScope {
  const details = grantOf(actor, 'player.viewPersonalDetails');
  if (actor === null || details === 'none') return { allowed: false };
  const freePlayers = can(actor, 'freePlayers.view');
  if (request.free && !freePlayers) return { allowed: false };
  const withClubOnly = !freePlayers;
  if (details === 'scoped' && request.usesPersonalDetails) {
    // "own clubs' players" is the only scoped rule of player.viewPersonalDetails.
    const onlyClubIds = actor.clubIds.filter((clubId) => can(actor, 'player.viewPersonalDetails', { clubId }));
    return { allowed: true, onlyClubIds, withClubOnly };
  }
  return { allowed: true, withClubOnly };
}
