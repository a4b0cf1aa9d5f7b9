/**
 * User levels (docs/product/levels-and-access.md): a lower number means more power.
 * Level 6 is not a user level; the menu uses it for items every signed-in user sees.
 */
export const LEVELS = {
  administrator: 0,
  moderator: 1,
  externalScout: 2,
  club: 3,
  guest: 4,
  user: 5,
} as const;

export type LevelName = keyof typeof LEVELS;
export type Level = (typeof LEVELS)[LevelName];

export const ALL_LEVELS: readonly Level[] = [0, 1, 2, 3, 4, 5];

/** Level given to the first account of an empty installation. */
export const FIRST_ACCOUNT_LEVEL: Level = LEVELS.administrator;
/** Level given to every later registration. */
export const DEFAULT_LEVEL: Level = LEVELS.user;

export const LEVEL_NAMES: Record<Level, LevelName> = {
  0: 'administrator',
  1: 'moderator',
  2: 'externalScout',
  3: 'club',
  4: 'guest',
  5: 'user',
};

export function isLevel(value: unknown): value is Level {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

/** Menu/route rule: access when the user's level is at or below the required level. */
export function meetsLevel(userLevel: number | null | undefined, required: number): boolean {
  return typeof userLevel === 'number' && userLevel <= required;
}

/**
 * i18n key of each level's label (docs/product/levels-and-access.md). Core holds no sentences: the
 * web app translates `levels.<key>` in every locale (level 5 shows as "User").
 */
export type LevelLabelKey = LevelName;

export const LEVEL_LABEL_KEYS: Readonly<Record<Level, LevelLabelKey>> = LEVEL_NAMES;

/** The i18n label key of a level, e.g. `levelLabelKey(2)` → `'externalScout'`. */
export function levelLabelKey(level: Level): LevelLabelKey {
  return LEVEL_LABEL_KEYS[level];
}
