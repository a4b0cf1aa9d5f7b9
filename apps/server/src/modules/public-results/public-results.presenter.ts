import type { BracketBody, PublicDivision, PublicGame, StandingsGroup } from '@touchline/core';
import type { GameRow, TeamWithClub } from '../tournaments/shared/tournaments.repository.js';

/*
 * Team-level information only (decision 460): every public shape is built
 * here field by field from what the internal answers hold, so a field added
 * to a row or an internal answer later (a person's name, a note) never
 * reaches the public page by a spread.
 */

export function publicGame(row: GameRow, divisionId: string, pitchName: string | null): PublicGame {
  const side = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    id: row.id,
    divisionId,
    phase: row.phase as PublicGame['phase'],
    group: row.groupName,
    round: row.round,
    team1: side(row.team1Id, row.team1Name),
    team2: side(row.team2Id, row.team2Name),
    date: row.date,
    start: row.start,
    end: row.end,
    pitchName,
    status: row.status as PublicGame['status'],
    goals1: row.goals1,
    goals2: row.goals2,
    shootout:
      row.shootout1 === null || row.shootout2 === null ? null : { goals1: row.shootout1, goals2: row.shootout2 },
  };
}

export function publicGroups(groups: readonly StandingsGroup[]): PublicDivision['groups'] {
  return groups.map((g) => ({
    name: g.name,
    rows: g.rows.map((r) => ({
      teamId: r.teamId,
      team: r.team,
      position: r.position,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalDifference,
      points: r.points,
    })),
  }));
}

export function publicBracket(bracket: BracketBody): PublicDivision['bracket'] {
  if (bracket.games.length === 0) return null;
  return {
    rounds: bracket.rounds,
    games: bracket.games.map((g) => ({
      id: g.id,
      round: g.round,
      index: g.index,
      playoff: g.playoff,
      team1: g.slot1.team,
      team2: g.slot2.team,
      team1Id: g.slot1.teamId,
      team2Id: g.slot2.teamId,
      status: g.status,
      goals1: g.goals1,
      goals2: g.goals2,
      shootout: g.shootout ? { goals1: g.shootout.goals1, goals2: g.shootout.goals2 } : null,
      winnerTeamId: g.winnerTeamId,
    })),
  };
}

export function publicTeams(teams: readonly TeamWithClub[]): PublicDivision['teams'] {
  return teams.map((t) => ({ id: t.id, name: t.name, club: t.clubName }));
}

/**
 * The champion: place 1 of the knockout once decided; without a knockout, the
 * one table's sole leader once every game is finished.
 */
export function championOf(
  places: BracketBody['places'],
  groups: readonly StandingsGroup[],
  games: readonly GameRow[],
): string | null {
  if (places && places.length > 0) return places.find((p) => p.place === 1 && !p.shared)?.team ?? null;
  if (groups.length !== 1 || games.length === 0 || games.some((g) => g.status !== 'finished')) return null;
  const leaders = groups[0]!.rows.filter((r) => r.position === 1);
  return leaders.length === 1 ? leaders[0]!.team : null;
}
