import { describe, expect, it } from 'vitest';
import { initialTieValues, orderOf, tieFormIssue } from './tie-form';

const two = ['jp', 'sn'];
const three = ['a', 'b', 'c'];

describe('tie form', () => {
  it('completes the order with the team left once every other place is picked', () => {
    expect(orderOf(two, ['sn'])).toEqual(['sn', 'jp']);
    expect(orderOf(three, ['c', 'a'])).toEqual(['c', 'a', 'b']);
    expect(orderOf(three, ['c', ''])).toEqual(['c']);
  });

  it('asks a shootout for its winner, any method for a full order, a committee for its note', () => {
    const shootout = initialTieValues(two, 'shootout');
    expect(tieFormIssue(two, shootout)).toBe('winnerRequired');
    expect(tieFormIssue(two, { ...shootout, places: ['jp'] })).toBeNull();
    expect(tieFormIssue(three, { ...initialTieValues(three, 'drawingOfLots'), places: ['b', ''] })).toBe(
      'orderIncomplete',
    );
    const committee = { ...initialTieValues(two, 'committee'), places: ['sn'] };
    expect(tieFormIssue(two, committee)).toBe('noteRequired');
    expect(tieFormIssue(two, { ...committee, note: 'Fewer red cards' })).toBeNull();
  });
});
