/**
 * The standings' criteria and the ways a person resolves a tie, without
 * their schemas (standings.ts): a page that only shows standings gets the
 * names without zod (decision 286).
 */
export const STANDINGS_CRITERIA = [
  'points',
  'goalDifference',
  'goalsFor',
  'wins',
  'headToHeadPoints',
  'headToHeadGoalDifference',
  'headToHeadGoalsFor',
  'fairPlay',
] as const;
/** What put a row above the next: a criterion of the preset, or a person's tie resolution. */
export const SEPARATIONS = [...STANDINGS_CRITERIA, 'tieResolution'] as const;
export const TIE_RESOLUTION_METHODS = ['shootout', 'coinToss', 'drawingOfLots', 'committee', 'groupSelection'] as const;
