/**
 * Which criterion separated two neighbouring rows of a group table (decision 023),
 * so a table can say why Japan is above Senegal ("fair play").
 *
 * It asks the engine itself rather than re-ranking: the tie-break is a recursive
 * split, so the ranking under the first k criteria is exactly the split after k
 * steps. The criterion that separates two teams is the first k at which
 * `computeStandings` with only those criteria gives them different positions.
 * Teams that only a person's resolution separates get `tieResolution`.
 */
import type { Criterion, PlayedGame, StandingRow, StandingsRules, TieResolution } from './standings.js';
import { computeStandings } from './standings.js';

export type Separation = Criterion | 'tieResolution';

export type SeparatedRow = StandingRow & {
  /** What puts this row above the next one; null for the last row and for a tie still open. */
  separatedBy: Separation | null;
};

export function standingsWithSeparation(input: {
  teams: string[];
  games: PlayedGame[];
  rules: StandingsRules;
  fairPlayAdjustments?: Record<string, number>;
  resolutions?: TieResolution[];
}): { rows: SeparatedRow[]; unresolvedTies: string[][] } {
  const full = computeStandings(input);
  const { resolutions: _ignored, ...unresolved } = input;
  // Positions under the first k criteria, k = 1 … n (no resolutions: they are a person's, not a criterion).
  const prefixes = input.rules.criteria.map((_, k) => {
    const rules = { ...input.rules, criteria: input.rules.criteria.slice(0, k + 1) };
    const table = computeStandings({ ...unresolved, rules });
    return new Map(table.rows.map((r) => [r.team, r.position] as const));
  });
  const rows = full.rows.map((row, i): SeparatedRow => {
    const next = full.rows[i + 1];
    if (!next || next.position === row.position) return { ...row, separatedBy: null };
    const k = prefixes.findIndex((positions) => positions.get(row.team) !== positions.get(next.team));
    return { ...row, separatedBy: k < 0 ? 'tieResolution' : (input.rules.criteria[k] as Criterion) };
  });
  return { rows, unresolvedTies: full.unresolvedTies };
}
