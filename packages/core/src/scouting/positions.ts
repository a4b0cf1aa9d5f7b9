/** Positions (docs/product/positions-and-formations.md). OM = attacking midfield, CS = centre striker. */
export const POSITIONS = ['GK', 'CB', 'LB', 'RB', 'LM', 'RM', 'CM', 'OM', 'DM', 'LW', 'RW', 'CS'] as const;
export type Position = (typeof POSITIONS)[number];

export const isPosition = (value: unknown): value is Position => (POSITIONS as readonly unknown[]).includes(value);

export const FEET = ['right', 'left', 'both'] as const;
export type Foot = (typeof FEET)[number];

/** Maximum player height in cm (docs/product/players-and-clubs.md). */
export const MAX_HEIGHT_CM = 230;

/** A player fits a formation slot when it is the main position or a side position. */
export function isEligibleFor(
  player: { position: Position | null; sidePositions: readonly Position[] },
  slot: Position,
): boolean {
  return player.position === slot || player.sidePositions.includes(slot);
}
