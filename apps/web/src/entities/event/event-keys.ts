/** Query keys of events (decision 452): the hub's list, one event, its games. */
export const eventsQueryKeys = {
  all: ['events'] as const,
  list: () => ['events', 'list'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  games: (id: string) => ['events', 'detail', id, 'games'] as const,
};
