/**
 * Single-elimination brackets (docs/product/tournaments.md "Advancement", "Knockout").
 *
 * The bracket has the next power of two of lines. Entrants are seeded in the
 * standard order (1 v 16, 8 v 9, …) so the best seeds meet last, and the seeds
 * with no opponent (byes) are the best ones. A bye is not a game: the entrant is
 * placed straight into its second-round slot, so no "bye game" ever needs a result.
 * First-round pairs of teams from the same group are avoided where possible.
 *
 * Optionally the losers play on (decision 411): a third-place game between the
 * semi-final losers, or placement games for every place, where the losers of
 * each round play their own bracket for the places below (the quarter-final
 * losers for 5th–8th, and so on), so every entrant's final place is decided.
 */

import { arrangeAgainst } from './bracket-pairing.js';

/** Where a slot's team comes from. */
export type SlotSource =
  | { kind: 'seed'; seed: number }
  | { kind: 'group'; group: string; position: number }
  | { kind: 'wildcard'; rank: number }
  | { kind: 'winner'; gameId: string }
  | { kind: 'loser'; gameId: string };

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
  /** Where the loser goes (a third-place or placement game); null or absent when the loser is out. */
  loserNext?: { gameId: string; slot: 1 | 2 } | null;
  /** The best place the game's bracket decides: 1 for the main bracket, 3 for the third-place game, 5 for 5th–8th… */
  place?: number;
  /** Kicks each before sudden death in this game's shootout (absent: 5, the Laws of the Game). */
  shootoutKicks?: number;
};

/** A final place and the line that takes it: a game's winner or loser, or an entrant that reached it unopposed. */
export type FinishingLine = { place: number; source: SlotSource };

export type Bracket = {
  size: number;
  rounds: number;
  entrants: number;
  games: KnockoutGame[];
  /** Which place each line finishes in (brackets made before placement games existed lack it). */
  finish?: FinishingLine[];
};

/** An entrant before the bracket exists, in seed order. */
export type Entrant = {
  source: Exclude<SlotSource, { kind: 'winner' } | { kind: 'loser' }>;
  team: string | null;
  group: string | null;
};

export type BracketError = 'NOT_ENOUGH_TEAMS';

export type BracketOptions = {
  /** A game between the semi-final losers for third place, played before the final. */
  thirdPlaceGame?: boolean;
  /** Every place played for: the losers of each round play on for the places below (implies the third-place game). */
  placementGames?: boolean;
  /** Prefix of the game ids (`ko` unless given): each bracket of a tournament needs its own. */
  idPrefix?: string;
  /** The third-place and placement games' own shootout: kicks each before sudden death (e.g. 3 in youth cups). */
  thirdPlaceShootoutKicks?: number;
};

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

// In a module of its own: pages that only name rounds (the game page's labels) need none of the bracket's code.
export { roundName, type RoundName } from './round-name.js';

// The pairing that keeps teams of one group apart (decision 410), in a module of its own.
export { arrangeAgainst, minimumAssignment } from './bracket-pairing.js';

function entrantSlot(entrant: Entrant, seed: number): BracketSlot {
  return { source: entrant.source, team: entrant.team, group: entrant.group, seed };
}

/**
 * Builds the bracket for entrants given in seed order (index 0 = seed 1).
 * Byes go to the best seeds; same-group first-round pairs are avoided where possible.
 */
export function createBracket(
  entrants: readonly Entrant[],
  options: BracketOptions = {},
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

  // A "line" is what feeds a slot of the next round: an entrant, a game's winner or loser; null: nobody (a bye).
  const lines: (BracketSlot | null)[] = [];
  for (const p of pairs) {
    lines.push(entrantSlot(seated.get(p.high) as Entrant, p.high));
    lines.push(p.low > n ? null : entrantSlot(seated.get(p.low) as Entrant, p.low));
  }
  const placement = options.placementGames === true;
  const build = new BracketBuilder(options.idPrefix ?? 'ko', placement, placement || options.thirdPlaceGame === true);
  build.play(lines, 1, 1);
  const { games, finish } = build;
  const kicks = options.thirdPlaceShootoutKicks;
  if (kicks !== undefined) for (const g of games) if ((g.place ?? 1) > 1) g.shootoutKicks = kicks;
  // Link each game to the games its winner and loser feed.
  const byId = new Map(games.map((g) => [g.id, g] as const));
  for (const g of games) {
    for (const slot of [1, 2] as const) {
      const source = (slot === 1 ? g.slot1 : g.slot2).source;
      if (source.kind === 'winner') {
        const feeder = byId.get(source.gameId);
        if (feeder) feeder.next = { gameId: g.id, slot };
      } else if (source.kind === 'loser') {
        const feeder = byId.get(source.gameId);
        if (feeder) feeder.loserNext = { gameId: g.id, slot };
      }
    }
  }
  return { ok: true, bracket: { size, rounds, entrants: n, games, finish }, sameGroupPairs: clashes };
}

/**
 * Plays lines down to one, round by round: pairs of lines meet (a line opposite
 * nobody goes through without a game), the winners play on for the best place,
 * and, where wanted, the losers play their own bracket for the places below.
 */
class BracketBuilder {
  readonly games: KnockoutGame[] = [];
  readonly finish: FinishingLine[] = [];

  constructor(
    private readonly prefix: string,
    private readonly placement: boolean,
    private readonly thirdPlace: boolean,
  ) {}

  /** `lines` (a power of two) decide places `place` … `place + lines.length - 1`, starting in `round`. */
  play(lines: readonly (BracketSlot | null)[], round: number, place: number): void {
    if (lines.length === 1) {
      const line = lines[0];
      if (line) this.finish.push({ place, source: line.source });
      return;
    }
    const winners: (BracketSlot | null)[] = [];
    const losers: (BracketSlot | null)[] = [];
    for (let index = 0; index < lines.length / 2; index += 1) {
      const a = lines[2 * index] ?? null;
      const b = lines[2 * index + 1] ?? null;
      if (a && b) {
        const id =
          place === 1 ? `${this.prefix}-r${round}-m${index + 1}` : `${this.prefix}-p${place}-r${round}-m${index + 1}`;
        this.games.push({ ...newGame(id, round, index, a, b), place });
        winners.push(lineOf('winner', id));
        losers.push(lineOf('loser', id));
      } else {
        winners.push(a ?? b);
        losers.push(null);
      }
    }
    this.play(winners, round + 1, place);
    const lower = place + lines.length / 2;
    const playOn = this.placement || (this.thirdPlace && place === 1 && lines.length === 4);
    if (playOn) {
      this.play(losers, round + 1, lower);
    } else {
      // Out: every loser of this round shares the place below the winners' places.
      for (const line of losers) if (line) this.finish.push({ place: lower, source: line.source });
    }
  }
}

function lineOf(kind: 'winner' | 'loser', gameId: string): BracketSlot {
  return { source: { kind, gameId }, team: null, group: null, seed: null };
}

function newGame(id: string, round: number, index: number, slot1: BracketSlot, slot2: BracketSlot): KnockoutGame {
  return { id, round, index, slot1, slot2, status: 'scheduled', result: null, winner: null, next: null };
}

/** Plain seeded knockout: `teams` in seed order, with optional groups for clash avoidance. */
export function entrantsFromSeeds(teams: readonly string[], groupOf?: Record<string, string>): Entrant[] {
  return teams.map((team, i) => ({ source: { kind: 'seed', seed: i + 1 }, team, group: groupOf?.[team] ?? null }));
}

/** True for a slot filled by an earlier game of the bracket (its winner or its loser). */
export function isFedByGame(source: SlotSource): source is Extract<SlotSource, { kind: 'winner' | 'loser' }> {
  return source.kind === 'winner' || source.kind === 'loser';
}

/** A place of the bracket's final ranking; `shared` when several teams are out at the same stage. */
export type BracketPlace = { place: number; team: string | null; shared: boolean };

/**
 * The bracket's final ranking, best place first: each finishing line's team
 * once decided (null while open). Without placement games the teams out in
 * one round share a place (5th for every quarter-final loser); with them every
 * place from 1 to the number of entrants is taken once.
 */
export function bracketPlaces(bracket: Bracket): BracketPlace[] {
  const byId = new Map(bracket.games.map((g) => [g.id, g] as const));
  const count = new Map<number, number>();
  for (const line of bracket.finish ?? []) count.set(line.place, (count.get(line.place) ?? 0) + 1);
  const teamOf = (source: SlotSource): string | null => {
    if (!isFedByGame(source)) return null;
    const game = byId.get(source.gameId);
    if (!game || game.winner === null) return null;
    if (source.kind === 'winner') return game.winner;
    return game.slot1.team === game.winner ? game.slot2.team : game.slot1.team;
  };
  const entrantTeam = (source: SlotSource): string | null => {
    for (const game of bracket.games) {
      for (const slot of [game.slot1, game.slot2])
        if (slot.source === source || sameSource(slot.source, source)) return slot.team;
    }
    return null;
  };
  return [...(bracket.finish ?? [])]
    .sort((a, b) => a.place - b.place)
    .map((line) => ({
      place: line.place,
      team: isFedByGame(line.source) ? teamOf(line.source) : entrantTeam(line.source),
      shared: (count.get(line.place) ?? 0) > 1,
    }));
}

/**
 * The places of several play-offs as one ranking (decision 412): each bracket's
 * places follow those of the brackets before it (A 1–8, B 9–16, …).
 */
export function playoffPlaces(brackets: readonly Bracket[]): BracketPlace[] {
  let offset = 0;
  return brackets.flatMap((bracket) => {
    const places = bracketPlaces(bracket).map((p) => ({ ...p, place: p.place + offset }));
    offset += bracket.entrants;
    return places;
  });
}

function sameSource(a: SlotSource, b: SlotSource): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
      ...(g.loserNext !== undefined ? { loserNext: g.loserNext ? { ...g.loserNext } : null } : {}),
    })),
    ...(bracket.finish ? { finish: bracket.finish.map((f) => ({ place: f.place, source: { ...f.source } })) } : {}),
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
      if (!isFedByGame(slotOf(game, slot).source)) out.push({ game, slot });
    }
  }
  return out;
}

export type SameGroupWarning = { code: 'SAME_GROUP_REMATCH'; gameId: string; group: string };

/** Games whose two known teams come from the same group. */
export function sameGroupPairs(bracket: Bracket): SameGroupWarning[] {
  const out: SameGroupWarning[] = [];
  for (const g of bracket.games) {
    if (isFedByGame(g.slot1.source) || isFedByGame(g.slot2.source)) continue;
    if (g.slot1.group !== null && g.slot1.group === g.slot2.group) {
      out.push({ code: 'SAME_GROUP_REMATCH', gameId: g.id, group: g.slot1.group });
    }
  }
  return out;
}
