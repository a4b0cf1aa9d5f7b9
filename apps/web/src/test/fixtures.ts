// Answers shaped like the API's (core's contract types), for fakeApi and renderApp.
import type { Club, Me, Player } from '@touchline/core';
import type { ClubList } from '../entities/club/list-clubs';

export function aMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u-admin',
    email: 'admin@example.test',
    displayName: 'Ada Admin',
    level: 0,
    locale: 'en',
    isDarkMode: false,
    avatarUrl: null,
    clubIds: [],
    followedTournaments: [],
    hasPassword: true,
    ...overrides,
  };
}

export function aClub(overrides: Partial<Club> = {}): Club {
  return {
    id: 'c-nord',
    name: 'FC Nord',
    country: 'DE',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    crestUrl: null,
    ...overrides,
  };
}

export function aClubList(items: Club[]): ClubList {
  return { items, total: items.length };
}

export function aPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 'p-1',
    firstName: 'Mira',
    lastName: 'Berg',
    clubId: 'c-nord',
    position: 'CM',
    sidePositions: [],
    backNumberDefault: 8,
    networkPlayer: false,
    version: 3,
    detailsVisible: true,
    birthday: '2010-03-14',
    foot: 'right',
    nationality: 'DE',
    height: 170,
    watchlist: false,
    valueEur: null,
    targetLeague: null,
    photoUrl: null,
    videoCount: 0,
    ...overrides,
  };
}
