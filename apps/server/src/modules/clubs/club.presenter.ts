import type { Club } from '@touchline/core';
import type { ClubRow } from './clubs.repository.js';

/** The crest's URL (`/api/media/crests/<file>`), or null. */
export const crestUrl = (key: string | null): string | null => (key ? `/api/media/${key}` : null);

/** A club as every reader sees it; club crests answer with it too. */
export const presentClub = (row: ClubRow): Club => ({
  id: row.id,
  name: row.name,
  country: row.country,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
  version: row.version,
  crestUrl: crestUrl(row.crest),
});
