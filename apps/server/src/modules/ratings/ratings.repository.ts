import { SKILLS, type RatingGame, type RatingScores, type Skill } from '@touchline/core';
import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, RatingTable } from '../../db/schema.js';

/** A rating with its author's name, its skill scores and the rated player; `createdAt` as ISO text. */
export type RatingRecord = Omit<Selectable<RatingTable>, 'createdAt'> & {
  authorName: string | null;
  createdAt: string;
  scores: RatingScores;
  player: { id: string; firstName: string; lastName: string; clubId: string | null };
  /** The game the rating was made at, with its tournament and teams (decision 431). */
  game: RatingGame | null;
};

const isSkill = (value: string): value is Skill => (SKILLS as readonly string[]).includes(value);

/** The player ids of a line-up's JSON list of starters or substitutes (migration 0019); anything unreadable is none. */
function playerIdsIn(json: string): string[] {
  try {
    const entries: unknown = JSON.parse(json);
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown) =>
      entry !== null && typeof entry === 'object' && typeof (entry as { playerId?: unknown }).playerId === 'string'
        ? [(entry as { playerId: string }).playerId]
        : [],
    );
  } catch {
    return [];
  }
}

/** Ratings with their author's name and the rated player's name and club; `withScores` completes them. */
const ratingRows = (db: Kysely<Database>) =>
  db
    .selectFrom('rating')
    .innerJoin('player', 'player.id', 'rating.playerId')
    .leftJoin('user', 'user.id', 'rating.authorId')
    .leftJoin('game', 'game.id', 'rating.gameId')
    .leftJoin('tournament', 'tournament.id', 'game.tournamentId')
    .leftJoin('tournament_team as ratingTeam1', 'ratingTeam1.id', 'game.team1Id')
    .leftJoin('tournament_team as ratingTeam2', 'ratingTeam2.id', 'game.team2Id')
    .select([
      'game.tournamentId as gameTournamentId',
      'tournament.name as gameTournamentName',
      'ratingTeam1.name as gameTeam1Name',
      'ratingTeam2.name as gameTeam2Name',
      'game.date as gameDate',
      'game.start as gameStart',
      'rating.id',
      'rating.playerId',
      'rating.gameId',
      'rating.authorId',
      'user.name as authorName',
      'rating.globalRating',
      'rating.note',
      'rating.createdAt',
      'player.firstName',
      'player.lastName',
      'player.clubId',
    ]);
type BaseRow = Awaited<ReturnType<ReturnType<typeof ratingRows>['execute']>>[number];

async function ratingsWithScores(db: Kysely<Database>, rows: readonly BaseRow[]): Promise<RatingRecord[]> {
  const scores = rows.length
    ? await db
        .selectFrom('rating_score')
        .select(['ratingId', 'skill', 'score'])
        .where(
          'ratingId',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const byRating = new Map<string, RatingScores>();
  for (const s of scores) {
    if (!isSkill(s.skill)) continue;
    const entry = byRating.get(s.ratingId) ?? {};
    entry[s.skill] = s.score;
    byRating.set(s.ratingId, entry);
  }
  return rows.map((r) => ({
    id: r.id,
    playerId: r.playerId,
    gameId: r.gameId,
    authorId: r.authorId,
    authorName: r.authorName,
    globalRating: r.globalRating,
    note: r.note,
    createdAt: new Date(r.createdAt).toISOString(),
    scores: byRating.get(r.id) ?? {},
    player: { id: r.playerId, firstName: r.firstName, lastName: r.lastName, clubId: r.clubId },
    game:
      r.gameId !== null && r.gameTournamentId !== null
        ? {
            id: r.gameId,
            tournamentId: r.gameTournamentId,
            tournamentName: r.gameTournamentName ?? '',
            team1Name: r.gameTeam1Name,
            team2Name: r.gameTeam2Name,
            date: r.gameDate,
            start: r.gameStart,
          }
        : null,
  }));
}

export function ratingsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);

  const base = () => ratingRows(db);
  const withScores = (rows: readonly BaseRow[]) => ratingsWithScores(db, rows);

  return {
    /**
     * Whether the player is (still) in this club (null = a free player). On
     * PostgreSQL the player row stays locked (FOR SHARE) until the surrounding
     * transaction ends, so a move cannot commit before what follows; SQLite
     * runs the transaction alone on its one connection.
     */
    async lockPlayerInClub(playerId: string, clubId: string | null): Promise<boolean> {
      let check = db
        .selectFrom('player')
        .select('id')
        .where('id', '=', playerId)
        .where('clubId', clubId === null ? 'is' : '=', clubId);
      if (engine === 'postgres') check = check.forShare();
      return (await check.executeTakeFirst()) !== undefined;
    },

    /**
     * Who plays in a game, as a rating at that game checks it (decision 340):
     * the clubs of its two teams and the players of its line-ups (at most two
     * rows). Undefined for an unknown game.
     */
    async gameSides(gameId: string): Promise<{ clubIds: string[]; lineupPlayerIds: string[] } | undefined> {
      const game = await db
        .selectFrom('game')
        .leftJoin('tournament_team as team1', 'team1.id', 'game.team1Id')
        .leftJoin('tournament_team as team2', 'team2.id', 'game.team2Id')
        .select(['team1.clubId as club1', 'team2.clubId as club2'])
        .where('game.id', '=', gameId)
        .executeTakeFirst();
      if (!game) return undefined;
      const lineups = await db
        .selectFrom('game_lineup')
        .select(['starters', 'substitutes'])
        .where('gameId', '=', gameId)
        .execute();
      return {
        clubIds: [game.club1, game.club2].filter((id): id is string => id !== null),
        lineupPlayerIds: lineups.flatMap((row) => [...playerIdsIn(row.starters), ...playerIdsIn(row.substitutes)]),
      };
    },

    /**
     * The rating and its skill scores: two statements, so call it inside a
     * transaction. False when a rating with this id exists already (a resend
     * of a client-chosen id, decision 431): nothing is written.
     */
    async insert(rating: {
      id: string;
      playerId: string;
      gameId: string | null;
      authorId: string;
      globalRating: number;
      note: string | null;
      scores: RatingScores;
    }): Promise<boolean> {
      const result = await db
        .insertInto('rating')
        .values({
          id: rating.id,
          playerId: rating.playerId,
          gameId: rating.gameId,
          authorId: rating.authorId,
          globalRating: rating.globalRating,
          note: rating.note,
          createdAt: values.timestamp(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      const scores = Object.entries(rating.scores).filter(([, score]) => typeof score === 'number');
      if (scores.length) {
        await db
          .insertInto('rating_score')
          .values(scores.map(([skill, score]) => ({ ratingId: rating.id, skill, score: score as number })))
          .execute();
      }
      return true;
    },

    async find(id: string): Promise<RatingRecord | undefined> {
      return (await withScores(await base().where('rating.id', '=', id).execute()))[0];
    },

    /** A player's ratings, oldest first (the trend reads left to right). */
    async forPlayer(playerId: string): Promise<RatingRecord[]> {
      return withScores(
        await base().where('rating.playerId', '=', playerId).orderBy('rating.createdAt').orderBy('rating.id').execute(),
      );
    },

    /**
     * Rated players with their rating count and global average, best first,
     * optionally only in some clubs; paged. Skill averages come from `scoresOf`.
     */
    async ratedPlayers(
      filter: { q?: string | undefined; onlyClubIds?: readonly string[] },
      limit: number,
      offset: number,
    ) {
      let query = db
        .selectFrom('rating')
        .innerJoin('player', 'player.id', 'rating.playerId')
        .groupBy(['player.id', 'player.firstName', 'player.lastName', 'player.nationality', 'player.position']);
      if (filter.q) {
        const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['player.firstName']), 'like', pattern),
            eb(eb.fn('lower', ['player.lastName']), 'like', pattern),
          ]),
        );
      }
      if (filter.onlyClubIds) {
        if (filter.onlyClubIds.length === 0) return { rows: [], total: 0 };
        query = query.where('player.clubId', 'in', [...filter.onlyClubIds]);
      }
      const rows = await query
        .select((eb) => [
          'player.id',
          'player.firstName',
          'player.lastName',
          'player.nationality',
          'player.position',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.avg<number | string>('rating.globalRating').as('globalAverage'),
        ])
        .orderBy('globalAverage', 'desc')
        .orderBy('player.lastName')
        .orderBy('player.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const totalRow = await db
        .selectFrom(query.select('player.id').as('rated'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(totalRow.n) };
    },

    /** Per-skill scores of the given players' ratings, for averages. */
    async scoresOf(playerIds: readonly string[]) {
      if (playerIds.length === 0) return [];
      return db
        .selectFrom('rating_score')
        .innerJoin('rating', 'rating.id', 'rating_score.ratingId')
        .select(['rating.playerId', 'rating_score.skill', 'rating_score.score'])
        .where('rating.playerId', 'in', [...playerIds])
        .execute();
    },

    /** An author's ratings, newest first. */
    async byAuthor(authorId: string): Promise<RatingRecord[]> {
      return withScores(
        await base()
          .where('rating.authorId', '=', authorId)
          .orderBy('rating.createdAt', 'desc')
          .orderBy('rating.id')
          .execute(),
      );
    },
  };
}

export type RatingsRepository = ReturnType<typeof ratingsRepository>;
