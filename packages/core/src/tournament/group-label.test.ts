import { describe, expect, it } from 'vitest';
import { groupLabel } from './group-label.js';

describe('groupLabel', () => {
  it('drops a leading word for "group" in any of the four languages', () => {
    expect(groupLabel('Group A')).toBe('A');
    expect(groupLabel('Gruppe C')).toBe('C');
    expect(groupLabel('Groupe B')).toBe('B');
    expect(groupLabel('grupo  D ')).toBe('D');
    expect(groupLabel('GROUP North 2')).toBe('North 2');
  });

  it('keeps a name that does not start with it, or is only that word', () => {
    expect(groupLabel('A')).toBe('A');
    expect(groupLabel('Nord')).toBe('Nord');
    expect(groupLabel('Group')).toBe('Group');
    expect(groupLabel('Groups of death')).toBe('Groups of death');
  });
});
