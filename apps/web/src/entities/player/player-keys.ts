import type { ListPlayersQuery } from '@touchline/core';

/** List filters as the client sends them (everything optional; flags as booleans). */
export type PlayersListFilters = Partial<ListPlayersQuery>;

/**
 * Query keys of the player caches. Every player change invalidates `all`
 * (lists, details, the card's sub-queries under ['players', …]).
 */
export const playersQueryKeys = {
  all: ['players'] as const,
  lists: ['players', 'list'] as const,
  list: (filters: PlayersListFilters) => ['players', 'list', filters] as const,
  detail: (id: string) => ['players', 'detail', id] as const,
};
