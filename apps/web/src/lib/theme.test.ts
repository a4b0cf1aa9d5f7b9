import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './theme';

const px = (em: string) => parseFloat(em) * 16;

describe('theme breakpoints', () => {
  it('match the spec (xs 0, sm 340, md 540, lg 800, xl 1280)', () => {
    expect(BREAKPOINTS).toEqual({ xs: '0em', sm: '21.25em', md: '33.75em', lg: '50em', xl: '80em' });
    expect(Object.values(BREAKPOINTS).map(px)).toEqual([0, 340, 540, 800, 1280]);
  });
});
