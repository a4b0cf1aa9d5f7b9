/** The tabs of the tournament view, also its `?tab=` search value (the route validates it). */
export const VIEW_TABS = ['schedule', 'groups', 'bracket', 'startList', 'stats', 'lineups'] as const;

export type ViewTab = (typeof VIEW_TABS)[number];

export function validateViewSearch(search: Record<string, unknown>): { tab?: ViewTab } {
  const tab = search.tab;
  return typeof tab === 'string' && (VIEW_TABS as readonly string[]).includes(tab) ? { tab: tab as ViewTab } : {};
}
