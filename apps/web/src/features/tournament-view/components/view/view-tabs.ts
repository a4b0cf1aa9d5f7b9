import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { GameLabels } from '../../../../entities/tournament/game-labels';

/** The tabs of the tournament view, also its `?tab=` search value (the route validates it). */
export const VIEW_TABS = ['schedule', 'groups', 'bracket', 'startList', 'stats', 'lineups'] as const;

export type ViewTab = (typeof VIEW_TABS)[number];

/** The tabs a tournament of this type shows: no groups in scouting, a bracket only after a group stage. */
export function visibleTabs(type: Tournament['type']): ViewTab[] {
  return VIEW_TABS.filter(
    (key) => (key !== 'groups' || type !== 'scouting') && (key !== 'bracket' || type === 'groupStage'),
  );
}

export function validateViewSearch(search: Record<string, unknown>): { tab?: ViewTab; game?: string } {
  const { tab, game } = search;
  return {
    ...(typeof tab === 'string' && (VIEW_TABS as readonly string[]).includes(tab) ? { tab: tab as ViewTab } : {}),
    // The game the line-ups tab opens on (a link from the home page's next games).
    ...(typeof game === 'string' && game.length > 0 && game.length <= 64 ? { game } : {}),
  };
}

/** What the view hands each tab that shows its games (schedule, bracket, line-ups). */
export interface GamesTabProps {
  tournament: Tournament;
  games: Game[];
  labels: GameLabels;
}
