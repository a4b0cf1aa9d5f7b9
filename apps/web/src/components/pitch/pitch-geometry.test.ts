import { describe, expect, it } from 'vitest';
import { fromSvg, PITCH_LENGTH, PITCH_WIDTH, stepped, toSvg } from './pitch-geometry';

describe('pitch geometry', () => {
  it('puts the own goal line at the bottom and the opponent’s at the top', () => {
    expect(toSvg({ x: 0, y: 0 })).toEqual({ cx: 0, cy: PITCH_LENGTH });
    expect(toSvg({ x: 100, y: 100 })).toEqual({ cx: PITCH_WIDTH, cy: 0 });
    expect(toSvg({ x: 50, y: 50 })).toEqual({ cx: PITCH_WIDTH / 2, cy: PITCH_LENGTH / 2 });
  });

  it('maps back to percent, kept on the pitch', () => {
    expect(fromSvg(PITCH_WIDTH / 2, PITCH_LENGTH / 4)).toEqual({ x: 50, y: 75 });
    expect(fromSvg(-10, PITCH_LENGTH + 10)).toEqual({ x: 0, y: 0 });
    expect(fromSvg(PITCH_WIDTH * 2, -5)).toEqual({ x: 100, y: 100 });
  });

  it('moves by 1 % with the arrow keys, 5 % with Shift, never off the pitch, and ignores other keys', () => {
    expect(stepped({ x: 50, y: 50 }, 'ArrowUp', false)).toEqual({ x: 50, y: 51 });
    expect(stepped({ x: 50, y: 50 }, 'ArrowLeft', true)).toEqual({ x: 45, y: 50 });
    expect(stepped({ x: 99, y: 1 }, 'ArrowRight', true)).toEqual({ x: 100, y: 1 });
    expect(stepped({ x: 99, y: 1 }, 'ArrowDown', true)).toEqual({ x: 99, y: 0 });
    expect(stepped({ x: 50, y: 50 }, 'Enter', false)).toBeNull();
  });
});
