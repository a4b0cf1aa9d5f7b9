/**
 * The fields a client writes, in form order: the one list the player form,
 * its change set and a merge's per-field choice walk. Kept apart from the
 * schemas in players.ts, whose shape must match it (`satisfies`, and a test
 * for the order), so that a page which only walks the fields need not load
 * zod (decision 288).
 */
export const PLAYER_FIELDS = [
  'firstName',
  'lastName',
  'birthday',
  'clubId',
  'foot',
  'backNumberDefault',
  'position',
  'sidePositions',
  'nationality',
  'height',
  'watchlist',
  'networkPlayer',
  'valueEur',
  'targetLeague',
] as const;

export type PlayerField = (typeof PLAYER_FIELDS)[number];

/** Fields a merge chooses per field: keep the survivor's value, or take the merged player's. */
export const MERGE_FIELDS = PLAYER_FIELDS;

export type MergeField = PlayerField;
