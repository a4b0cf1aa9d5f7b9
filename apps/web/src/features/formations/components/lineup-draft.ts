import type { Formation, Lineup, SetLineup } from '@touchline/core';

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
