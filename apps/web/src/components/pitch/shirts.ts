import type { Formation, Lineup } from '@touchline/core';
import { fullName } from '../../lib/format';
import type { PitchShirt } from './pitch-shirts';

/** A formation's slots as shirts on the pitch (an empty slot shows its position). */
export function formationShirts(slots: Formation['slots']): PitchShirt[] {
  return slots.map((slot, index) => ({
    key: String(index),
    position: slot.position,
    x: slot.x,
    y: slot.y,
    backNumber: slot.player?.backNumber ?? null,
    name: slot.player ? fullName(slot.player) : null,
  }));
}

/** A line-up's starters as shirts, with this game's back numbers. */
export function lineupShirts(starters: Lineup['starters']): PitchShirt[] {
  return starters.map((starter, index) => ({
    key: String(index),
    position: starter.position,
    x: starter.x,
    y: starter.y,
    backNumber: starter.player.backNumber,
    name: fullName(starter.player),
  }));
}
