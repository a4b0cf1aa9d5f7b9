import { findPreset, type Formation, type Lineup, type SetLineup } from '@touchline/core';

/** A line-up being edited: what PUT /api/games/{id}/lineups/{teamId} takes, without the version. */
export type LineupDraft = Omit<SetLineup, 'version'>;

/** The stored line-up as a draft. */
export function draftFromLineup(lineup: Lineup): LineupDraft {
  return {
    formationId: lineup.formationId,
    shirtColour: lineup.shirtColour,
    shortsColour: lineup.shortsColour,
    starters: lineup.starters.map((s) => ({
      playerId: s.player.id,
      position: s.position,
      x: s.x,
      y: s.y,
      backNumber: s.player.backNumber ?? 1,
    })),
    substitutes: lineup.substitutes.map((p) => ({ playerId: p.id, backNumber: p.backNumber ?? 1 })),
  };
}

/**
 * A first line-up from a formation: its filled slots become the starters, each with the player's usual
 * back number, or the lowest number nobody wears yet (back numbers must differ within a line-up).
 */
export function draftFromFormation(formation: Formation): LineupDraft {
  const filled = formation.slots.filter((slot) => slot.player !== null);
  const taken = new Set(filled.flatMap((slot) => (slot.player?.backNumber ? [slot.player.backNumber] : [])));
  const free = () => {
    let n = 1;
    while (taken.has(n)) n++;
    taken.add(n);
    return n;
  };
  const used = new Set<number>();
  return {
    formationId: formation.id,
    shirtColour: formation.shirtColour,
    shortsColour: formation.shortsColour,
    starters: filled.map((slot) => {
      const own = slot.player!.backNumber;
      const backNumber = own && own <= 99 && !used.has(own) ? own : free();
      used.add(backNumber);
      return { playerId: slot.player!.id, position: slot.position, x: slot.x, y: slot.y, backNumber };
    }),
    substitutes: [],
  };
}

/** The lowest back number 1–99 no one in the draft wears. */
export function nextFreeBackNumber(draft: LineupDraft): number {
  const taken = new Set([...draft.starters, ...draft.substitutes].map((p) => p.backNumber));
  let n = 1;
  while (taken.has(n) && n < 99) n++;
  return n;
}

/**
 * A substitute's back number: the player's usual one when no one in the draft
 * wears it (the line-up never renumbers a player without asking: #16 stays
 * #16), else the lowest free one.
 */
export function substituteBackNumber(draft: LineupDraft, usual: number | null | undefined): number {
  const taken = new Set([...draft.starters, ...draft.substitutes].map((p) => p.backNumber));
  if (usual && usual >= 1 && usual <= 99 && !taken.has(usual)) return usual;
  return nextFreeBackNumber(draft);
}

/** Where starters picked without a formation stand: a 4-4-2, goalkeeper first (decision 417). */
const SHAPE = findPreset('4-4-2')!.slots;

/** The most starters a line-up picked without a formation takes: the shape's eleven. */
export const STARTERS_WITHOUT_FORMATION = SHAPE.length;

/** A line-up for a club without any formation: no starters yet, the default kit (decision 417). */
export function emptyDraft(kit: { shirtColour: string; shortsColour: string }): LineupDraft {
  return { formationId: null, ...kit, starters: [], substitutes: [] };
}

/**
 * The draft with one more starter, placed at the next free spot of a 4-4-2
 * (goalkeeper first; the shirts can be moved on the pitch), under the
 * player's usual back number when free.
 */
export function addStarter(draft: LineupDraft, playerId: string, usual: number | null | undefined): LineupDraft {
  const taken = new Set(draft.starters.map((s) => `${s.x}/${s.y}`));
  const spot = SHAPE.find((slot) => !taken.has(`${slot.x}/${slot.y}`));
  if (!spot) return draft;
  const backNumber = substituteBackNumber(draft, usual);
  return {
    ...draft,
    starters: [...draft.starters, { playerId, position: spot.position, x: spot.x, y: spot.y, backNumber }],
  };
}
