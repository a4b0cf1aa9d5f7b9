import { grantOf, type Actor } from '@touchline/core';
import { assertCan } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import type { OfficialsRepository } from './officials.repository.js';

type OfficialLookup = Pick<OfficialsRepository, 'officialOf'>;

/**
 * May the actor record this game now (decision 454)? Levels 0–2 record every
 * game without a lookup; any other level only the game it is the assigned
 * official of, read afresh on every write, so an unassignment takes effect
 * at the next one. 404 `GAME_NOT_FOUND` for an unknown game, 403 otherwise.
 */
export async function assertMayRecord(officials: OfficialLookup, actor: Actor, gameId: string): Promise<void> {
  if (grantOf(actor, 'game.record') === 'all') return;
  const officialId = await officials.officialOf(gameId);
  if (officialId === undefined) throw new AppError(404, 'GAME_NOT_FOUND');
  assertCan(actor, 'game.record', { officialId });
}

/** The same question as a yes or no, for a game known to exist (the recorder's read). */
export async function mayRecord(officials: OfficialLookup, actor: Actor, gameId: string): Promise<boolean> {
  if (grantOf(actor, 'game.record') === 'all') return true;
  if (grantOf(actor, 'game.record') === 'none') return false;
  const officialId = await officials.officialOf(gameId);
  return officialId !== undefined && officialId !== null && officialId === actor.id;
}
