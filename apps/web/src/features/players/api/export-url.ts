import { playersSearchParams, type PlayersListFilters } from '../../../lib/players/player-keys';

/**
 * GET /api/players/export.csv with the list's filters and sort: a download
 * (content-disposition: attachment), so a plain link is enough.
 */
export function playersExportUrl(filters: PlayersListFilters): string {
  const search = playersSearchParams(filters).toString();
  return search ? `/api/players/export.csv?${search}` : '/api/players/export.csv';
}
