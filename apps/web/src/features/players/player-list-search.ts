import { POSITIONS, isCountryCode, type PlayerSort, type Position } from '@touchline/core';
import type { PlayersListFilters } from '../../entities/player/player-keys';

/**
 * `/players?q=&nationality=&position=&networkPlayer=&watchlist=&sort=&page=&size=&filters=`:
 * filters, sort, page, page size and the filter panel's state, kept in the URL.
 */
export interface PlayerListSearch {
  q?: string;
  nationality?: string;
  position?: Position;
  networkPlayer?: boolean;
  watchlist?: boolean;
  sort?: PlayerSort;
  page?: number;
  size?: PageSize;
  /** The filter panel is hidden (shown by default). */
  hideFilters?: boolean;
}

/**
 * The API's sorts (core PLAYER_SORTS). Repeated here because this module runs
 * in the route's validateSearch, on the initial route: importing the
 * constant would pull core's zod contracts into the initial bundle. The unit
 * test keeps both equal.
 */
export const LIST_SORTS = [
  'name',
  '-name',
  'age',
  '-age',
  'position',
  '-position',
] as const satisfies readonly PlayerSort[];

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
export const DEFAULT_SORT: PlayerSort = 'name';
const MAX_QUERY_LENGTH = 100; // the API's limit (core listPlayersQuerySchema)

/** The filters proper (what "reset" clears). */
export const FILTER_KEYS = ['q', 'nationality', 'position', 'networkPlayer', 'watchlist'] as const;

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/** TanStack Router `validateSearch`: anything unusable is dropped, never an error page. */
export function validatePlayerListSearch(search: Record<string, unknown>): PlayerListSearch {
  const out: PlayerListSearch = {};
  // The router parses `?q=10` as a number: a name search for digits stays text.
  const q = typeof search.q === 'number' ? String(search.q) : search.q;
  if (typeof q === 'string' && q.trim() !== '') out.q = q.trim().slice(0, MAX_QUERY_LENGTH);
  if (typeof search.nationality === 'string') {
    const code = search.nationality.trim().toUpperCase();
    if (isCountryCode(code)) out.nationality = code;
  }
  if (typeof search.position === 'string' && (POSITIONS as readonly string[]).includes(search.position)) {
    out.position = search.position as Position;
  }
  const networkPlayer = flag(search.networkPlayer);
  if (networkPlayer !== undefined) out.networkPlayer = networkPlayer;
  const watchlist = flag(search.watchlist);
  if (watchlist !== undefined) out.watchlist = watchlist;
  if (typeof search.sort === 'string' && (LIST_SORTS as readonly string[]).includes(search.sort)) {
    const sort = search.sort as PlayerSort;
    if (sort !== DEFAULT_SORT) out.sort = sort;
  }
  const page = integer(search.page);
  if (page !== undefined && page > 1) out.page = page;
  const size = integer(search.size);
  if ((PAGE_SIZES as readonly number[]).includes(size ?? -1) && size !== DEFAULT_PAGE_SIZE) out.size = size as PageSize;
  if (flag(search.hideFilters) === true) out.hideFilters = true;
  return out;
}

/** The filters only (for the export and the "active filters" count). */
export function filtersOf(search: PlayerListSearch): PlayersListFilters {
  const filters: PlayersListFilters = {};
  if (search.q) filters.q = search.q;
  if (search.nationality) filters.nationality = search.nationality;
  if (search.position) filters.position = search.position;
  if (search.networkPlayer !== undefined) filters.networkPlayer = search.networkPlayer;
  if (search.watchlist !== undefined) filters.watchlist = search.watchlist;
  return filters;
}

export function activeFilterCount(search: PlayerListSearch): number {
  return Object.keys(filtersOf(search)).length;
}

/** The API query for the page shown: filters, sort, limit and offset. */
export function listQueryFor(search: PlayerListSearch): PlayersListFilters {
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  return {
    ...filtersOf(search),
    sort: search.sort ?? DEFAULT_SORT,
    limit: size,
    offset: ((search.page ?? 1) - 1) * size,
  };
}

/** The CSV export's query: the filters and the sort of the list, no paging. */
export function exportQueryFor(search: PlayerListSearch): PlayersListFilters {
  return { ...filtersOf(search), sort: search.sort ?? DEFAULT_SORT };
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** "from–to of total" for the page shown; from = 0 when empty. */
export function pageRange(
  page: number,
  size: number,
  itemCount: number,
  total: number,
): { from: number; to: number; total: number } {
  const from = itemCount === 0 ? 0 : (page - 1) * size + 1;
  return { from, to: itemCount === 0 ? 0 : from + itemCount - 1, total };
}
