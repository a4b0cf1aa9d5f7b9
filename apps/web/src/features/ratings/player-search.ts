import type { PlayersListFilters } from '../../entities/player/player-keys';

/** What the rating dialog's player search asks the server, and the back number it matches itself. */
export interface PlayerSearch {
  /** Name part for `GET /api/players?q=` (the server matches first, last and full name). */
  q: string;
  /** A back number typed alone or beside the name ("7", "#7", "7 Müller"); matched on the results. */
  backNumber: number | null;
}

/**
 * Splits what the user typed into a name search and a back number. The
 * server's `q` matches names only, so a back number is matched client-side on
 * the answer (decision 241).
 */
export function parsePlayerSearch(input: string): PlayerSearch {
  let backNumber: number | null = null;
  const words: string[] = [];
  for (const word of input.trim().split(/\s+/u)) {
    if (word === '') continue;
    const number = /^#?(\d{1,3})$/.exec(word)?.[1];
    if (number !== undefined && backNumber === null) backNumber = Number(number);
    else words.push(word);
  }
  return { q: words.join(' '), backNumber };
}

/** Largest page the API serves; a back number alone looks through this many players (by name). */
export const BACK_NUMBER_SCAN_LIMIT = 200;

export function searchFilters(search: PlayerSearch): PlayersListFilters {
  return search.backNumber === null
    ? { q: search.q, sort: 'name', limit: 20 }
    : { ...(search.q ? { q: search.q } : {}), sort: 'name', limit: BACK_NUMBER_SCAN_LIMIT };
}

export function matchesBackNumber(player: { backNumberDefault: number | null }, search: PlayerSearch): boolean {
  return search.backNumber === null || player.backNumberDefault === search.backNumber;
}
