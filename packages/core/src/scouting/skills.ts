/**
 * The 21 rating skills (docs/product/ratings.md), as stable keys. Names and one-sentence
 * descriptions live in the web app's locales (`skills` namespace), in all
 * four languages (docs/product/ratings.md).
 */
export const SKILLS = [
  'agility',
  'speed',
  'technique',
  'overview',
  'chemistry',
  'passing',
  'shooting',
  'dribbling',
  'defending',
  'tackling',
  'positioning',
  'strength',
  'stamina',
  'heading',
  'crossing',
  'vision',
  'ballControl',
  'composure',
  'setPieces',
  'leadership',
  'teamwork',
] as const;

export type Skill = (typeof SKILLS)[number];

export const MIN_SCORE = 1;
export const MAX_SCORE = 10;

export type RatingScores = Partial<Record<Skill, number>>;

export type SkillAverage = { average: number; count: number };

/** Average per skill over ratings that scored it (a rating may leave skills out). One decimal. */
export function averageScores(ratings: readonly { scores: RatingScores }[]): Partial<Record<Skill, SkillAverage>> {
  const result: Partial<Record<Skill, SkillAverage>> = {};
  for (const skill of SKILLS) {
    const values = ratings.map((r) => r.scores[skill]).filter((v): v is number => typeof v === 'number');
    if (values.length)
      result[skill] = { average: round1(values.reduce((a, b) => a + b, 0) / values.length), count: values.length };
  }
  return result;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
