import type { Lineup, PlayerSummary } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { rosterOrder, rosterWithLineup } from './use-team-roster';

const player = (id: string, firstName: string, backNumberDefault: number | null) =>
  ({ id, firstName, lastName: 'Muster', backNumberDefault }) as PlayerSummary;
const squadPlayer = (id: string, firstName: string, backNumber: number) => ({
  id,
  firstName,
  lastName: 'Muster',
  backNumber,
  position: null,
});

describe('the recording roster and the line-up', () => {
  const club = rosterOrder([player('a', 'Anna', 7), player('b', 'Bea', 9), player('c', 'Cleo', null)]);

  it('without a line-up lists the club by usual back number, then by name', () => {
    expect(rosterWithLineup(club, undefined).map((p) => p.label)).toEqual([
      '7 Anna Muster',
      '9 Bea Muster',
      'Cleo Muster',
    ]);
  });

  it("puts the line-up first, under this game's numbers, then the club's other players", () => {
    const lineup = {
      teamId: 't',
      starters: [{ position: 'CS', x: 50, y: 80, player: squadPlayer('b', 'Bea', 10) }],
      substitutes: [squadPlayer('c', 'Cleo', 14)],
    } as unknown as Lineup;
    expect(rosterWithLineup(club, lineup)).toEqual([
      { id: 'b', label: '10 Bea Muster' },
      { id: 'c', label: '14 Cleo Muster' },
      { id: 'a', label: '7 Anna Muster' },
    ]);
  });
});
