import { knockoutPlaceholders, type BracketBody, type SlotPlaceholder } from '@touchline/core';
import type { Game } from '../../../../entities/tournament/tournament-types';
import { byKickOff, isPlaced, type PlacedGame } from '../../../../entities/tournament/schedule-model';
import { compareIso } from '../../../../lib/format';

export type SheetSection = { date: string; pitch: number; games: { number: number; game: PlacedGame }[] };

/**
 * The match sheet's layout, shared in spirit with the server's PDF: every
 * game numbered in kick-off order (day, time, pitch), then one section per
 * day and pitch, which prints as one page. Unplaced games come last, numbered on.
 */
export function sheetSections(games: readonly Game[]): {
  sections: SheetSection[];
  unplaced: { number: number; game: Game }[];
} {
  const ordered = [...games].sort(byKickOff);
  const numbered = ordered.map((game, i) => ({ number: i + 1, game }));
  const sections: SheetSection[] = [];
  const byDayAndPitch = [...numbered]
    .filter((entry): entry is { number: number; game: PlacedGame } => isPlaced(entry.game))
    .sort((a, b) => compareIso(a.game.date, b.game.date) || a.game.pitch - b.game.pitch || a.game.start - b.game.start);
  for (const entry of byDayAndPitch) {
    const last = sections.at(-1);
    if (last && last.date === entry.game.date && last.pitch === entry.game.pitch) last.games.push(entry);
    else sections.push({ date: entry.game.date, pitch: entry.game.pitch, games: [entry] });
  }
  return { sections, unplaced: numbered.filter((entry) => !isPlaced(entry.game)) };
}

/**
 * Each open knockout slot's origin ("Winner group A", "Winner of match 12"
 * by the sheet's own numbers), as the server's PDF prints it: from the
 * bracket's games, by game id.
 */
export function sheetPlaceholders(
  bracketGames: BracketBody['games'] | undefined,
  numbered: readonly { number: number; game: Game }[],
): Map<string, [SlotPlaceholder | null, SlotPlaceholder | null]> {
  const numbers = new Map(numbered.map((entry) => [entry.game.id, entry.number]));
  return knockoutPlaceholders(bracketGames ?? [], (id) => numbers.get(id) ?? null);
}
