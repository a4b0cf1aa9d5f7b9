import type { Formation } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import {
  addStarter,
  draftFromFormation,
  emptyDraft,
  nextFreeBackNumber,
  STARTERS_WITHOUT_FORMATION,
  substituteBackNumber,
} from './lineup-draft';

const player = (id: string, backNumber: number | null) => ({
  id,
  firstName: 'P',
  lastName: id,
  backNumber,
  position: 'CM' as const,
});

const formation: Formation = {
  id: 'f1',
  clubId: 'c1',
  name: '4-3-3',
  shirtColour: '#d32f2f',
  shortsColour: '#ffffff',
  slots: [
    { position: 'GK', x: 50, y: 5, player: player('keeper', 1) },
    { position: 'CM', x: 30, y: 45, player: null },
    { position: 'CM', x: 70, y: 45, player: player('twin', 1) },
    { position: 'CS', x: 50, y: 80, player: player('noNumber', null) },
  ],
  createdAt: '',
  updatedAt: '',
  version: 1,
};

describe('line-up drafts', () => {
  it('starts from the formation’s filled slots, its colours and distinct back numbers', () => {
    const draft = draftFromFormation(formation);
    expect(draft).toMatchObject({
      formationId: 'f1',
      shirtColour: '#d32f2f',
      shortsColour: '#ffffff',
      substitutes: [],
    });
    expect(draft.starters.map((s) => [s.playerId, s.position, s.backNumber])).toEqual([
      ['keeper', 'GK', 1],
      ['twin', 'CM', 2],
      ['noNumber', 'CS', 3],
    ]);
  });

  it('finds the lowest free back number', () => {
    expect(nextFreeBackNumber(draftFromFormation(formation))).toBe(4);
  });

  it('gives a substitute their usual back number when it is free, else the lowest free one', () => {
    const draft = draftFromFormation(formation);
    expect(substituteBackNumber(draft, 16)).toBe(16);
    expect(substituteBackNumber(draft, 2)).toBe(4);
    expect(substituteBackNumber(draft, null)).toBe(4);
  });
});

describe('a line-up without a formation (decision 417)', () => {
  it('places starters on a 4-4-2, goalkeeper first, under their usual number when free, and stops at eleven', () => {
    let draft = emptyDraft({ shirtColour: '#1565c0', shortsColour: '#ffffff' });
    draft = addStarter(draft, 'a', 1);
    draft = addStarter(draft, 'b', 1);
    expect(draft.starters.map((s) => [s.playerId, s.position, s.backNumber])).toEqual([
      ['a', 'GK', 1],
      ['b', 'LB', 2],
    ]);
    for (let i = 0; i < 12; i += 1) draft = addStarter(draft, `p${i}`, null);
    expect(draft.starters).toHaveLength(STARTERS_WITHOUT_FORMATION);
    expect(STARTERS_WITHOUT_FORMATION).toBe(11);
  });
});
