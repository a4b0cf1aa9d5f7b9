import { SKILLS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { formatAverage, skillAverageRows } from './skill-averages';

describe('skillAverageRows', () => {
  it('lists all 21 skills in order, unrated ones as null', () => {
    const rows = skillAverageRows({ skills: { speed: { average: 7.5, count: 2 } } });
    expect(rows.map((r) => r.skill)).toEqual([...SKILLS]);
    expect(rows.find((r) => r.skill === 'speed')).toEqual({ skill: 'speed', average: 7.5, count: 2 });
    expect(rows.find((r) => r.skill === 'agility')).toEqual({ skill: 'agility', average: null, count: 0 });
  });

  it('formats averages with one decimal in the UI language', () => {
    expect(formatAverage(7, 'en')).toBe('7.0');
    expect(formatAverage(7.25, 'de')).toBe('7,3');
  });
});
