import type { PlacementWarningBody } from '@touchline/core';
import type { GameRow, TournamentsRepository } from '../tournaments/shared/tournaments.repository.js';
import { parseJson } from './events.presenter.js';
import type { EventsRepository } from './events.repository.js';

/** A game of one of the event's divisions, as far as the event's rules look at it. */
type EventPlacedGame = Pick<
  GameRow,
  'id' | 'tournamentId' | 'team1Id' | 'team2Id' | 'date' | 'start' | 'end' | 'pitch'
>;

/** A slot a game stands in or is moved to. */
export type EventSlot = { date: string; start: number; end: number; pitch: number };

/**
 * What the event's rules need to check a division's game (decision 467): the
 * games of all divisions, the pitch numbers each division may use (overall
 * and per day; null = every pitch) and the club of every team whose club asked
 * to be kept apart.
 */
export type EventRules = {
  games: readonly EventPlacedGame[];
  allowed: ReadonlyMap<
    string,
    { pitches: readonly number[] | null; byDate: Readonly<Record<string, readonly number[]>> }
  >;
  apartClubOf: ReadonlyMap<string, string>;
};

/** The event rules of the event a tournament is a division of; null for a tournament of its own. */
export async function eventRulesOf(
  events: EventsRepository,
  tournaments: TournamentsRepository,
  tournamentId: string,
): Promise<EventRules | null> {
  const link = await events.divisionOf(tournamentId);
  if (!link) return null;
  const [event, pitches, divisions] = await Promise.all([
    events.find(link.eventId),
    events.pitches(link.eventId),
    events.divisions(link.eventId),
  ]);
  if (!event) return null;
  const number = new Map(pitches.map((p) => [p.id, p.position] as const));
  const numbers = (ids: readonly string[]) => ids.flatMap((id) => (number.has(id) ? [number.get(id) as number] : []));
  const apartClubs = new Set(parseJson<string[]>(event.apartClubIds, []));
  const games: EventPlacedGame[] = [];
  const allowed = new Map<string, { pitches: readonly number[] | null; byDate: Record<string, readonly number[]> }>();
  const apartClubOf = new Map<string, string>();
  for (const division of divisions) {
    const only = parseJson<string[] | null>(division.pitchIds, null);
    const byDate = parseJson<Record<string, string[]>>(division.pitchIdsByDate, {});
    allowed.set(division.tournamentId, {
      pitches: only === null ? null : numbers(only),
      byDate: Object.fromEntries(Object.entries(byDate).map(([date, ids]) => [date, numbers(ids)])),
    });
    const [rows, teams] = await Promise.all([
      tournaments.games(division.tournamentId),
      apartClubs.size > 0 ? tournaments.teams(division.tournamentId) : Promise.resolve([]),
    ]);
    games.push(...rows);
    for (const team of teams) if (team.clubId && apartClubs.has(team.clubId)) apartClubOf.set(team.id, team.clubId);
  }
  return { games, allowed, apartClubOf };
}

/**
 * The event's warnings for a division's game standing at `slot`, beyond the
 * division's own rules (which core's `checkPlacement` checks):
 * `PITCH_OCCUPIED` for another division's game on the pitch at an overlapping
 * time, `PITCH_NOT_ALLOWED` when the division's restrictions leave the pitch
 * out that day, and `CLUB_KEPT_APART` for each game (any division) at an
 * overlapping time that holds another team of a club kept apart.
 */
export function eventSlotWarnings(
  rules: EventRules,
  game: { id: string; tournamentId: string; team1Id: string | null; team2Id: string | null },
  slot: EventSlot,
): PlacementWarningBody[] {
  const warnings: PlacementWarningBody[] = [];
  const allowed = rules.allowed.get(game.tournamentId);
  const list = allowed ? (allowed.byDate[slot.date] ?? allowed.pitches) : null;
  if (list !== null && !list.includes(slot.pitch)) {
    warnings.push({ code: 'PITCH_NOT_ALLOWED', pitch: slot.pitch, date: slot.date });
  }
  const ownTeams = [game.team1Id, game.team2Id].filter((t): t is string => t !== null);
  for (const other of rules.games) {
    if (other.id === game.id || other.date !== slot.date || other.start === null || other.end === null) continue;
    if (!(other.start < slot.end && slot.start < other.end)) continue;
    if (other.tournamentId !== game.tournamentId && other.pitch === slot.pitch) {
      warnings.push({ code: 'PITCH_OCCUPIED', gameId: other.id });
    }
    for (const team of ownTeams) {
      const club = rules.apartClubOf.get(team);
      if (club === undefined) continue;
      const sibling = [other.team1Id, other.team2Id].some(
        (t) => t !== null && t !== team && rules.apartClubOf.get(t) === club,
      );
      if (sibling) warnings.push({ code: 'CLUB_KEPT_APART', teamId: team, gameId: other.id });
    }
  }
  return warnings;
}

/**
 * The open conflicts the event's rules give a division's placed games
 * (decision 421 extended by decision 467), per game id.
 */
export function eventConflicts(rules: EventRules, tournamentId: string): Map<string, PlacementWarningBody[]> {
  const out = new Map<string, PlacementWarningBody[]>();
  for (const game of rules.games) {
    if (game.tournamentId !== tournamentId) continue;
    if (game.date === null || game.start === null || game.end === null || game.pitch === null) continue;
    const warnings = eventSlotWarnings(rules, game, {
      date: game.date,
      start: game.start,
      end: game.end,
      pitch: game.pitch,
    });
    if (warnings.length > 0) out.set(game.id, warnings);
  }
  return out;
}
