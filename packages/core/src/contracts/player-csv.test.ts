import { describe, expect, it } from 'vitest';
import { csvColumnOf, PLAYER_CSV_COLUMNS } from './player-csv.js';

describe('the players CSV columns', () => {
  it('are the player fields in form order, with the club by name and the default back number as backNumber', () => {
    // The documented header a club's existing spreadsheets are written to: it must not move.
    expect(PLAYER_CSV_COLUMNS.join(',')).toBe(
      'firstName,lastName,birthday,club,foot,backNumber,position,sidePositions,nationality,height,watchlist,networkPlayer,valueEur,targetLeague',
    );
  });

  it('name a field after itself unless it is renamed', () => {
    expect(csvColumnOf('clubId')).toBe('club');
    expect(csvColumnOf('backNumberDefault')).toBe('backNumber');
    expect(csvColumnOf('valueEur')).toBe('valueEur');
  });
});
