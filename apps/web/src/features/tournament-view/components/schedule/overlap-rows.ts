/**
 * Rows inside one pitch's lane so that games overlapping in time (a move
 * confirmed with a conflict, decision 421) sit one under the other instead of
 * on top of each other: each game takes the first row free at its kick-off.
 * Without overlaps every game is in row 0 and `rows` is 1.
 */
export function overlapRows(games: readonly { id: string; start: number; end: number }[]): {
  rows: number;
  rowOf: ReadonlyMap<string, number>;
} {
  const rowOf = new Map<string, number>();
  /** The end of the last game in each row. */
  const rowEnds: number[] = [];
  const ordered = [...games].sort((a, b) => a.start - b.start || a.end - b.end || a.id.localeCompare(b.id));
  for (const game of ordered) {
    let row = rowEnds.findIndex((end) => end <= game.start);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = game.end;
    rowOf.set(game.id, row);
  }
  return { rows: Math.max(1, rowEnds.length), rowOf };
}
