/**
 * The pitch as the SVG draws it: a full-size 11-a-side pitch of 105 × 68 m (FIFA/IFAB recommended size)
 * in portrait, the team's own goal at the bottom, one SVG unit = one metre, with a margin for shirts
 * and names at the touchlines. Slot coordinates are percent of the pitch (core's `SlotPoint`):
 * `x` across, `y` from the own goal line.
 */
export const PITCH_WIDTH = 68;
export const PITCH_LENGTH = 105;
export const PITCH_MARGIN = 4;
export const VIEW_BOX = `${-PITCH_MARGIN} ${-PITCH_MARGIN} ${PITCH_WIDTH + 2 * PITCH_MARGIN} ${PITCH_LENGTH + 2 * PITCH_MARGIN}`;

/** Slot percent → SVG point. */
export function toSvg(point: { x: number; y: number }): { cx: number; cy: number } {
  return { cx: (point.x / 100) * PITCH_WIDTH, cy: PITCH_LENGTH - (point.y / 100) * PITCH_LENGTH };
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const round = (value: number) => Math.round(value * 10) / 10;

/** SVG point → slot percent, kept on the pitch (the server refuses anything off it) and to 0.1 %. */
export function fromSvg(cx: number, cy: number): { x: number; y: number } {
  return { x: round(clamp((cx / PITCH_WIDTH) * 100)), y: round(clamp(((PITCH_LENGTH - cy) / PITCH_LENGTH) * 100)) };
}

/** A keyboard step: 1 % of the pitch, 5 % with Shift; arrow up moves towards the opponent's goal. */
export function stepped(point: { x: number; y: number }, key: string, big: boolean): { x: number; y: number } | null {
  const step = big ? 5 : 1;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, step],
    ArrowDown: [0, -step],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: round(clamp(point.x + move[0])), y: round(clamp(point.y + move[1])) };
}
