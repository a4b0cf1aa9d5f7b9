import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_KIT_COLOURS,
  checkKitClash,
  colourDistance,
  KIT_CLASH_DISTANCE,
  parseHexColour,
  toOklab,
} from './kit-colours.js';

describe('kit colours', () => {
  it('parses #rrggbb and refuses anything else', () => {
    expect(parseHexColour('#FF8000')).toEqual([255, 128, 0]);
    expect(parseHexColour('#fff')).toBeNull();
    expect(parseHexColour('red')).toBeNull();
  });

  it('maps white and black to the ends of OKLab lightness (Ottosson’s reference values)', () => {
    const [lw, aw, bw] = toOklab([255, 255, 255]);
    expect(lw).toBeCloseTo(1, 4);
    expect(aw).toBeCloseTo(0, 4);
    expect(bw).toBeCloseTo(0, 4);
    expect(toOklab([0, 0, 0])).toEqual([0, 0, 0]);
    // Reference: sRGB red is L 0.6280, a 0.2249, b 0.1258.
    const [l, a, b] = toOklab([255, 0, 0]);
    expect(l).toBeCloseTo(0.628, 3);
    expect(a).toBeCloseTo(0.2249, 3);
    expect(b).toBeCloseTo(0.1258, 3);
  });

  it('measures distance symmetrically, zero for the same colour, 100 from black to white', () => {
    expect(colourDistance('#123456', '#123456')).toBe(0);
    expect(colourDistance('#ff0000', '#00ff00')).toBeCloseTo(colourDistance('#00ff00', '#ff0000'), 10);
    expect(colourDistance('#000000', '#ffffff')).toBeCloseTo(100, 1);
    expect(colourDistance('#000000', 'nope')).toBe(Number.POSITIVE_INFINITY);
  });

  it('judges like the eye, not like RGB: near-identical reds clash, red and orange do not', () => {
    const clashes = (a: string, b: string) => colourDistance(a, b) < KIT_CLASH_DISTANCE;
    expect(clashes('#ff0000', '#cc0000')).toBe(true);
    expect(clashes('#2e7d32', '#1b5e20')).toBe(true);
    expect(clashes('#ffffff', '#f5f5f5')).toBe(true);
    expect(clashes('#ff0000', '#ff8800')).toBe(false);
    expect(clashes('#1565c0', '#90caf9')).toBe(false);
    expect(clashes('#ff0000', '#0000ff')).toBe(false);
  });

  it('warns about a clash with an alternative far from both of the opponent’s colours', () => {
    const check = checkKitClash({ shirt: '#d32f2f' }, { shirt: '#c62828', shorts: '#ffffff' });
    expect(check.clash).toBe(true);
    expect(check.suggestion).not.toBeNull();
    expect(ALTERNATIVE_KIT_COLOURS).toContain(check.suggestion);
    expect(colourDistance(check.suggestion!, '#c62828')).toBeGreaterThanOrEqual(KIT_CLASH_DISTANCE);
    expect(colourDistance(check.suggestion!, '#ffffff')).toBeGreaterThanOrEqual(KIT_CLASH_DISTANCE);
    expect(checkKitClash({ shirt: '#ff0000' }, { shirt: '#0000ff', shorts: '#ffffff' })).toMatchObject({
      clash: false,
      suggestion: null,
    });
  });

  it("never suggests a shirt that clashes with the team's own shorts (black shirts with black shorts)", () => {
    // White shirts against a white-shirted, white-shorted opponent: black is farthest from both…
    expect(checkKitClash({ shirt: '#ffffff' }, { shirt: '#fafafa', shorts: '#ffffff' }).suggestion).toBe('#000000');
    // …but not for a team in black shorts.
    const own = checkKitClash({ shirt: '#ffffff', shorts: '#000000' }, { shirt: '#fafafa', shorts: '#ffffff' });
    expect(own.clash).toBe(true);
    expect(own.suggestion).not.toBe('#000000');
    expect(colourDistance(own.suggestion!, '#000000')).toBeGreaterThanOrEqual(KIT_CLASH_DISTANCE);
  });
});
