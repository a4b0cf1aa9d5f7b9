import { describe, expect, it } from 'vitest';
import { matchesBackNumber, parsePlayerSearch, searchFilters } from './player-search';

describe('parsePlayerSearch', () => {
  it('takes names as the server search', () => {
    expect(parsePlayerSearch('  Ada  Lovelace ')).toEqual({ q: 'Ada Lovelace', backNumber: null });
  });

  it('finds a back number alone or beside a name', () => {
    expect(parsePlayerSearch('7')).toEqual({ q: '', backNumber: 7 });
    expect(parsePlayerSearch('#10 Müller')).toEqual({ q: 'Müller', backNumber: 10 });
    expect(parsePlayerSearch('Müller 10')).toEqual({ q: 'Müller', backNumber: 10 });
  });

  it('keeps longer numbers and a second number in the name search', () => {
    expect(parsePlayerSearch('1234')).toEqual({ q: '1234', backNumber: null });
    expect(parsePlayerSearch('7 8')).toEqual({ q: '8', backNumber: 7 });
  });
});

describe('searchFilters and matchesBackNumber', () => {
  it('asks for a short page by name, a long one for a back number', () => {
    expect(searchFilters({ q: 'ada', backNumber: null })).toEqual({ q: 'ada', sort: 'name', limit: 20 });
    expect(searchFilters({ q: '', backNumber: 7 })).toEqual({ sort: 'name', limit: 200 });
  });

  it('matches the back number on the results', () => {
    expect(matchesBackNumber({ backNumberDefault: 7 }, { q: '', backNumber: 7 })).toBe(true);
    expect(matchesBackNumber({ backNumberDefault: 9 }, { q: '', backNumber: 7 })).toBe(false);
    expect(matchesBackNumber({ backNumberDefault: null }, { q: 'x', backNumber: null })).toBe(true);
  });
});
