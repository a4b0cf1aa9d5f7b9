import type { QueryKey } from '@tanstack/react-query';

/** How long the offline copy of a query is kept (decision 314). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The queries an offline game day needs, and nothing else (decision 314): the
 * signed-in user (`['me']`, so the app boots and its guards open offline), the
 * tournaments list (the hub, followed ones), and per tournament its detail,
 * games, standings and bracket, each game's record and line-ups. Not the
 * statistics, not clubs' rosters, not players' cards: players' personal data
 * never goes to the device's storage.
 */
export function isPersistedQueryKey(key: QueryKey): boolean {
  const [root, second, id, part, gameId, gamePart] = key;
  if (root === 'me') return key.length === 1;
  if (root === 'lineups') return key.length === 2 && typeof second === 'string';
  if (root !== 'tournaments') return false;
  if (second === 'list') return key.length === 2;
  if (second !== 'detail' || typeof id !== 'string') return false;
  if (key.length === 3) return true;
  if (key.length === 4) return part === 'games' || part === 'standings' || part === 'bracket';
  return key.length === 6 && part === 'games' && typeof gameId === 'string' && gamePart === 'record';
}

/** The query-key prefixes above: their data stays in memory as long as it is kept offline. */
export const PERSISTED_KEY_ROOTS = [['me'], ['tournaments'], ['lineups']] as const;
