import type { QueryKey } from '@tanstack/react-query';

/** How long the offline copy of a query is kept (decision 314). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The queries an offline game day needs, and nothing else (decision 314): the
 * signed-in user (`['me']`, so the app boots and its guards open offline), the
 * tournaments list (the hub, followed ones), and per tournament its detail,
 * games, standings and bracket, each game's record and line-ups, and the
 * rosters its recording screen picks scorers from — id, name and back number
 * only (decision 426), and the scout's day (levels 0–3; decision 434: the one
 * place personal details, the watchlist marks of players the scout may see,
 * are kept on the device, so a scout rates from the line-ups without a
 * signal). Not the statistics, not players' lists or cards: the rest of
 * players' personal data never goes to the device's storage.
 */
export function isPersistedQueryKey(key: QueryKey): boolean {
  const [root, second, id, part, gameId, gamePart] = key;
  if (root === 'me') return key.length === 1;
  if (root === 'lineups') return key.length === 2 && typeof second === 'string';
  if (root !== 'tournaments') return false;
  if (second === 'list') return key.length === 2;
  if (second !== 'detail' || typeof id !== 'string') return false;
  if (key.length === 3) return true;
  // 'scouting-day': the scout's own day, line-ups with the watchlist marks it may see (decision 434).
  if (key.length === 4)
    return part === 'games' || part === 'standings' || part === 'bracket' || part === 'scouting-day';
  if (key.length === 5) return part === 'roster' && typeof gameId === 'string';
  return key.length === 6 && part === 'games' && typeof gameId === 'string' && gamePart === 'record';
}

/** The query-key prefixes above: their data stays in memory as long as it is kept offline. */
export const PERSISTED_KEY_ROOTS = [['me'], ['tournaments'], ['lineups']] as const;
