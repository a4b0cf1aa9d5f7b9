import type { PlayersListFilters } from '../../../entities/player/player-keys';
import { withQuery } from '../../../lib/query-string';

/**
 * GET /api/players/export.csv with the list's filters and sort: a download
 * (content-disposition: attachment), so a plain link is enough.
 */
export function playersExportUrl(filters: PlayersListFilters): string {
  return withQuery('/api/players/export.csv', filters);
}
