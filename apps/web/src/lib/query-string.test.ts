import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string';

describe('withQuery', () => {
  it('appends the non-empty values, encoded', () => {
    expect(withQuery('/api/players', { q: 'Müller & Co', free: true, offset: 0, sort: undefined })).toBe(
      '/api/players?q=M%C3%BCller+%26+Co&free=true&offset=0',
    );
  });

  it('leaves out empty values and the question mark when nothing is left', () => {
    expect(withQuery('/api/clubs', { q: '', country: null, level: undefined })).toBe('/api/clubs');
  });
});
