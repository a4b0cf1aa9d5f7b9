import { isLevel, type Level } from '@touchline/core';

/** `/useroverview?q=&level=&page=`: search text, level filter and page, kept in the URL. */
export interface UserOverviewSearch {
  q?: string;
  level?: Level;
  page?: number;
}

export const USERS_PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 100; // the API's limit (core listUsersQuerySchema)

/** TanStack Router `validateSearch`: anything unusable is dropped, never an error page. */
export function validateUserOverviewSearch(search: Record<string, unknown>): UserOverviewSearch {
  const out: UserOverviewSearch = {};
  if (typeof search.q === 'string' && search.q.trim() !== '') out.q = search.q.trim().slice(0, MAX_QUERY_LENGTH);
  const level = typeof search.level === 'string' ? Number(search.level) : search.level;
  if (isLevel(level)) out.level = level;
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  if (typeof page === 'number' && Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

/** The API query for a page of the overview. */
export function listQueryFor(search: UserOverviewSearch): { q?: string; level?: Level; limit: number; offset: number } {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.level === undefined ? {} : { level: search.level }),
    limit: USERS_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * USERS_PAGE_SIZE,
  };
}

/** "from–to of total" numbers for the page shown; from = 0 when empty. */
export function pageRange(page: number, itemCount: number, total: number): { from: number; to: number; total: number } {
  const from = itemCount === 0 ? 0 : (page - 1) * USERS_PAGE_SIZE + 1;
  return { from, to: itemCount === 0 ? 0 : from + itemCount - 1, total };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
}
