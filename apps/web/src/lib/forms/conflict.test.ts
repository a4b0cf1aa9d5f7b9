import { describe, expect, it } from 'vitest';
import { rebase } from './conflict';

type Club = { name: string; country: string; tags: string[] };
const fields = ['name', 'country', 'tags'] as const;

describe('rebase', () => {
  const base: Club = { name: 'FC Nord', country: 'DE', tags: ['a'] };

  it('takes their value where the user left a field alone and keeps the user’s edits', () => {
    const mine = { ...base, name: 'FC Nord 1920' };
    const theirs = { ...base, country: 'AT', tags: ['a', 'b'] };
    expect(rebase(fields, base, mine, theirs)).toEqual({
      values: { name: 'FC Nord 1920', country: 'AT', tags: ['a', 'b'] },
      changed: ['country', 'tags'],
      clashes: [],
    });
  });

  it('names a clash where both changed a field to different values, and none where they agree', () => {
    const mine = { ...base, country: 'CH', name: 'Same' };
    const theirs = { ...base, country: 'AT', name: 'Same' };
    expect(rebase(fields, base, mine, theirs)).toEqual({
      values: { ...base, country: 'CH', name: 'Same' },
      changed: ['name', 'country'],
      clashes: ['country'],
    });
  });
});
