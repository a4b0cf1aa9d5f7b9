import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../lib/country-options';
import { CountryFlag, flagUrl } from './country-flag';

describe('country flags', () => {
  it('has a flag for every country the app offers, by code in either case', () => {
    const missing = countryCodes().filter((code) => !flagUrl(code));
    expect(missing).toEqual([]);
    expect(flagUrl('de')).toBe(flagUrl('DE'));
    expect(flagUrl('ZZ')).toBeUndefined();
    expect(flagUrl(null)).toBeUndefined();
  });

  it('draws a decorative flag, or nothing for an unknown code', () => {
    const { rerender } = render(<CountryFlag code="PT" />);
    const flag = screen.getByTestId('country-flag');
    expect(flag).toHaveAttribute('alt', '');
    expect(flag).toHaveAttribute('loading', 'lazy');
    rerender(<CountryFlag code="ZZ" />);
    expect(screen.queryByTestId('country-flag')).not.toBeInTheDocument();
  });
});
