import { LEADERBOARD_SIZE } from '@touchline/core';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GameEventCount, MetricContribution, PlayerTally, ReleasedMetricCell } from './stats-aggregation.js';

/** Rows of one player's events the card section reads at most (about 50 tournaments of a busy player). */
export const PLAYER_EVENTS_MAX = 2000;
/** Per-game card counts of one tournament: 2 sides × 3 kinds per game, far above the largest schedule. */
const GAME_COUNTS_MAX = 20_000;
/** Rows of a tournament's metric contributions: 12 positions × 21 skills × 200 clubs, far above 64 teams' clubs. */
const METRIC_CONTRIBUTIONS_MAX = 12 * 21 * 200;

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

/** Counts a tournament's events of one kind in a grouped row. */
const kindCount = (kind: string) =>
  sql<number>`sum(case when ${sql.ref('game_event.kind')} = ${kind} then 1 else 0 end)`;

/** A tournament's events per player, with the club of the team each was recorded for. */
const talliesIn = (db: Kysely<Database>) =>
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

type TallyRow = Awaited<ReturnType<ReturnType<typeof talliesIn>['execute']>>[number];
const toTally = (row: TallyRow): PlayerTally => ({
  playerId: row.playerId,
  firstName: row.firstName,
  lastName: row.lastName,
  backNumber: row.backNumber,
  club: row.club,
  goals: count(row.goals),
  cards: { yellow: count(row.yellow), secondYellow: count(row.secondYellow), red: count(row.red) },
});

/**
 * Read-only queries over recorded game events (table `game_event`, migration
 * 0013), ratings made at a tournament's games and the metrics released from
 * them (migration 0022). Every query is bounded: grouped in SQL, limited in rows.
 */
export function tournamentStatsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);
  const tallies = () => talliesIn(db);

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
     * The ratings made at the tournament's games (decision 340) of players with
     * a main position, per position, skill and club: how many distinct players
     * and the sum of each player's mean score there. A player's club and
     * position are today's. At most 12 positions × 21 skills × the clubs of
     * the rated players, which are the teams' clubs (MAX_TEAMS_PER_TOURNAMENT)
     * and those their players moved to since.
     */
    async metricContributions(tournamentId: string): Promise<MetricContribution[]> {
      const perPlayer = db
        .selectFrom('rating')
        .innerJoin('game', 'game.id', 'rating.gameId')
        .innerJoin('player', 'player.id', 'rating.playerId')
        .innerJoin('rating_score', 'rating_score.ratingId', 'rating.id')
        .where('game.tournamentId', '=', tournamentId)
        .where('player.position', 'is not', null)
        .select([
          'player.id',
          'player.position',
          'player.clubId',
          'rating_score.skill',
          (eb) => eb.fn.avg<number>('rating_score.score').as('mean'),
        ])
        .groupBy(['player.id', 'player.position', 'player.clubId', 'rating_score.skill']);
      const rows = await db
        .selectFrom(perPlayer.as('pp'))
        .select([
          'pp.position',
          'pp.skill',
          'pp.clubId',
          (eb) => eb.fn.countAll().as('players'),
          (eb) => eb.fn.sum<number>('pp.mean').as('sum'),
        ])
        .groupBy(['pp.position', 'pp.skill', 'pp.clubId'])
        .limit(METRIC_CONTRIBUTIONS_MAX)
        .execute();
      return rows.flatMap((row) =>
        row.position
          ? [
              {
                position: row.position,
                skill: row.skill,
                clubId: row.clubId,
                players: count(row.players),
                sum: count(row.sum),
              },
            ]
          : [],
      );
    },

    /** The tournament's released metrics, if they were released. */
    async releasedMetrics(
      tournamentId: string,
    ): Promise<{ releasedAt: string; cells: ReleasedMetricCell[] } | undefined> {
      const row = await db
        .selectFrom('tournament_metrics')
        .select(['releasedAt', 'cells'])
        .where('tournamentId', '=', tournamentId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        releasedAt: new Date(row.releasedAt).toISOString(),
        cells: JSON.parse(row.cells) as ReleasedMetricCell[],
      };
    },

    /**
     * Stores the release unless one is stored already: of two first reads at
     * once, one row wins and both then read it (`releasedMetrics`).
     */
    async storeRelease(tournamentId: string, cells: readonly ReleasedMetricCell[]): Promise<void> {
      await db
        .insertInto('tournament_metrics')
        .values({ tournamentId, releasedAt: values.timestamp(), cells: JSON.stringify(cells) })
        .onConflict((oc) => oc.column('tournamentId').doNothing())
        .execute();
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
