import type { Position } from '../scouting/positions.js';

/**
 * Pitch coordinates of a formation slot, in percent of the pitch:
 * `x` across the width (0 = left touchline, 100 = right touchline, as the team attacks),
 * `y` along the length (0 = own goal line, 100 = the opponent's goal line).
 * Percentages keep a formation independent of the pitch size (11-, 9- and 7-a-side pitches differ).
 */
export interface SlotPoint {
  readonly x: number;
  readonly y: number;
}

export interface PresetSlot extends SlotPoint {
  readonly position: Position;
}

export interface FormationPreset {
  /** Stable id and display name at once: formation shapes are written the same in every language. */
  readonly id: string;
  /** Players on the pitch, goalkeeper included. */
  readonly players: 7 | 9 | 11;
  readonly slots: readonly PresetSlot[];
}

const GK: PresetSlot = { position: 'GK', x: 50, y: 5 };
const s = (position: Position, x: number, y: number): PresetSlot => ({ position, x, y });

/** Back four, midfield lines and forward lines reused by the shapes below. */
const BACK_FOUR = [s('LB', 15, 22), s('CB', 38, 18), s('CB', 62, 18), s('RB', 85, 22)];
const BACK_THREE = [s('CB', 25, 18), s('CB', 50, 16), s('CB', 75, 18)];
const BACK_FIVE = [s('LB', 10, 26), s('CB', 30, 18), s('CB', 50, 16), s('CB', 70, 18), s('RB', 90, 26)];
const TWO_STRIKERS = [s('CS', 38, 78), s('CS', 62, 78)];

/**
 * The shapes coaches start from (docs/product/positions-and-formations.md): the common 11-a-side systems and
 * the 9- and 7-a-side shapes youth football plays. A preset only seeds the slots; they can be moved,
 * added and removed afterwards.
 */
export const FORMATION_PRESETS: readonly FormationPreset[] = [
  {
    id: '4-4-2',
    players: 11,
    slots: [GK, ...BACK_FOUR, s('LM', 15, 50), s('CM', 38, 46), s('CM', 62, 46), s('RM', 85, 50), ...TWO_STRIKERS],
  },
  {
    id: '4-3-3',
    players: 11,
    slots: [
      GK,
      ...BACK_FOUR,
      s('CM', 28, 46),
      s('DM', 50, 40),
      s('CM', 72, 46),
      s('LW', 18, 74),
      s('CS', 50, 80),
      s('RW', 82, 74),
    ],
  },
  {
    id: '4-2-3-1',
    players: 11,
    slots: [
      GK,
      ...BACK_FOUR,
      s('DM', 38, 38),
      s('DM', 62, 38),
      s('LW', 18, 62),
      s('OM', 50, 60),
      s('RW', 82, 62),
      s('CS', 50, 82),
    ],
  },
  {
    id: '3-5-2',
    players: 11,
    slots: [
      GK,
      ...BACK_THREE,
      s('LM', 10, 50),
      s('CM', 32, 46),
      s('DM', 50, 38),
      s('CM', 68, 46),
      s('RM', 90, 50),
      ...TWO_STRIKERS,
    ],
  },
  {
    id: '3-4-3',
    players: 11,
    slots: [
      GK,
      ...BACK_THREE,
      s('LM', 12, 48),
      s('CM', 38, 44),
      s('CM', 62, 44),
      s('RM', 88, 48),
      s('LW', 20, 74),
      s('CS', 50, 80),
      s('RW', 80, 74),
    ],
  },
  {
    id: '5-3-2',
    players: 11,
    slots: [GK, ...BACK_FIVE, s('CM', 28, 46), s('DM', 50, 40), s('CM', 72, 46), ...TWO_STRIKERS],
  },
  {
    id: '3-2-3',
    players: 9,
    slots: [GK, ...BACK_THREE, s('CM', 35, 44), s('CM', 65, 44), s('LW', 18, 72), s('CS', 50, 78), s('RW', 82, 72)],
  },
  {
    id: '3-3-2',
    players: 9,
    slots: [GK, ...BACK_THREE, s('LM', 18, 48), s('CM', 50, 44), s('RM', 82, 48), ...TWO_STRIKERS],
  },
  {
    id: '2-3-1',
    players: 7,
    slots: [GK, s('CB', 32, 20), s('CB', 68, 20), s('LM', 15, 48), s('CM', 50, 44), s('RM', 85, 48), s('CS', 50, 78)],
  },
  {
    id: '3-2-1',
    players: 7,
    slots: [GK, ...BACK_THREE, s('CM', 35, 48), s('CM', 65, 48), s('CS', 50, 78)],
  },
];

export function findPreset(id: string): FormationPreset | undefined {
  return FORMATION_PRESETS.find((preset) => preset.id === id);
}
