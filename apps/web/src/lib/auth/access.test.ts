import { describe, expect, it } from 'vitest';
import { decideAccess, visibleForLevel } from './access';

describe('decideAccess', () => {
  it('asks signed-out visitors to log in, whatever the route needs', () => {
    expect(decideAccess(null, { auth: 'login' })).toBe('login');
    expect(decideAccess(null, { auth: 'level', maxLevel: 2 })).toBe('login');
  });

  it('lets every signed-in user through a login route', () => {
    expect(decideAccess({ level: 5 }, { auth: 'login' })).toBe('allow');
    expect(decideAccess({ level: 0 }, { auth: 'login' })).toBe('allow');
  });

  it('allows a level at or below the required one', () => {
    expect(decideAccess({ level: 2 }, { auth: 'level', maxLevel: 2 })).toBe('allow');
    expect(decideAccess({ level: 0 }, { auth: 'level', maxLevel: 2 })).toBe('allow');
  });

  it('refuses a numerically greater or missing level', () => {
    expect(decideAccess({ level: 3 }, { auth: 'level', maxLevel: 2 })).toBe('forbidden');
    expect(decideAccess({ level: undefined as unknown as number }, { auth: 'level', maxLevel: 2 })).toBe('forbidden');
  });
});

describe('visibleForLevel', () => {
  const items = [
    { id: 'account', maxLevel: 6 },
    { id: 'ratings', maxLevel: 3 },
    { id: 'users', maxLevel: 1 },
  ];

  it('shows an item when the level is at or below its level', () => {
    expect(visibleForLevel(items, 5).map((i) => i.id)).toEqual(['account']);
    expect(visibleForLevel(items, 3).map((i) => i.id)).toEqual(['account', 'ratings']);
    expect(visibleForLevel(items, 0).map((i) => i.id)).toEqual(['account', 'ratings', 'users']);
  });

  it('shows nothing without a level', () => {
    expect(visibleForLevel(items, null)).toEqual([]);
  });
});
