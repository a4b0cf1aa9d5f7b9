/**
 * Single-elimination brackets (docs/product/tournaments.md "Advancement", "Knockout").
 *
 * The bracket has the next power of two of lines. Entrants are seeded in the
 * standard order (1 v 16, 8 v 9, …) so the best seeds meet last, and the seeds
 * with no opponent (byes) are the best ones. A bye is not a game: the entrant is
 * placed straight into its second-round slot, so no "bye game" ever needs a result.
 * First-round pairs of teams from the same group are avoided where possible.
 */

/** Where a slot's team comes from. */
export type SlotSource =
  | { kind: 'seed'; seed: number }
  | { kind: 'group'; group: string; position: number }
  | { kind: 'wildcard'; rank: number }
  | { kind: 'winner'; gameId: string };

export type BracketSlot = {
  source: SlotSource;
  /** Null while open (group not finished, previous game not decided). */
  team: string | null;
  /** The team's group when known; used to spot same-group pairs. */
  group: string | null;
  /** Seed number of an entrant slot (1 = best); null for winner slots. */
  seed: number | null;
};

export type GameStatus = 'scheduled' | 'running' | 'finished';

export type Score = { goals1: number; goals2: number };

export type KnockoutResult = Score & { shootout: Score | null };

export type KnockoutGame = {
  /** Stable id `ko-r<round>-m<position>`; positions count byes, so a round can skip numbers. */
  id: string;
  /** 1 = first round; `rounds` = final. */
  round: number;
  /** 0-based position inside the round. */
  index: number;
  slot1: BracketSlot;
  slot2: BracketSlot;
  status: GameStatus;
  result: KnockoutResult | null;
  winner: string | null;
  /** Where the winner goes; null for the final. */
  next: { gameId: string; slot: 1 | 2 } | null;
};

export type Bracket = { size: number; rounds: number; entrants: number; games: KnockoutGame[] };

/** An entrant before the bracket exists, in seed order. */
export type Entrant = { source: Exclude<SlotSource, { kind: 'winner' }>; team: string | null; group: string | null };

export type BracketError = 'NOT_ENOUGH_TEAMS';

export function nextPowerOfTwo(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/** Seeds in bracket line order, e.g. 8 → [1, 8, 4, 5, 2, 7, 3, 6]. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const m = order.length * 2;
    order = order.flatMap((s) => [s, m + 1 - s]);
  }
  return order;
}

export type RoundName = 'final' | 'semiFinal' | 'quarterFinal' | 'roundOf16' | 'roundOf32' | 'roundOf64' | 'earlyRound';

/** A code the UI translates, from the number of rounds still to play. */
export function roundName(round: number, rounds: number): RoundName {
  const names: RoundName[] = ['final', 'semiFinal', 'quarterFinal', 'roundOf16', 'roundOf32', 'roundOf64'];
  return names[rounds - round] ?? 'earlyRound';
}

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
 * crosses tiers if that leaves fewer clashes. Candidates are tried identity-first,
 * so an arrangement that is already clean is returned unchanged. Bounded search.
 */
export function arrangeAgainst(fixed: (Entrant | null)[], movable: Entrant[]): { order: Entrant[]; clashes: number } {
  const within = search(fixed, movable, true);
  if (within.clashes === 0) return within;
  const across = search(fixed, movable, false);
  return across.clashes < within.clashes ? across : within;
}

function search(
  fixed: (Entrant | null)[],
  movable: Entrant[],
  keepTier: boolean,
): { order: Entrant[]; clashes: number } {
  const n = movable.length;
  const identityClashes = movable.filter((m, i) => conflicts(fixed[i] ?? null, m)).length;
  let best = { order: [...movable], clashes: identityClashes };
  if (identityClashes === 0) return best;
  const used = new Array<boolean>(n).fill(false);
  const current: Entrant[] = [];
  let budget = 50_000;
  const visit = (i: number, clashes: number): void => {
    if (clashes >= best.clashes || budget <= 0) return;
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

function entrantSlot(entrant: Entrant, seed: number): BracketSlot {
  return { source: entrant.source, team: entrant.team, group: entrant.group, seed };
}

/**
 * Builds the bracket for entrants given in seed order (index 0 = seed 1).
 * Byes go to the best seeds; same-group first-round pairs are avoided where possible.
 */
export function createBracket(
  entrants: readonly Entrant[],
): { ok: true; bracket: Bracket; sameGroupPairs: number } | { ok: false; code: BracketError } {
  const n = entrants.length;
  if (n < 2) return { ok: false, code: 'NOT_ENOUGH_TEAMS' };
  const size = nextPowerOfTwo(n);
  const rounds = Math.log2(size);
  const order = seedOrder(size);

  // Each first-round line pair: the better seed stays, the worse seed may move.
  const pairs: { high: number; low: number }[] = [];
  for (let i = 0; i < size; i += 2) {
    const a = order[i] as number;
    const b = order[i + 1] as number;
    pairs.push({ high: Math.min(a, b), low: Math.max(a, b) });
  }
  // Which entrant sits on which seed line. Two kinds of first games can pair a
  // group with itself: a first-round game (the worse seed may move among the
  // first-round seats) and a second-round game between two bye holders (the
  // worse bye holder may move among the bye seats). Byes stay with the best seeds.
  const seated = new Map<number, Entrant>(entrants.map((e, i) => [i + 1, e] as const));
  const reseat = (matchups: { fixed: number; moving: number }[]): number => {
    const arranged = arrangeAgainst(
      matchups.map((m) => seated.get(m.fixed) as Entrant),
      matchups.map((m) => seated.get(m.moving) as Entrant),
    );
    matchups.forEach((m, i) => seated.set(m.moving, arranged.order[i] as Entrant));
    return arranged.clashes;
  };
  const firstRound = pairs.filter((p) => p.low <= n).map((p) => ({ fixed: p.high, moving: p.low }));
  const byeMeetings: { fixed: number; moving: number }[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const a = pairs[i] as { high: number; low: number };
    const b = pairs[i + 1] as { high: number; low: number };
    if (a.low > n && b.low > n) byeMeetings.push({ fixed: Math.min(a.high, b.high), moving: Math.max(a.high, b.high) });
  }
  const clashes = reseat(firstRound) + reseat(byeMeetings);

  const games: KnockoutGame[] = [];
  // A "line" is what feeds a slot of the next round: a game's winner, or an entrant with a bye.
  let lines: BracketSlot[] = [];
  pairs.forEach((p, index) => {
    const high = entrantSlot(seated.get(p.high) as Entrant, p.high);
    if (p.low > n) {
      lines.push(high);
      return;
    }
    const id = `ko-r1-m${index + 1}`;
    games.push(newGame(id, 1, index, high, entrantSlot(seated.get(p.low) as Entrant, p.low)));
    lines.push(winnerSlot(id));
  });
  for (let round = 2; round <= rounds; round += 1) {
    const next: BracketSlot[] = [];
    for (let index = 0; index < lines.length / 2; index += 1) {
      const id = `ko-r${round}-m${index + 1}`;
      games.push(newGame(id, round, index, lines[2 * index] as BracketSlot, lines[2 * index + 1] as BracketSlot));
      next.push(winnerSlot(id));
    }
    lines = next;
  }
  // Link each game to the game its winner feeds.
  const byId = new Map(games.map((g) => [g.id, g] as const));
  for (const g of games) {
    for (const slot of [1, 2] as const) {
      const source = (slot === 1 ? g.slot1 : g.slot2).source;
      if (source.kind === 'winner') {
        const feeder = byId.get(source.gameId);
        if (feeder) feeder.next = { gameId: g.id, slot };
      }
    }
  }
  return { ok: true, bracket: { size, rounds, entrants: n, games }, sameGroupPairs: clashes };
}

function winnerSlot(gameId: string): BracketSlot {
  return { source: { kind: 'winner', gameId }, team: null, group: null, seed: null };
}

function newGame(id: string, round: number, index: number, slot1: BracketSlot, slot2: BracketSlot): KnockoutGame {
  return { id, round, index, slot1, slot2, status: 'scheduled', result: null, winner: null, next: null };
}

/** Plain seeded knockout: `teams` in seed order, with optional groups for clash avoidance. */
export function entrantsFromSeeds(teams: readonly string[], groupOf?: Record<string, string>): Entrant[] {
  return teams.map((team, i) => ({ source: { kind: 'seed', seed: i + 1 }, team, group: groupOf?.[team] ?? null }));
}

/** Deep copy, so every operation returns a new bracket and never mutates its input. */
export function cloneBracket(bracket: Bracket): Bracket {
  return {
    ...bracket,
    games: bracket.games.map((g) => ({
      ...g,
      slot1: { ...g.slot1 },
      slot2: { ...g.slot2 },
      result: g.result ? { ...g.result, shootout: g.result.shootout ? { ...g.result.shootout } : null } : null,
      next: g.next ? { ...g.next } : null,
    })),
  };
}

export function slotOf(game: KnockoutGame, slot: 1 | 2): BracketSlot {
  return slot === 1 ? game.slot1 : game.slot2;
}

/** Entrant slots (not fed by a winner) whose team plays its first game there. */
export function entrantSlots(bracket: Bracket): { game: KnockoutGame; slot: 1 | 2 }[] {
  const out: { game: KnockoutGame; slot: 1 | 2 }[] = [];
  for (const game of bracket.games) {
    for (const slot of [1, 2] as const) {
      if (slotOf(game, slot).source.kind !== 'winner') out.push({ game, slot });
    }
  }
  return out;
}

export type SameGroupWarning = { code: 'SAME_GROUP_REMATCH'; gameId: string; group: string };

/** Games whose two known teams come from the same group. */
export function sameGroupPairs(bracket: Bracket): SameGroupWarning[] {
  const out: SameGroupWarning[] = [];
  for (const g of bracket.games) {
    if (g.slot1.source.kind === 'winner' || g.slot2.source.kind === 'winner') continue;
    if (g.slot1.group !== null && g.slot1.group === g.slot2.group) {
      out.push({ code: 'SAME_GROUP_REMATCH', gameId: g.id, group: g.slot1.group });
    }
  }
  return out;
}
