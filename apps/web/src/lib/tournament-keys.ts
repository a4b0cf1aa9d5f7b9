/**
 * Query keys of every tournament cache, shared by the tournaments feature and
 * the home page (decision 260). Every key is under `['tournaments']`, so a
 * tournament write that invalidates `all` refreshes the hub, the setup, the
 * view and the home card.
 */
export const tournamentsQueryKeys = {
  all: ['tournaments'] as const,
  list: () => ['tournaments', 'list'] as const,
  detail: (id: string) => ['tournaments', 'detail', id] as const,
  games: (id: string) => ['tournaments', 'detail', id, 'games'] as const,
  /** A club's roster as the recording screen keeps it (decision 426). */
  roster: (id: string, clubId: string) => ['tournaments', 'detail', id, 'roster', clubId] as const,
};
