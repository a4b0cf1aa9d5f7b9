import { describe, expect, it } from 'vitest';
import { FORMATION_PRESETS, findPreset } from './presets.js';

describe('formation presets', () => {
  it('offers the common 11-a-side systems and youth 9- and 7-a-side shapes', () => {
    expect(FORMATION_PRESETS.map((p) => p.id)).toEqual(
      expect.arrayContaining(['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '3-4-3', '5-3-2', '3-2-3', '2-3-1']),
    );
  });

  it.each(FORMATION_PRESETS.map((p) => [p.id, p] as const))(
    '%s: one goalkeeper, outfield lines adding up, on the pitch',
    (id, preset) => {
      expect(preset.slots).toHaveLength(preset.players);
      expect(preset.slots.filter((slot) => slot.position === 'GK')).toHaveLength(1);
      const outfield = id.split('-').reduce((sum, n) => sum + Number(n), 0);
      expect(outfield + 1).toBe(preset.players);
      for (const slot of preset.slots) {
        expect(slot.x).toBeGreaterThanOrEqual(0);
        expect(slot.x).toBeLessThanOrEqual(100);
        expect(slot.y).toBeGreaterThanOrEqual(0);
        expect(slot.y).toBeLessThanOrEqual(100);
      }
      const places = new Set(preset.slots.map((slot) => `${slot.x},${slot.y}`));
      expect(places.size).toBe(preset.slots.length);
    },
  );

  it('finds a preset by id', () => {
    expect(findPreset('4-3-3')?.players).toBe(11);
    expect(findPreset('9-9-9')).toBeUndefined();
  });
});
