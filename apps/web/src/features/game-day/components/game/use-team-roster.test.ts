import type { Lineup, PlayerSummary } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { fixtureGame, fixtureTournament } from '../../../../test/tournament-fixtures';
import { clubsToRecord, rosterOrder, rosterWithLineup } from './use-team-roster';

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

describe('the rosters loaded ahead for offline recording (decision 426)', () => {
  it("are the clubs of games still to record, each once, without finished games' or unknown teams'", () => {
    const games = [
      fixtureGame('g1', { team1: { id: 'A1', name: 'A1' }, team2: { id: 'A2', name: 'A2' } }),
      fixtureGame('g2', { team1: { id: 'A1', name: 'A1' }, team2: { id: 'B1', name: 'B1' }, status: 'running' }),
      fixtureGame('g3', { team1: { id: 'C1', name: 'C1' }, team2: { id: 'C2', name: 'C2' }, status: 'finished' }),
      fixtureGame('g4', { phase: 'knockout', team1: null, team2: { id: 'B2', name: 'B2' } }),
    ];
    expect(clubsToRecord(fixtureTournament, games)).toEqual(['club-A1', 'club-A2', 'club-B1', 'club-B2']);
  });
});
