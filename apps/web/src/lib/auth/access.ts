import { meetsLevel, type Me } from '@touchline/core';

/**
 * What a route requires (SPEC §2 "Access"). A level route also requires
 * login: signed out, it asks for login first; signed in with a level that is
 * missing or numerically greater than `maxLevel`, it refuses.
 */
export type RouteAccess = { auth: 'login' } | { auth: 'level'; maxLevel: number };

export type AccessDecision = 'allow' | 'login' | 'forbidden';

export function decideAccess(user: Pick<Me, 'level'> | null, access: RouteAccess): AccessDecision {
  if (!user) return 'login';
  if (access.auth === 'login') return 'allow';
  return meetsLevel(user.level, access.maxLevel) ? 'allow' : 'forbidden';
}

/** Menu rule (SPEC §2): an item shows when the user's level is at or below the item's level. */
export function visibleForLevel<T extends { maxLevel: number }>(items: readonly T[], level: number | null): T[] {
  return items.filter((item) => meetsLevel(level, item.maxLevel));
}
