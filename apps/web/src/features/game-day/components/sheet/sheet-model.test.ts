import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../../../../test/tournament-fixtures';
import { sheetSections } from './sheet-model';

const game = (id: string, date: string | null, start: number | null, pitch: number | null) =>
  fixtureGame(id, { date, start, end: start === null ? null : start + 25, pitch });

describe('sheetSections', () => {
  it('numbers games in kick-off order and makes one section per day and pitch, unplaced last', () => {
    const { sections, unplaced } = sheetSections([
      game('d2p1', '2030-06-02', 600, 1),
      game('d1p2', '2030-06-01', 600, 2),
      game('off', null, null, null),
      game('d1p1late', '2030-06-01', 660, 1),
      game('d1p1', '2030-06-01', 600, 1),
    ]);
    expect(sections.map((s) => [s.date, s.pitch, s.games.map((g) => `${g.number}:${g.game.id}`)])).toEqual([
      ['2030-06-01', 1, ['1:d1p1', '3:d1p1late']],
      ['2030-06-01', 2, ['2:d1p2']],
      ['2030-06-02', 1, ['4:d2p1']],
    ]);
    expect(unplaced.map((u) => `${u.number}:${u.game.id}`)).toEqual(['5:off']);
  });
});
