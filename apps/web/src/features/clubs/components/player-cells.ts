import { ageOn, type Player } from '@touchline/core';

/** The player's age, only when the caller receives the birthday (docs/product/personal-details.md); null otherwise. */
export function visibleAge(player: Player, today: string): number | null {
  return player.detailsVisible && player.birthday ? ageOn(player.birthday, today) : null;
}
