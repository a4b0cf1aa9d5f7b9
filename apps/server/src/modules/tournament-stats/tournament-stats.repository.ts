import { LEADERBOARD_SIZE } from '@touchline/core';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GameEventCount, MetricCell, PlayerTally } from './stats-aggregation.js';

/** Rows of one player's events the card section reads at most (about 50 tournaments of a busy player). */
export const PLAYER_EVENTS_MAX = 2000;
/** Per-game card counts of one tournament: 2 sides × 3 kinds per game, far above the largest schedule. */
const GAME_COUNTS_MAX = 20_000;

/** One of a player's events with its game and tournament (the card's "Tournaments" section). */
export type PlayerEventRow = {
  kind: string;
  team: number;
  gameId: string;
  phase: string;
  groupName: string | null;
  round: number;
  date: string | null;
  status: string;
  team1Id: string | null;
  team2Id: string | null;
  goals1: number;
  goals2: number;
  tournamentId: string;
  tournamentName: string;
  dateFrom: string;
  dateTo: string;
};

const count = (value: unknown): number => Number(value ?? 0);

/**
 * Read-only queries over recorded game events (table `game_event`, migration
 * 0013) and ratings. Every query is bounded: grouped in SQL, limited in rows.
 */
export function tournamentStatsRepository(db: Kysely<Database>) {
  const kindCount = (kind: string) =>
    sql<number>`sum(case when ${sql.ref('game_event.kind')} = ${kind} then 1 else 0 end)`;

  /** A tournament's events per player, with the club of the team each was recorded for. */
  const tallies = () =>
    db
      .selectFrom('game_event')
      .innerJoin('game', 'game.id', 'game_event.gameId')
      .innerJoin('player', 'player.id', 'game_event.playerId')
      .leftJoin('tournament_team', (join) =>
        join.on(
          sql<boolean>`${sql.ref('tournament_team.id')} = case when ${sql.ref('game_event.team')} = 1 then ${sql.ref('game.team1Id')} else ${sql.ref('game.team2Id')} end`,
        ),
      )
      .leftJoin('club', 'club.id', 'tournament_team.clubId')
      .select([
        'player.id as playerId',
        'player.firstName',
        'player.lastName',
        'player.backNumberDefault as backNumber',
        'club.name as club',
        kindCount('goal').as('goals'),
        kindCount('yellow').as('yellow'),
        kindCount('secondYellow').as('secondYellow'),
        kindCount('red').as('red'),
      ])
      .groupBy(['player.id', 'player.firstName', 'player.lastName', 'player.backNumberDefault', 'club.name']);

  type TallyRow = Awaited<ReturnType<ReturnType<typeof tallies>['execute']>>[number];
  const toTally = (row: TallyRow): PlayerTally => ({
    playerId: row.playerId,
    firstName: row.firstName,
    lastName: row.lastName,
    backNumber: row.backNumber,
    club: row.club,
    goals: count(row.goals),
    cards: { yellow: count(row.yellow), secondYellow: count(row.secondYellow), red: count(row.red) },
  });

  /** Every event but a goal is a card. */
  const cardCount = sql<number>`sum(case when ${sql.ref('game_event.kind')} = 'goal' then 0 else 1 end)`;

  /**
   * The LEADERBOARD_SIZE players of a tournament for whom `counted` is above
   * zero, ordered by their counts of `rankedBy` (most first), ties by name.
   */
  const leaderboard = async (
    tournamentId: string,
    counted: RawBuilder<number>,
    rankedBy: readonly string[],
  ): Promise<PlayerTally[]> => {
    let query = tallies().where('game_event.tournamentId', '=', tournamentId).having(counted, '>', 0);
    for (const kind of rankedBy) query = query.orderBy(kindCount(kind), 'desc');
    const rows = await query
      .orderBy('player.lastName')
      .orderBy('player.firstName')
      .orderBy('player.id')
      .limit(LEADERBOARD_SIZE)
      .execute();
    return rows.map(toTally);
  };

  return {
    /** The LEADERBOARD_SIZE players with most goals (ties by name). */
    topScorers: (tournamentId: string) => leaderboard(tournamentId, kindCount('goal'), ['goal']),

    /** The LEADERBOARD_SIZE players with the most serious cards (reds, second yellows, yellows). */
    topCards: (tournamentId: string) => leaderboard(tournamentId, cardCount, ['red', 'secondYellow', 'yellow']),

    /** Card events per game and side. */
    async cardCounts(tournamentId: string): Promise<GameEventCount[]> {
      const rows = await db
        .selectFrom('game_event')
        .where('tournamentId', '=', tournamentId)
        .where('kind', 'in', ['yellow', 'secondYellow', 'red'])
        .select(['gameId', 'team', 'kind', (eb) => eb.fn.countAll().as('count')])
        .groupBy(['gameId', 'team', 'kind'])
        .limit(GAME_COUNTS_MAX)
        .execute();
      return rows.map((row) => ({ gameId: row.gameId, team: row.team, kind: row.kind, count: count(row.count) }));
    },

    /**
     * Ratings of the players of `clubIds` with a main position, per position
     * and skill: how many distinct players and the sum of each player's mean
     * score, split by whether the player's club is in `visibleClubIds` (the
     * clubs whose players' details the caller sees). At most 12 × 21 × 2 rows.
     */
    async metricCells(clubIds: readonly string[], visibleClubIds: readonly string[]): Promise<MetricCell[]> {
      if (clubIds.length === 0) return [];
      const visible = visibleClubIds.length
        ? sql<number>`case when ${sql.ref('player.clubId')} in (${sql.join(visibleClubIds)}) then 1 else 0 end`
        : sql<number>`0`;
      const perPlayer = db
        .selectFrom('player')
        .innerJoin('rating', 'rating.playerId', 'player.id')
        .innerJoin('rating_score', 'rating_score.ratingId', 'rating.id')
        .where('player.clubId', 'in', clubIds)
        .where('player.position', 'is not', null)
        .select([
          'player.id',
          'player.position',
          'rating_score.skill',
          visible.as('visible'),
          (eb) => eb.fn.avg<number>('rating_score.score').as('mean'),
        ])
        .groupBy(['player.id', 'player.position', 'player.clubId', 'rating_score.skill']);
      const rows = await db
        .selectFrom(perPlayer.as('pp'))
        .select([
          'pp.position',
          'pp.skill',
          'pp.visible',
          (eb) => eb.fn.countAll().as('players'),
          (eb) => eb.fn.sum<number>('pp.mean').as('sum'),
        ])
        .groupBy(['pp.position', 'pp.skill', 'pp.visible'])
        .limit(1000)
        .execute();
      const cells = new Map<string, MetricCell>();
      for (const row of rows) {
        if (!row.position) continue;
        const key = `${row.position}\u0000${row.skill}`;
        let cell = cells.get(key);
        if (!cell) {
          cell = {
            position: row.position,
            skill: row.skill,
            hiddenPlayers: 0,
            hiddenSum: 0,
            visiblePlayers: 0,
            visibleSum: 0,
          };
          cells.set(key, cell);
        }
        if (count(row.visible) === 1) {
          cell.visiblePlayers += count(row.players);
          cell.visibleSum += count(row.sum);
        } else {
          cell.hiddenPlayers += count(row.players);
          cell.hiddenSum += count(row.sum);
        }
      }
      return [...cells.values()];
    },

    /** A player's events with their games and tournaments, newest tournament first. */
    async playerEvents(playerId: string): Promise<PlayerEventRow[]> {
      return db
        .selectFrom('game_event')
        .innerJoin('game', 'game.id', 'game_event.gameId')
        .innerJoin('tournament', 'tournament.id', 'game_event.tournamentId')
        .where('game_event.playerId', '=', playerId)
        .select([
          'game_event.kind',
          'game_event.team',
          'game.id as gameId',
          'game.phase',
          'game.groupName',
          'game.round',
          'game.date',
          'game.status',
          'game.team1Id',
          'game.team2Id',
          'game.goals1',
          'game.goals2',
          'tournament.id as tournamentId',
          'tournament.name as tournamentName',
          'tournament.dateFrom',
          'tournament.dateTo',
        ])
        .orderBy('tournament.dateFrom', 'desc')
        .orderBy('tournament.id')
        .orderBy('game.date')
        .orderBy('game.start')
        .orderBy('game.id')
        .limit(PLAYER_EVENTS_MAX)
        .execute();
    },

    /** Team names by id (the teams of a player's games). */
    async teamNames(teamIds: readonly string[]): Promise<Map<string, string>> {
      if (teamIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('tournament_team')
        // At most 2 per event read (PLAYER_EVENTS_MAX).
        .where('id', 'in', [...new Set(teamIds)])
        .select(['id', 'name'])
        .execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type TournamentStatsRepository = ReturnType<typeof tournamentStatsRepository>;
