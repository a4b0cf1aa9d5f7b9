import {
  createBracket,
  knockoutWinner,
  knockoutEntrants,
  roundName,
  slotOf,
  type BracketSlot,
  type KnockoutGame,
  type RoundName,
  type SlotSource,
} from '@touchline/core';
import type { Game, GameTeam as TeamRef, Tournament } from '../../../../entities/tournament/tournament-types';
import type { BracketBody } from '../../api/bracket';

/**
 * The knockout tree as the drawing needs it. The structure (rounds, byes,
 * who feeds whom, the placeholders "Winner group A", "Best runner-up") comes
 * from the core's bracket functions, built from the tournament's groups
 * exactly as the server builds it; the server's knockout games then fill in
 * teams, times and scores round by round.
 */

/** One side of a match: a known team, a placeholder for a team not known yet, or a bye. */
export type BracketSide =
  | { kind: 'team'; team: TeamRef; seed: number | null }
  | { kind: 'placeholder'; source: PlaceholderSource; seed: number | null }
  | { kind: 'bye' };

/** Where an unknown team will come from; `winner` names the feeding match by its number. */
export type PlaceholderSource =
  | Exclude<SlotSource, { kind: 'winner' | 'loser' }>
  | { kind: 'winner' | 'loser'; matchNumber: number; round: RoundName };

export type BracketMatch = {
  /** Stable key: `r<round>-<position>`. */
  key: string;
  round: number;
  /** 0-based position in the round's column (byes count, so positions never skip). */
  position: number;
  /** A bye: the one team goes straight on; nothing is played. */
  bye: boolean;
  /** 1-based number of a real match, in round order (used by "Winner of match 3"); null for a bye. */
  number: number | null;
  side1: BracketSide;
  side2: BracketSide;
  /** The server's game for this match, once the schedule exists. */
  game: Game | null;
};

export type BracketRound = { round: number; name: RoundName; matches: BracketMatch[] };

export type BracketView = { size: number; rounds: BracketRound[]; entrants: number };

/**
 * The tree of a group-stage tournament, or null when there is none (another
 * type, no groups yet, or fewer than two teams going through).
 */
export function buildBracket(
  tournament: Pick<Tournament, 'type' | 'groups'>,
  games: readonly Game[],
  served?: BracketBody,
): BracketView | null {
  if (tournament.type !== 'groupStage' || tournament.groups.length === 0) return null;
  const entrants = knockoutEntrants(
    tournament.groups.map((g) => ({ name: g.name, teams: g.teamIds, advancement: g.advancement })),
  );
  const built = createBracket(entrants);
  if (!built.ok) return null;
  const { bracket } = built;

  const numbers = new Map<string, number>();
  [...bracket.games].sort((a, b) => a.round - b.round || a.index - b.index).forEach((g, i) => numbers.set(g.id, i + 1));
  const coreById = new Map(bracket.games.map((g) => [g.id, g] as const));
  const serverGame = served ? pairByPosition(bracket.games, games, served) : matchServerGames(bracket.games, games);

  const side = (slot: BracketSlot, game: Game | null, which: 1 | 2): BracketSide => {
    const team = game ? (which === 1 ? game.team1 : game.team2) : null;
    if (team) return { kind: 'team', team, seed: slot.seed };
    const source = slot.source;
    if (source.kind !== 'winner' && source.kind !== 'loser') return { kind: 'placeholder', source, seed: slot.seed };
    const feeder = coreById.get(source.gameId);
    return {
      kind: 'placeholder',
      seed: null,
      source: {
        kind: source.kind,
        matchNumber: numbers.get(source.gameId) ?? 0,
        round: roundName(feeder?.round ?? 1, bracket.rounds),
      },
    };
  };

  const toMatch = (g: KnockoutGame): BracketMatch => {
    const game = serverGame.get(g.id) ?? null;
    return {
      key: `r${g.round}-${g.index}`,
      round: g.round,
      position: g.index,
      bye: false,
      number: numbers.get(g.id) ?? null,
      side1: side(g.slot1, game, 1),
      side2: side(g.slot2, game, 2),
      game,
    };
  };

  const rounds: BracketRound[] = [];
  for (let round = 1; round <= bracket.rounds; round += 1) {
    const matches = bracket.games.filter((g) => g.round === round).map(toMatch);
    if (round === 1) {
      matches.push(
        ...byeLines(bracket.size, bracket.games).map(({ position, next, slot }): BracketMatch => ({
          key: `r1-${position}`,
          round: 1,
          position,
          bye: true,
          number: null,
          side1: side(slotOf(next, slot), serverGame.get(next.id) ?? null, slot),
          side2: { kind: 'bye' },
          game: null,
        })),
      );
    }
    matches.sort((a, b) => a.position - b.position);
    rounds.push({ round, name: roundName(round, bracket.rounds), matches });
  }
  return { size: bracket.size, rounds, entrants: bracket.entrants };
}

/**
 * First-round lines without an opponent. The core places such an entrant
 * straight into its round-two slot; the drawing shows it as "team – bye".
 */
function byeLines(size: number, games: readonly KnockoutGame[]) {
  const firstRound = new Set(games.filter((g) => g.round === 1).map((g) => g.index));
  const out: { position: number; next: KnockoutGame; slot: 1 | 2 }[] = [];
  for (let position = 0; position < size / 2; position += 1) {
    if (firstRound.has(position)) continue;
    const next = games.find((g) => g.round === 2 && g.index === Math.floor(position / 2));
    if (next) out.push({ position, next, slot: position % 2 === 0 ? 1 : 2 });
  }
  return out;
}

/**
 * Pairs the core's games with the server's knockout games, round by round.
 * The server lists games in the order it stored them, and it stores the
 * knockout in bracket order (round, then position), so the n-th knockout game
 * of a round in the list is the n-th game of that round in the bracket, also
 * after a game was moved to another time. A round whose game count differs
 * (the groups changed after scheduling) stays unpaired.
 */
function matchServerGames(core: readonly KnockoutGame[], games: readonly Game[]): Map<string, Game> {
  const paired = new Map<string, Game>();
  const knockout = games.filter((g) => g.phase === 'knockout');
  for (const round of new Set(core.map((g) => g.round))) {
    const ours = core.filter((g) => g.round === round).sort((a, b) => a.index - b.index);
    const theirs = knockout.filter((g) => g.round === round);
    if (ours.length !== theirs.length) continue;
    ours.forEach((g, i) => paired.set(g.id, theirs[i] as Game));
  }
  return paired;
}

/**
 * Pairs the core's games with the server's by bracket position, as
 * GET /api/tournaments/{id}/bracket names it (round and index per game id):
 * exact, whatever order the games list has.
 */
function pairByPosition(core: readonly KnockoutGame[], games: readonly Game[], served: BracketBody): Map<string, Game> {
  const byId = new Map(games.map((g) => [g.id, g] as const));
  const byPosition = new Map(served.games.map((g) => [`${g.round}-${g.index}`, byId.get(g.id)] as const));
  const paired = new Map<string, Game>();
  for (const g of core) {
    const game = byPosition.get(`${g.round}-${g.index}`);
    if (game) paired.set(g.id, game);
  }
  return paired;
}

/** What a match box shows of its game: the score (with the shootout), live or not, and who won. */
export type MatchOutcome = {
  live: boolean;
  /** Per side: "2", or "1 (4)" with the shootout; null before kick-off. */
  score: [string, string] | null;
  /** The side that goes on (core's `knockoutWinner`); null while open. */
  winner: 1 | 2 | null;
};

export function matchOutcome(game: Game | null): MatchOutcome {
  if (!game || game.status === 'scheduled') return { live: false, score: null, winner: null };
  const shootout = game.shootout;
  const score: [string, string] = shootout
    ? [`${game.goals1} (${shootout.goals1})`, `${game.goals2} (${shootout.goals2})`]
    : [String(game.goals1), String(game.goals2)];
  if (game.status === 'running' || !game.team1 || !game.team2) {
    return { live: game.status === 'running', score, winner: null };
  }
  const result = knockoutWinner(game.team1.id, game.team2.id, {
    goals1: game.goals1,
    goals2: game.goals2,
    shootout,
  });
  return { live: false, score, winner: result.ok ? (result.winner === game.team1.id ? 1 : 2) : null };
}
