/**
 * Pairing a bracket's first round so that teams of one group meet as late as
 * possible (decision 410): a bounded search checked against an exact
 * assignment (the Hungarian method).
 */
import type { Entrant } from './bracket.js';

function tier(entrant: Entrant): string {
  const s = entrant.source;
  return s.kind === 'group' ? `position:${s.position}` : s.kind;
}

function conflicts(a: Entrant | null, b: Entrant | null): boolean {
  return a !== null && b !== null && a.group !== null && a.group === b.group;
}

/**
 * Chooses which movable entrant goes opposite which fixed entrant so that as
 * few pairs as possible share a group. Tries to keep entrants inside their tier
 * (winners stay with winners' slots, runners-up with runners-up) first and only
 * crosses tiers if that leaves fewer clashes; candidates are tried identity-first,
 * so an arrangement that is already clean is returned unchanged (a bounded search).
 * Its result is checked against an exact assignment (the Hungarian method,
 * decision 410: fewest clashes, then fewest entrants out of their tier, then
 * fewest moved) and replaced when that has fewer clashes, so whenever a
 * pairing without a same-group game exists, it is found, and every bracket the
 * search already drew best is drawn as before.
 */
export function arrangeAgainst(fixed: (Entrant | null)[], movable: Entrant[]): { order: Entrant[]; clashes: number } {
  // The exact optima bound the searches: once a search reaches one, nothing better exists.
  const within = search(fixed, movable, true, exactArrangement(fixed, movable, true).clashes);
  if (within.clashes === 0) return within;
  const exact = exactArrangement(fixed, movable, false);
  if (within.clashes <= exact.clashes) return within;
  const across = search(fixed, movable, false, exact.clashes);
  const searched = across.clashes < within.clashes ? across : within;
  return exact.clashes < searched.clashes ? exact : searched;
}

function search(
  fixed: (Entrant | null)[],
  movable: Entrant[],
  keepTier: boolean,
  floor: number,
): { order: Entrant[]; clashes: number } {
  const n = movable.length;
  const identityClashes = movable.filter((m, i) => conflicts(fixed[i] ?? null, m)).length;
  let best = { order: [...movable], clashes: identityClashes };
  if (identityClashes <= floor) return best;
  const used = new Array<boolean>(n).fill(false);
  const current: Entrant[] = [];
  let budget = 50_000;
  const visit = (i: number, clashes: number): void => {
    if (clashes >= best.clashes || best.clashes <= floor || budget <= 0) return;
    budget -= 1;
    if (i === n) {
      best = { order: [...current], clashes };
      return;
    }
    // Identity first, then the others in seed order.
    const candidates = [i, ...Array.from({ length: n }, (_, k) => k).filter((k) => k !== i)];
    for (const k of candidates) {
      const m = movable[k] as Entrant;
      if (used[k] || (keepTier && tier(m) !== tier(movable[i] as Entrant))) continue;
      used[k] = true;
      current.push(m);
      visit(i + 1, clashes + (conflicts(fixed[i] ?? null, m) ? 1 : 0));
      current.pop();
      used[k] = false;
    }
  };
  visit(0, 0);
  return best;
}

/** The fewest clashes by assignment; with `keepTier`, every entrant stays in its tier. */
function exactArrangement(
  fixed: (Entrant | null)[],
  movable: Entrant[],
  keepTier: boolean,
): { order: Entrant[]; clashes: number } {
  const n = movable.length;
  if (n === 0) return { order: [], clashes: 0 };
  const CLASH = 1_000_000;
  const TIER = keepTier ? 1_000_000_000 : 1_000;
  const cost = (i: number, k: number): number =>
    (conflicts(fixed[i] ?? null, movable[k] as Entrant) ? CLASH : 0) +
    (tier(movable[k] as Entrant) !== tier(movable[i] as Entrant) ? TIER : 0) +
    (k !== i ? 1 : 0);
  const order = minimumAssignment(n, cost).map((k) => movable[k] as Entrant);
  return { order, clashes: order.filter((m, i) => conflicts(fixed[i] ?? null, m)).length };
}

/**
 * The Hungarian method (Kuhn–Munkres, O(n³)) for a square cost matrix:
 * returns, for each row, the column that gives the least total cost.
 */
export function minimumAssignment(n: number, cost: (row: number, column: number) => number): number[] {
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const match = new Array<number>(n + 1).fill(0); // match[column] = row, 1-based; 0 = free
  const way = new Array<number>(n + 1).fill(0);
  for (let row = 1; row <= n; row += 1) {
    match[0] = row;
    let column0 = 0;
    const minv = new Array<number>(n + 1).fill(Infinity);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[column0] = true;
      const row0 = match[column0] as number;
      let delta = Infinity;
      let column1 = 0;
      for (let column = 1; column <= n; column += 1) {
        if (used[column]) continue;
        const reduced = cost(row0 - 1, column - 1) - (u[row0] as number) - (v[column] as number);
        if (reduced < (minv[column] as number)) {
          minv[column] = reduced;
          way[column] = column0;
        }
        if ((minv[column] as number) < delta) {
          delta = minv[column] as number;
          column1 = column;
        }
      }
      for (let column = 0; column <= n; column += 1) {
        if (used[column]) {
          u[match[column] as number] = (u[match[column] as number] as number) + delta;
          v[column] = (v[column] as number) - delta;
        } else {
          minv[column] = (minv[column] as number) - delta;
        }
      }
      column0 = column1;
    } while ((match[column0] as number) !== 0);
    do {
      const column1 = way[column0] as number;
      match[column0] = match[column1] as number;
      column0 = column1;
    } while (column0 !== 0);
  }
  const result = new Array<number>(n).fill(0);
  for (let column = 1; column <= n; column += 1) {
    const row = match[column] as number;
    if (row > 0) result[row - 1] = column - 1;
  }
  return result;
}
