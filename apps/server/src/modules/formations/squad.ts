import { isEligibleFor, isPosition, type LineupPlayer, type Position } from '@touchline/core';
import { AppError } from '../../http/errors.js';
import type { SquadPlayerRow } from './formations.repository.js';

/** A JSON array column (slots, starters, side positions); anything unreadable reads as empty. */
export function parseJsonArray<T>(json: string): T[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

const sidePositionsOf = (row: SquadPlayerRow): Position[] =>
  parseJsonArray<unknown>(row.sidePositions).filter(isPosition);

const mainPosition = (row: SquadPlayerRow): Position | null =>
  row.position !== null && isPosition(row.position) ? row.position : null;

/** What a formation or line-up shows of a player (docs/product/personal-details.md): number, name, position. */
export function presentSquadPlayer(row: SquadPlayerRow, backNumber = row.backNumberDefault): LineupPlayer {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, backNumber, position: mainPosition(row) };
}

/**
 * The write rules every formation slot and line-up starter obeys (docs/product/positions-and-formations.md):
 * each player at most once, of the club, and eligible for the position (main or side position).
 * Field codes name the offending entry (`slots.3.playerId`).
 */
export function checkSquad(
  clubId: string,
  entries: readonly { playerId: string | null; position?: Position }[],
  players: ReadonlyMap<string, SquadPlayerRow>,
  field: string,
): void {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (entry.playerId === null) return;
    const path = `${field}.${index}.playerId`;
    if (seen.has(entry.playerId)) throw new AppError(400, 'DUPLICATE_PLAYER', { [path]: 'INVALID_VALUE' });
    seen.add(entry.playerId);
    const player = players.get(entry.playerId);
    if (!player || player.clubId !== clubId) throw new AppError(400, 'PLAYER_NOT_IN_CLUB', { [path]: 'INVALID_VALUE' });
    if (
      entry.position !== undefined &&
      !isEligibleFor({ position: mainPosition(player), sidePositions: sidePositionsOf(player) }, entry.position)
    )
      throw new AppError(400, 'PLAYER_NOT_ELIGIBLE', { [path]: 'INVALID_VALUE' });
  });
}
