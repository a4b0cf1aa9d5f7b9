import { isCountryCode } from '@touchline/core';

/** `/ClubPlayers?q=&country=`: the search and the country filter, kept in the URL. */
export interface ClubsSearch {
  q?: string;
  country?: string;
}

const MAX_QUERY_LENGTH = 100;

/** TanStack Router `validateSearch`: anything unusable is dropped, never an error page. */
export function validateClubsSearch(search: Record<string, unknown>): ClubsSearch {
  const out: ClubsSearch = {};
  if (typeof search.q === 'string' && search.q.trim() !== '') out.q = search.q.trim().slice(0, MAX_QUERY_LENGTH);
  if (typeof search.country === 'string') {
    const country = search.country.trim().toUpperCase();
    if (isCountryCode(country)) out.country = country;
  }
  return out;
}
