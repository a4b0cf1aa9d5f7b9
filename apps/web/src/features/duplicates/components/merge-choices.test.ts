import { describe, expect, it } from 'vitest';
import { aPlayer } from '../../../test/fixtures';
import { defaultChoices, mergeRequest } from './merge-choices';

describe('merge choices', () => {
  const a = aPlayer({ id: 'a', version: 3, lastName: 'Müller', height: null, position: 'CM' });
  const b = aPlayer({ id: 'b', version: 7, lastName: 'Mueller', height: 165, position: 'DM', sidePositions: ['CB'] });

  it("keeps the survivor's values but fills its empty fields from the other record", () => {
    const choices = defaultChoices([a, b], 'a');
    expect(choices.lastName).toBe('a');
    expect(choices.position).toBe('a');
    expect(choices.height).toBe('b');
    expect(choices.sidePositions).toBe('b');
  });

  it('sends both versions and only the differing fields taken from the merged record', () => {
    const choices = { ...defaultChoices([a, b], 'a'), position: 'b' as const, firstName: 'b' as const };
    expect(mergeRequest([a, b], 'a', choices)).toEqual({
      survivorId: 'a',
      mergedId: 'b',
      survivorVersion: 3,
      mergedVersion: 7,
      takeFromMerged: ['position', 'sidePositions', 'height'],
    });
  });

  it('works with the second record surviving', () => {
    const choices = { ...defaultChoices([a, b], 'b'), lastName: 'a' as const };
    const request = mergeRequest([a, b], 'b', choices);
    expect(request).toMatchObject({ survivorId: 'b', mergedId: 'a', survivorVersion: 7, mergedVersion: 3 });
    expect(request.takeFromMerged).toEqual(['lastName']);
  });
});
