/** `/playersfree?page=`: the page of free players, kept in the URL. */
export interface FreePlayersSearch {
  page?: number;
}

export function validateFreePlayersSearch(search: Record<string, unknown>): FreePlayersSearch {
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page < 100_000 ? { page } : {};
}
