import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorable-text.js';

describe('text no engine can keep (NUL, lone surrogates)', () => {
  it('names every field and key that holds one, in the order of the body', () => {
    const body = {
      name: 'Lena',
      rows: [{ firstName: 'Ok' }, { firstName: 'Le\u0000na', lastName: 'Le\ud800na' }],
      'ke\u0000y': 1,
      note: 'Zeile\nZeile\t\u202e',
    };
    expect(findUnstorableText(body, 'body')).toEqual(['ke\u0000y', 'rows.1.firstName', 'rows.1.lastName']);
    expect(findUnstorableText('Le\u0000na', 'body')).toEqual(['body']);
    expect(findUnstorableText({ q: 'Müller 😀 \u200d' }, 'querystring')).toEqual([]);
    expect(findUnstorableText(undefined, 'body')).toEqual([]);
  });

  it('walks a body nested 200,000 deep without the call stack, and names at most 20 fields', () => {
    let deep: unknown = 'Le\u0000na';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const found = findUnstorableText({ deep }, 'body');
    expect(found).toHaveLength(1);
    expect(found[0]!.startsWith('deep.0.0.')).toBe(true);
    expect(
      findUnstorableText(
        Array.from({ length: 1000 }, () => '\u0000'),
        'body',
      ),
    ).toHaveLength(20);
  });
});
