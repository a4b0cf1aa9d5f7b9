import { SKILLS, type RatingScores, type Skill } from '@touchline/core';
import type { Kysely, Selectable } from 'kysely';
import { dbValues, type Engine } from '../../db/database.js';
import type { Database, RatingTable } from '../../db/schema.js';

/** A rating with its author's name, its skill scores and the rated player; `createdAt` as ISO text. */
export type RatingRecord = Omit<Selectable<RatingTable>, 'createdAt'> & {
  authorName: string | null;
  createdAt: string;
  scores: RatingScores;
  player: { id: string; firstName: string; lastName: string; clubId: string | null };
};

const isSkill = (value: string): value is Skill => (SKILLS as readonly string[]).includes(value);

export function ratingsRepository(db: Kysely<Database>, engine: Engine) {
  const values = dbValues(engine);

  /** Ratings with their author's name and the rated player's name and club; `withScores` completes them. */
  const base = () =>
    db
      .selectFrom('rating')
      .innerJoin('player', 'player.id', 'rating.playerId')
      .leftJoin('user', 'user.id', 'rating.authorId')
      .select([
        'rating.id',
        'rating.playerId',
        'rating.authorId',
        'user.name as authorName',
        'rating.globalRating',
        'rating.note',
        'rating.createdAt',
        'player.firstName',
        'player.lastName',
        'player.clubId',
      ]);
  type BaseRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

  async function withScores(rows: readonly BaseRow[]): Promise<RatingRecord[]> {
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
      authorId: r.authorId,
      authorName: r.authorName,
      globalRating: r.globalRating,
      note: r.note,
      createdAt: new Date(r.createdAt).toISOString(),
      scores: byRating.get(r.id) ?? {},
      player: { id: r.playerId, firstName: r.firstName, lastName: r.lastName, clubId: r.clubId },
    }));
  }

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

    /** The rating and its skill scores: two statements, so call it inside a transaction. */
    async insert(rating: {
      id: string;
      playerId: string;
      authorId: string;
      globalRating: number;
      note: string | null;
      scores: RatingScores;
    }): Promise<void> {
      await db
        .insertInto('rating')
        .values({
          id: rating.id,
          playerId: rating.playerId,
          authorId: rating.authorId,
          globalRating: rating.globalRating,
          note: rating.note,
          createdAt: values.timestamp(),
        })
        .execute();
      const scores = Object.entries(rating.scores).filter(([, score]) => typeof score === 'number');
      if (scores.length) {
        await db
          .insertInto('rating_score')
          .values(scores.map(([skill, score]) => ({ ratingId: rating.id, skill, score: score as number })))
          .execute();
      }
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
