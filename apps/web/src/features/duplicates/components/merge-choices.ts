import { MERGE_FIELDS, type MergeField, type MergePlayers, type Player } from '@touchline/core';

export type Side = 'a' | 'b';
export type Choices = Record<MergeField, Side>;

export const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return (a ?? null) === (b ?? null);
}

/**
 * The starting choice per field: the survivor's value, unless it is empty
 * and the other record has one (a merge should not lose information).
 */
export function defaultChoices(players: readonly [Player, Player], survivor: Side): Choices {
  const bySide = { a: players[0], b: players[1] };
  const choices = {} as Choices;
  for (const field of MERGE_FIELDS) {
    const kept = bySide[survivor][field];
    const otherValue = bySide[other(survivor)][field];
    choices[field] = isEmpty(kept) && !isEmpty(otherValue) ? other(survivor) : survivor;
  }
  return choices;
}

/** The merge request: the survivor keeps its id; fields chosen from the other record come from the merged player. */
export function mergeRequest(players: readonly [Player, Player], survivor: Side, choices: Choices): MergePlayers {
  const kept = survivor === 'a' ? players[0] : players[1];
  const merged = survivor === 'a' ? players[1] : players[0];
  return {
    survivorId: kept.id,
    mergedId: merged.id,
    survivorVersion: kept.version,
    mergedVersion: merged.version,
    // Only fields whose values differ: taking an equal value changes nothing.
    takeFromMerged: MERGE_FIELDS.filter(
      (field) => choices[field] !== survivor && !sameValue(kept[field], merged[field]),
    ),
  };
}
