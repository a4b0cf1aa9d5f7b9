/**
 * Fair-play cards of one game from its recorded card events (docs/product/tournaments.md
 * "Standings", decision 023). FIFA counts one deduction per player per match, the most
 * severe one: a second yellow counts as the second yellow alone (not yellow + second
 * yellow), a yellow followed by a direct red counts as "yellow + direct red". Events
 * without a player (the player is not on a roster) cannot be matched and count each on
 * their own.
 */
import type { CardCounts } from './standings.js';

export type CardKind = 'yellow' | 'secondYellow' | 'red';

/** A recorded event of a game; goals are ignored here. */
export type CardEvent = { kind: CardKind | 'goal'; team: 1 | 2; playerId?: string | null };

const none = (): CardCounts => ({ yellow: 0, secondYellow: 0, directRed: 0, yellowDirectRed: 0 });

/** The one deduction a player gets for all their cards in one game. */
function playerDeduction(kinds: readonly CardKind[]): keyof CardCounts {
  const yellows = kinds.filter((k) => k === 'yellow').length;
  const secondYellow = kinds.includes('secondYellow') || yellows >= 2;
  if (kinds.includes('red')) return yellows > 0 || secondYellow ? 'yellowDirectRed' : 'directRed';
  return secondYellow ? 'secondYellow' : 'yellow';
}

const PLAYERLESS: Record<CardKind, keyof CardCounts> = {
  yellow: 'yellow',
  secondYellow: 'secondYellow',
  red: 'directRed',
};

/** The card counts of each side of one game, ready for `computeStandings`' `cards1`/`cards2`. */
export function gameCards(events: readonly CardEvent[]): { cards1: CardCounts; cards2: CardCounts } {
  const sides = { 1: none(), 2: none() };
  const byPlayer = new Map<string, { team: 1 | 2; kinds: CardKind[] }>();
  for (const event of events) {
    if (event.kind === 'goal') continue;
    if (!event.playerId) {
      sides[event.team][PLAYERLESS[event.kind]] += 1;
      continue;
    }
    const key = `${event.team}\u0000${event.playerId}`;
    const entry = byPlayer.get(key) ?? { team: event.team, kinds: [] };
    entry.kinds.push(event.kind);
    byPlayer.set(key, entry);
  }
  for (const { team, kinds } of byPlayer.values()) sides[team][playerDeduction(kinds)] += 1;
  return { cards1: sides[1], cards2: sides[2] };
}
