import { describe, expect, it } from 'vitest';
import type { Game, TournamentSummary } from '../../../entities/tournament/tournament-types';
import { allGamesPlayed, firstGames, hasClubTeam, pickNextTournament } from './next-tournament';

const summary = (id: string, dateFrom: string, dateTo: string, followed = false): TournamentSummary => ({
  id,
  name: id,
  type: 'roundRobin',
  dateFrom,
  dateTo,
  location: null,
  followed,
});

const game = (
  id: string,
  date: string | null,
  start: number | null,
  t1: string,
  t2: string,
  status: Game['status'] = 'scheduled',
): Game => ({
  id,
  version: 1,
  phase: 'main',
  group: null,
  round: 1,
  team1: { id: t1, name: t1 },
  team2: { id: t2, name: t2 },
  date,
  start,
  end: start === null ? null : start + 20,
  pitch: start === null ? null : 1,
  status,
  goals1: 0,
  goals2: 0,
  shootout: null,
});

describe('pickNextTournament', () => {
  const items = [
    summary('past', '2026-05-01', '2026-05-02', true),
    summary('later', '2026-09-01', '2026-09-02', true),
    summary('club', '2026-08-01', '2026-08-01'),
    summary('other', '2026-07-20', '2026-07-20'),
  ];

  it('takes the soonest tournament not over yet that I follow or my clubs play in', () => {
    expect(pickNextTournament(items, '2026-07-15', new Set(['club']))?.id).toBe('club');
    expect(pickNextTournament(items, '2026-07-15', new Set())?.id).toBe('later');
  });

  it('finds none when nothing is followed or entered', () => {
    expect(pickNextTournament([summary('other', '2026-07-20', '2026-07-20')], '2026-07-15', new Set())).toBeNull();
  });

  it('falls back to the soonest open tournament of all for those who may see any (not club users)', () => {
    const open = [summary('past', '2026-05-01', '2026-05-02'), summary('other', '2026-07-20', '2026-07-20')];
    expect(pickNextTournament(open, '2026-07-15', new Set(), true)?.id).toBe('other');
    // A followed one still comes first.
    expect(pickNextTournament(items, '2026-07-15', new Set(), true)?.id).toBe('later');
    expect(pickNextTournament([summary('past', '2026-05-01', '2026-05-02')], '2026-07-15', new Set(), true)).toBeNull();
  });
});

describe('hasClubTeam', () => {
  it('looks at the clubs of the teams', () => {
    const teams = [
      { id: 't', clubId: 'c1', name: 'A', clubName: null, pot: null },
      { id: 'u', clubId: null, name: 'B', clubName: null, pot: null },
    ];
    expect(hasClubTeam({ teams }, ['c1'])).toBe(true);
    expect(hasClubTeam({ teams }, ['c2'])).toBe(false);
  });
});

describe('firstGames', () => {
  const games = [
    game('late', '2026-07-20', 600, 'a', 'b'),
    game('early', '2026-07-20', 540, 'c', 'd'),
    game('done', '2026-07-20', 500, 'a', 'c', 'finished'),
    game('unplaced', null, null, 'a', 'd'),
    game('nextDay', '2026-07-21', 540, 'b', 'd'),
  ];

  it('lists placed games still to play in time order', () => {
    expect(firstGames(games, '2026-07-20', new Set()).map((g) => g.id)).toEqual(['early', 'late', 'nextDay']);
  });

  it("prefers my own teams' games", () => {
    expect(firstGames(games, '2026-07-20', new Set(['b'])).map((g) => g.id)).toEqual(['late', 'nextDay']);
  });
});

describe('allGamesPlayed', () => {
  it('is true once every game is finished, false before and without games', () => {
    const finished = game('a', '2026-07-20', 600, 'A', 'B', 'finished');
    expect(allGamesPlayed([finished])).toBe(true);
    expect(allGamesPlayed([finished, game('b', '2026-07-20', 660, 'A', 'C')])).toBe(false);
    expect(allGamesPlayed([])).toBe(false);
  });
});
