import { describe, expect, it } from 'vitest';
import {
  USERS_PAGE_SIZE,
  listQueryFor,
  pageCount,
  pageRange,
  validateUserOverviewSearch,
} from './user-overview-search';

describe('validateUserOverviewSearch', () => {
  it('keeps a trimmed search, a real level and a page above 1', () => {
    expect(validateUserOverviewSearch({ q: '  bea ', level: 1, page: 3 })).toEqual({ q: 'bea', level: 1, page: 3 });
    expect(validateUserOverviewSearch({ level: '0', page: '2' })).toEqual({ level: 0, page: 2 });
  });

  it('drops what the API would refuse or what means "no filter"', () => {
    expect(validateUserOverviewSearch({ q: '   ', level: 6, page: 1 })).toEqual({});
    expect(validateUserOverviewSearch({ q: 3, level: 'x', page: -2 })).toEqual({});
    expect(validateUserOverviewSearch({ level: 1.5, page: 2.5 })).toEqual({});
    expect(validateUserOverviewSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
});

describe('paging', () => {
  it('turns a page into limit and offset', () => {
    expect(listQueryFor({})).toEqual({ limit: USERS_PAGE_SIZE, offset: 0 });
    expect(listQueryFor({ q: 'a', level: 0, page: 3 })).toEqual({
      q: 'a',
      level: 0,
      limit: USERS_PAGE_SIZE,
      offset: 2 * USERS_PAGE_SIZE,
    });
  });

  it('counts pages and the range shown', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(USERS_PAGE_SIZE + 1)).toBe(2);
    expect(pageRange(1, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(pageRange(2, 3, USERS_PAGE_SIZE + 3)).toEqual({
      from: USERS_PAGE_SIZE + 1,
      to: USERS_PAGE_SIZE + 3,
      total: USERS_PAGE_SIZE + 3,
    });
  });
});
