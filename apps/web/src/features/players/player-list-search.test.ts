import { PLAYER_SORTS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { LIST_SORTS, exportQueryFor, listQueryFor, pageRange, validatePlayerListSearch } from './player-list-search';
import { playersExportUrl } from './api/export-url';

describe('validatePlayerListSearch', () => {
  it("knows exactly the API's sorts", () => {
    expect([...LIST_SORTS]).toEqual([...PLAYER_SORTS]);
  });

  it('keeps valid filters, sort, page and size; drops the rest', () => {
    expect(
      validatePlayerListSearch({
        q: ' Berg ',
        nationality: 'de',
        position: 'CM',
        networkPlayer: 'true',
        watchlist: false,
        sort: '-age',
        page: '3',
        size: 50,
        hideFilters: true,
      }),
    ).toEqual({
      q: 'Berg',
      nationality: 'DE',
      position: 'CM',
      networkPlayer: true,
      watchlist: false,
      sort: '-age',
      page: 3,
      size: 50,
      hideFilters: true,
    });
    expect(
      validatePlayerListSearch({
        nationality: 'XX',
        position: 'ZZ',
        sort: 'height',
        page: 0,
        size: 30,
        watchlist: 'maybe',
      }),
    ).toEqual({});
  });

  it('keeps a digits-only name search as text and leaves defaults out of the URL', () => {
    expect(validatePlayerListSearch({ q: 10, sort: 'name', size: 25, page: 1 })).toEqual({ q: '10' });
  });
});

describe('queries', () => {
  it('pages on the server and exports the same filters without paging', () => {
    const search = { q: 'Berg', watchlist: true, sort: '-name' as const, page: 3, size: 50 as const };
    expect(listQueryFor(search)).toEqual({ q: 'Berg', watchlist: true, sort: '-name', limit: 50, offset: 100 });
    expect(listQueryFor({})).toEqual({ sort: 'name', limit: 25, offset: 0 });
    expect(playersExportUrl(exportQueryFor(search))).toBe('/api/players/export.csv?q=Berg&watchlist=true&sort=-name');
  });

  it('describes the page shown', () => {
    expect(pageRange(2, 25, 25, 60)).toEqual({ from: 26, to: 50, total: 60 });
    expect(pageRange(1, 25, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
