import { SKILLS, type PlayerRatings, type Skill } from '@touchline/core';

export interface SkillAverageRow {
  skill: Skill;
  average: number | null;
  count: number;
}

/** All 21 skills in core's SKILLS order (docs/product/ratings.md) with their average (null when no rating scored it). */
export function skillAverageRows(summary: Pick<PlayerRatings['summary'], 'skills'>): SkillAverageRow[] {
  return SKILLS.map((skill) => {
    const entry = summary.skills[skill];
    return { skill, average: entry?.average ?? null, count: entry?.count ?? 0 };
  });
}

/** One decimal in the UI language: 7.5 / 7,5. */
export function formatAverage(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
