import { describe, expect, it } from 'vitest';
import { overviewQueryFor, ratingsPageCount, validateRatingsSearch } from './ratings-search';

describe('ratings search', () => {
  it('keeps a valid tab, search and page and drops the rest', () => {
    expect(validateRatingsSearch({ tab: 'mine', q: ' ada ', page: '3' })).toEqual({ tab: 'mine', q: 'ada', page: 3 });
    expect(validateRatingsSearch({ tab: 'x', q: '  ', page: '0' })).toEqual({});
    expect(validateRatingsSearch({ page: 1.5 })).toEqual({});
  });

  it('turns the page into limit and offset', () => {
    expect(overviewQueryFor({})).toEqual({ limit: 25, offset: 0 });
    expect(overviewQueryFor({ q: 'ada', page: 3 })).toEqual({ q: 'ada', limit: 25, offset: 50 });
  });

  it('counts pages', () => {
    expect(ratingsPageCount(0)).toBe(1);
    expect(ratingsPageCount(26)).toBe(2);
  });
});
