import {
  regenerateImpact,
  type Bracket,
  type EventScheduleResult,
  type Fixture,
  type Game,
  type RegenerateImpactBody,
  type ScheduleProblemBody,
  type ScheduleSettings,
} from '@touchline/core';
import type {
  GroupRow,
  NewGame,
  TeamRow,
  TournamentRow,
  TournamentsRepository,
} from '../tournaments/shared/tournaments.repository.js';
import type { DivisionRow } from './events.repository.js';

/** What the tournaments' setup does for one division: draw its games, and turn placed slots into its games. */
export type DivisionPlanner = {
  draw(
    tournament: TournamentRow,
    teams: readonly TeamRow[],
    groups: readonly GroupRow[],
  ): { input: { settings: ScheduleSettings; fixtures: Fixture[]; brackets: Bracket[] }; draw: unknown };
  assemble(
    tournament: TournamentRow,
    draw: unknown,
    placed: ReturnType<typeof placedOf>,
  ): { games: NewGame[]; unscheduled: string[]; problems: ScheduleProblemBody[]; bracket: string | null };
};

/** One division ready to be placed: its link, its tournament and teams, and its drawn games. */
export type Draft = {
  division: DivisionRow;
  tournament: TournamentRow;
  teams: readonly TeamRow[];
  drawn: ReturnType<DivisionPlanner['draw']>;
};

/** The event scheduler's answer for one division, in the shape the tournaments' setup assembles games from. */
export function placedOf(result: EventScheduleResult, draft: Pick<Draft, 'tournament'>) {
  const id = draft.tournament.id;
  return {
    slots: result.games
      .filter((g) => g.division === id)
      .map(({ id: key, date, start, end, pitch }) => ({ id: key, date, start, end, pitch })),
    unscheduled: result.unscheduled.filter((u) => u.division === id).map((u) => u.id),
    invalidSettings: false,
  };
}

/**
 * What replacing every division's games would discard, summed over the
 * divisions (docs/product/tournaments.md "Regenerate"); null when nothing
 * running, finished or with a line-up would go.
 */
export async function divisionImpact(
  tournaments: TournamentsRepository,
  divisions: readonly Pick<DivisionRow, 'tournamentId'>[],
): Promise<RegenerateImpactBody | null> {
  const body: RegenerateImpactBody = {
    running: 0,
    finished: 0,
    discardedGameIds: [],
    replacedScheduled: 0,
    affectedClubIds: [],
  };
  for (const { tournamentId } of divisions) {
    const lineups = new Map<string, string[]>();
    for (const { gameId, clubId } of await tournaments.lineupClubs(tournamentId)) {
      lineups.set(gameId, [...(lineups.get(gameId) ?? []), clubId]);
    }
    const impact = regenerateImpact(
      (await tournaments.games(tournamentId)).map((g) => ({
        id: g.id,
        status: g.status as Game['status'],
        team1: g.team1Id,
        team2: g.team2Id,
        lineupsSetBy: lineups.get(g.id) ?? [],
      })),
    );
    body.running += impact.discarded.running.length;
    body.finished += impact.discarded.finished.length;
    body.discardedGameIds.push(...impact.discarded.running, ...impact.discarded.finished);
    body.replacedScheduled += impact.replacedScheduled;
    body.affectedClubIds = [...new Set([...body.affectedClubIds, ...impact.affectedClubs])].sort();
  }
  const nothingLost = body.running + body.finished === 0 && body.affectedClubIds.length === 0;
  return nothingLost ? null : body;
}
