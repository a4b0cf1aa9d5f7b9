import { POSITIONS, can, type Actor, type Player, type Position } from '@touchline/core';
import type { PlayerRow } from './players.repository.js';

const isPosition = (value: unknown): value is Position => (POSITIONS as readonly unknown[]).includes(value);

function parsePositions(json: string): Position[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isPosition) : [];
  } catch {
    return [];
  }
}

/**
 * Shapes a player for one caller (docs/product/levels-and-access.md and personal-details.md). Personal details are
 * only put in the object when the caller may see them; otherwise the keys
 * are absent, not null.
 */
export function presentPlayer(row: PlayerRow, actor: Actor): Player {
  const detailsVisible = can(actor, 'player.viewPersonalDetails', { clubId: row.clubId });
  const summary = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    clubId: row.clubId,
    position: isPosition(row.position) ? row.position : null,
    sidePositions: parsePositions(row.sidePositions),
    backNumberDefault: row.backNumberDefault,
    networkPlayer: Boolean(row.networkPlayer),
    // The version counts every edit, hidden details included: watching it
    // would tell when a player's hidden details change. Only callers who see
    // the details get it (they are the only ones who can edit); 0 otherwise.
    version: detailsVisible ? row.version : 0,
    detailsVisible,
  };
  if (!detailsVisible) return summary;
  return {
    ...summary,
    birthday: row.birthday,
    foot: row.foot === 'right' || row.foot === 'left' || row.foot === 'both' ? row.foot : null,
    nationality: row.nationality,
    height: row.height,
    watchlist: Boolean(row.watchlist),
    valueEur: row.valueEur === null ? null : Number(row.valueEur),
    targetLeague: row.targetLeague,
    photoUrl: row.photo ? `/api/media/${row.photo}` : null,
    videoCount: Number(row.videoCount),
  };
}
