import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './use-page-title';

describe('formatPageTitle', () => {
  it('prefixes the page with the product name and an en dash', () => {
    expect(formatPageTitle('Home', 'Touchline')).toBe('Touchline – Home');
  });

  it('is the product name alone without a page', () => {
    expect(formatPageTitle(null, 'Scoutbase')).toBe('Scoutbase');
  });
});
