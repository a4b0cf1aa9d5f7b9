/** `/PlayerRating?tab=&q=&page=`: the tab, the search and the page, kept in the URL. */
export const RATINGS_TABS = ['overview', 'mine'] as const;
export type RatingsTab = (typeof RATINGS_TABS)[number];

export interface RatingsSearch {
  tab?: RatingsTab;
  q?: string;
  page?: number;
}

export const RATINGS_PAGE_SIZE = 25;
const MAX_QUERY_LENGTH = 100;

/** TanStack Router `validateSearch`: anything unusable is dropped, never an error page. */
export function validateRatingsSearch(search: Record<string, unknown>): RatingsSearch {
  const out: RatingsSearch = {};
  if (search.tab === 'mine') out.tab = 'mine';
  if (typeof search.q === 'string' && search.q.trim() !== '') out.q = search.q.trim().slice(0, MAX_QUERY_LENGTH);
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  if (typeof page === 'number' && Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

export function overviewQueryFor(search: RatingsSearch): { q?: string; limit: number; offset: number } {
  return {
    ...(search.q ? { q: search.q } : {}),
    limit: RATINGS_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * RATINGS_PAGE_SIZE,
  };
}

export function ratingsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / RATINGS_PAGE_SIZE));
}
