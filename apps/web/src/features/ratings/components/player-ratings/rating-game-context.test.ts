import { describe, expect, it } from 'vitest';
import { ratingGameContext } from './rating-history';

describe('ratingGameContext', () => {
  const game = {
    id: 'g1',
    tournamentId: 't1',
    tournamentName: 'U15 Cup',
    team1Name: 'FC Nord',
    team2Name: 'SV Süd',
    date: '2026-06-01',
    start: 640,
  };

  it('names the tournament, the two teams and the kick-off', () => {
    expect(ratingGameContext(game)).toBe('U15 Cup, FC Nord – SV Süd, 10:40');
  });

  it('leaves out a time the game does not have, and marks a team not known yet', () => {
    expect(ratingGameContext({ ...game, start: null, team2Name: null })).toBe('U15 Cup, FC Nord – ?');
    expect(ratingGameContext({ ...game, start: 9 * 60 + 5 })).toBe('U15 Cup, FC Nord – SV Süd, 09:05');
  });
});
