import { roundName } from '@touchline/core';
import type { Game } from '../../../../entities/tournament/tournament-types';
import type { BracketBody, BracketGameBody } from '../../api/bracket';
import type { BracketMatch, BracketRound, BracketSide, BracketView } from './bracket-model';

/**
 * Every bracket of a knockout (decision 441): each play-off's main tree (A,
 * B, …), its third-place game and its placement brackets (places 5–8, …), as
 * the server stores them. Each section is a tree of its own the drawing draws;
 * `from`–`to` are the final places it decides (B's start after A's).
 */
export type BracketSection = {
  playoff: number;
  /** The best place the section decides within its play-off: 1 the main tree, 3 third place, 5 … */
  place: number;
  from: number;
  to: number;
  view: BracketView;
};

/** The sections of the served bracket, play-off by play-off, the main tree first, then the places in order. */
export function bracketSections(served: BracketBody, games: readonly Game[]): BracketSection[] {
  const byId = new Map(games.map((g) => [g.id, g] as const));
  const sections: BracketSection[] = [];
  served.playoffs.forEach((shape, playoff) => {
    const own = served.games.filter((g) => g.playoff === playoff);
    // Match numbers run through the play-off in playing order: round by round, and within a round the
    // placement games before the games for better places (core's scheduler), so the final is the last.
    const numbers = new Map(
      [...own]
        .sort((a, b) => a.round - b.round || b.place - a.place || a.index - b.index)
        .map((g, i) => [g.id, i + 1] as const),
    );
    const roundOf = new Map(own.map((g) => [g.id, g.round] as const));
    for (const place of [...new Set(own.map((g) => g.place))].sort((a, b) => a - b)) {
      const list = own.filter((g) => g.place === place);
      const first = Math.min(...list.map((g) => g.round));
      const rounds = Math.max(...list.map((g) => g.round)) - first + 1;
      const size = 2 ** rounds;
      const side = (slot: BracketGameBody['slot1'], game: Game | null, which: 1 | 2): BracketSide => {
        const team = game ? (which === 1 ? game.team1 : game.team2) : null;
        if (team) return { kind: 'team', team, seed: null };
        if (slot.teamId && slot.team) return { kind: 'team', team: { id: slot.teamId, name: slot.team }, seed: null };
        const source = slot.source;
        if (source.kind !== 'winner' && source.kind !== 'loser') return { kind: 'placeholder', source, seed: null };
        const feeder = source.gameId ?? '';
        return {
          kind: 'placeholder',
          seed: null,
          source: {
            kind: source.kind,
            matchNumber: numbers.get(feeder) ?? 0,
            round: roundName(roundOf.get(feeder) ?? 1, shape.rounds),
          },
        };
      };
      const toMatch = (g: BracketGameBody): BracketMatch => {
        const game = byId.get(g.id) ?? null;
        return {
          key: `p${place}-r${g.round}-${g.index}`,
          round: g.round - first + 1,
          position: g.index,
          bye: false,
          number: numbers.get(g.id) ?? null,
          side1: side(g.slot1, game, 1),
          side2: side(g.slot2, game, 2),
          game,
        };
      };
      const view: BracketRound[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const matches = list.filter((g) => g.round - first + 1 === round).map(toMatch);
        if (round === 1) matches.push(...byes(list, first, size, toMatch));
        matches.sort((a, b) => a.position - b.position);
        view.push({ round, name: roundName(round, rounds), matches });
      }
      const entrants = place === 1 ? shape.entrants : size;
      const to = Math.min(shape.offset + place + size - 1, shape.offset + shape.entrants);
      sections.push({ playoff, place, from: shape.offset + place, to, view: { size, rounds: view, entrants } });
    }
  });
  return sections;
}

/** First-round lines without a game: the team that goes straight on (a bye), drawn as "team – bye". */
function byes(
  list: readonly BracketGameBody[],
  first: number,
  size: number,
  toMatch: (g: BracketGameBody) => BracketMatch,
): BracketMatch[] {
  const firstRound = new Set(list.filter((g) => g.round === first).map((g) => g.index));
  const out: BracketMatch[] = [];
  for (let position = 0; position < size / 2; position += 1) {
    if (firstRound.has(position)) continue;
    const next = list.find((g) => g.round === first + 1 && g.index === Math.floor(position / 2));
    if (!next) continue;
    const carried = toMatch(next);
    out.push({
      key: `bye-${first}-${position}`,
      round: 1,
      position,
      bye: true,
      number: null,
      side1: position % 2 === 0 ? carried.side1 : carried.side2,
      side2: { kind: 'bye' },
      game: null,
    });
  }
  return out;
}
