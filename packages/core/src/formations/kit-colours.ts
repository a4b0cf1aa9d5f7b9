/**
 * Kit colours: are two shirts too alike to tell apart on the pitch?
 *
 * Distances are measured in OKLab (Björn Ottosson, 2020, https://bottosson.github.io/posts/oklab/),
 * a perceptual colour space in which the Euclidean distance ΔE follows how different two colours look
 * far better than RGB distance does, at a fraction of CIEDE2000's code (decision 042).
 * OKLab's L runs 0–1, so ΔE is scaled by 100 to read like the familiar CIELAB numbers.
 */

export type Rgb = readonly [r: number, g: number, b: number];
export type Oklab = readonly [l: number, a: number, b: number];

const HEX = /^#([0-9a-f]{6})$/i;

/** `#rrggbb` → [r, g, b] in 0–255; null for anything else. */
export function parseHexColour(hex: string): Rgb | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** sRGB transfer function undone: an 8-bit channel → linear light 0–1. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** sRGB → OKLab, with the matrices of Ottosson's reference implementation. */
export function toOklab([r8, g8, b8]: Rgb): Oklab {
  const r = linear(r8);
  const g = linear(g8);
  const b = linear(b8);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** Perceptual distance of two `#rrggbb` colours (OKLab ΔE × 100); `Infinity` when either is not a colour. */
export function colourDistance(hexA: string, hexB: string): number {
  const a = parseHexColour(hexA);
  const b = parseHexColour(hexB);
  if (!a || !b) return Number.POSITIVE_INFINITY;
  const [l1, a1, b1] = toOklab(a);
  const [l2, a2, b2] = toOklab(b);
  return 100 * Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/**
 * Below this distance two shirts clash. Chosen on examples (kit-colours.test.ts): red vs. a darker red
 * (#ff0000/#cc0000, ≈ 10.5) and green vs. dark green (≈ 10) clash; red vs. orange (≈ 17) and blue vs.
 * sky blue (≈ 31) are told apart at a glance, so they do not.
 */
export const KIT_CLASH_DISTANCE = 15;

/** Colours a team can usually switch to: the kits clubs most often keep as their second strip. */
export const ALTERNATIVE_KIT_COLOURS = [
  '#ffffff',
  '#000000',
  '#d32f2f',
  '#1565c0',
  '#fbc02d',
  '#2e7d32',
  '#f57c00',
  '#6a1b9a',
  '#90caf9',
] as const;

export interface KitCheck {
  readonly clash: boolean;
  readonly distance: number;
  /** When the shirts clash: the alternative shirt colour farthest from the opponent's shirt and shorts. */
  readonly suggestion: string | null;
}

/**
 * Compares the shirts of two teams; for a clash, suggests a shirt colour for
 * team A: the alternative farthest from the opponent's shirt and shorts, and,
 * when team A's own shorts are given, not one that clashes with them (black
 * shirts suggested to a team in black shorts).
 */
export function checkKitClash(a: { shirt: string; shorts?: string }, b: { shirt: string; shorts: string }): KitCheck {
  const distance = colourDistance(a.shirt, b.shirt);
  if (distance >= KIT_CLASH_DISTANCE) return { clash: false, distance, suggestion: null };
  const ownShorts = a.shorts;
  const candidates = ALTERNATIVE_KIT_COLOURS.filter(
    (colour) => ownShorts === undefined || colourDistance(colour, ownShorts) >= KIT_CLASH_DISTANCE,
  );
  let suggestion: string = candidates[0] ?? ALTERNATIVE_KIT_COLOURS[0];
  let best = -1;
  for (const colour of candidates) {
    const score = Math.min(colourDistance(colour, b.shirt), colourDistance(colour, b.shorts));
    if (score > best) {
      best = score;
      suggestion = colour;
    }
  }
  return { clash: true, distance, suggestion };
}
