import { ageOn, type Player } from '@touchline/core';

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The player's age, only when the caller receives the birthday (docs/product/personal-details.md); null otherwise. */
export function visibleAge(player: Player, today: string): number | null {
  return player.detailsVisible && player.birthday ? ageOn(player.birthday, today) : null;
}

export function fullName(player: Pick<Player, 'firstName' | 'lastName'>): string {
  return `${player.firstName} ${player.lastName}`.trim();
}
