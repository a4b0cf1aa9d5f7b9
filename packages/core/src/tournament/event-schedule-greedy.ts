/**
 * The event scheduler's first pass (decision 450): list scheduling across all
 * divisions at once. Day by day, the pitch whose next free minute is earliest
 * takes the first pending game (divisions interleaved, each in its own fixture
 * order) that may kick off there then; when none can, the pitch moves on to
 * the earliest minute at which one of them could. Kick-offs never go back in
 * time, so each game only waits for games already placed. Fast, not
 * complete: what it leaves over goes to the search pass.
 */
import type { EventPlacement } from './event-schedule-state.js';
import { EventState } from './event-schedule-state.js';
import type { EventPlan } from './event-schedule-model.js';

export function eventGreedy(plan: EventPlan): { placements: EventPlacement[]; pending: number[] } {
  const s = new EventState(plan);
  let pending = plan.items.map((_, i) => i).sort((a, b) => s.item(a).order - s.item(b).order || a - b);
  const { pitches } = s;
  for (let day = 0; day < s.days && pending.length > 0; day += 1) {
    const base = day * 1440;
    // Absolute time each pitch is looked at next; Infinity once nothing more fits there today.
    const at = new Array<number>(pitches).fill(base);
    for (;;) {
      let p = -1;
      for (let q = 0; q < pitches; q += 1) {
        if ((at[q] as number) < Infinity && (p === -1 || (at[q] as number) < (at[p] as number))) p = q;
      }
      if (p === -1 || pending.length === 0) break;
      const now = at[p] as number;
      let chosen = -1;
      let next = Infinity;
      for (const i of pending) {
        const ready = s.readyAt(i);
        if (ready === Infinity) continue;
        const start = s.startOn(i, day, p, Math.max(now, ready));
        if (start < 0) continue;
        if (base + start === now) {
          chosen = i;
          break;
        }
        next = Math.min(next, base + start);
      }
      if (chosen === -1) {
        at[p] = next;
        continue;
      }
      s.place({ item: chosen, day, pitch: p, start: now - base, abs: now });
      pending = pending.filter((i) => i !== chosen);
      // Kick-offs never go back: every pitch is looked at from this one on. A
      // knockout game, or a division's last group game, may make games ready
      // that no pitch could take before: closed pitches open again.
      const item = s.item(chosen);
      const opens = item.knockout || s.groupPending[item.division] === 0;
      for (let q = 0; q < pitches; q += 1) {
        if ((at[q] as number) < now || (opens && at[q] === Infinity)) at[q] = now;
      }
      at[p] = Math.max(now, base + (s.cursor[day * pitches + p] as number));
    }
  }
  return { placements: s.placements, pending };
}
