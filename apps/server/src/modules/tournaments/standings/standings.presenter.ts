import {
  cloneBracket,
  isFedByGame,
  playoffPlaces,
  type Bracket,
  type BracketBody,
  type BracketGameBody,
  type GameStatus,
  type TieResolutionBody,
} from '@touchline/core';
import { winnerOf } from '../shared/game-result.js';
import type { TieResolutionRow } from './standings.repository.js';
import type { TournamentResults } from './standings.service.js';

/** A recorded tie decision as the API shows it. */
export function presentResolution(row: TieResolutionRow): TieResolutionBody {
  const order = JSON.parse(row.teamOrder) as string[];
  return {
    id: row.id,
    teamIds: row.teamKey.split(','),
    order,
    winnerTeamId: order[0] ?? '',
    method: row.method as TieResolutionBody['method'],
    score: row.score,
    note: row.note,
    resolvedBy: row.resolvedBy ? { id: row.resolvedBy, name: row.resolverName ?? '' } : null,
    resolvedAt: new Date(row.resolvedAt).toISOString(),
  };
}

/**
 * Every play-off's bracket as the API shows it (decision 441): game ids, the
 * recorded teams, scores and winners, where winners and losers go, and each
 * game's play-off and place. `size` and `rounds` are the first bracket's.
 */
export function presentBracket(results: TournamentResults, brackets: readonly Bracket[], swaps: number): BracketBody {
  const version = results.tournament.version;
  const first = brackets[0];
  if (!first) return { size: 0, rounds: 0, games: [], playoffs: [], swaps, version };
  const rows = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.key, g] as const));
  const names = new Map(results.teams.map((t) => [t.id, t.name] as const));
  const idOf = (key: string) => rows.get(key)?.id ?? key;
  const link = (to: { gameId: string; slot: 1 | 2 } | null | undefined) =>
    to ? { gameId: idOf(to.gameId), slot: to.slot } : null;
  const present = (game: Bracket['games'][number], playoff: number): BracketGameBody => {
    const row = rows.get(game.id);
    const slot = (s: Bracket['games'][number]['slot1'], recorded: string | null | undefined) => {
      const teamId = recorded ?? s.team;
      return {
        teamId,
        team: teamId ? (names.get(teamId) ?? null) : null,
        group: s.group,
        source: isFedByGame(s.source) ? { kind: s.source.kind, gameId: idOf(s.source.gameId) } : s.source,
      };
    };
    return {
      id: idOf(game.id),
      round: game.round,
      index: game.index,
      slot1: slot(game.slot1, row?.team1Id),
      slot2: slot(game.slot2, row?.team2Id),
      status: (row?.status ?? game.status) as GameStatus,
      goals1: row?.goals1 ?? 0,
      goals2: row?.goals2 ?? 0,
      shootout:
        row && row.shootout1 !== null && row.shootout2 !== null
          ? { goals1: row.shootout1, goals2: row.shootout2 }
          : null,
      winnerTeamId: winnerOf(row) ?? game.winner,
      next: link(game.next),
      loserNext: link(game.loserNext),
      playoff,
      place: game.place ?? 1,
    };
  };
  let offset = 0;
  const playoffs = brackets.map((b) => {
    const shape = { size: b.size, rounds: b.rounds, entrants: b.entrants, offset };
    offset += b.entrants;
    return shape;
  });
  return {
    size: first.size,
    rounds: first.rounds,
    games: brackets.flatMap((b, playoff) => b.games.map((g) => present(g, playoff))),
    playoffs,
    swaps,
    version,
  };
}

/**
 * The knockout's final ranking (decisions 428, 441): every play-off's
 * finishing lines in order (A, then B), with the teams and winners as the
 * game rows record them.
 */
export function presentPlaces(
  results: TournamentResults,
  brackets: readonly Bracket[],
): NonNullable<BracketBody['places']> {
  if (brackets.length === 0) return [];
  const rows = new Map(results.games.filter((g) => g.phase === 'knockout').map((g) => [g.key, g] as const));
  const names = new Map(results.teams.map((t) => [t.id, t.name] as const));
  const recorded = brackets.map(cloneBracket);
  for (const game of recorded.flatMap((b) => b.games)) {
    const row = rows.get(game.id);
    if (!row) continue;
    game.slot1.team = row.team1Id;
    game.slot2.team = row.team2Id;
    game.winner = winnerOf(row);
  }
  return playoffPlaces(recorded).map((p) => ({
    place: p.place,
    teamId: p.team,
    team: p.team ? (names.get(p.team) ?? null) : null,
    shared: p.shared,
  }));
}
