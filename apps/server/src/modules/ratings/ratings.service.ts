import { randomUUID } from 'node:crypto';
import {
  averageScores,
  can,
  grantOf,
  round1,
  type Actor,
  type CreateRating,
  type MyRatings,
  type PlayerRatings,
  type Rating,
  type RatingsOverview,
  type Skill,
  SKILLS,
} from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan, assertCanSome } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { PlayersRepository } from '../players/players.repository.js';
import type { RatingRecord, RatingsRepository } from './ratings.repository.js';

export type RatingsStore = Store<{ ratings: RatingsRepository; players: PlayersRepository }>;

/**
 * Ratings (docs/product/levels-and-access.md and ratings.md): rating 0–2 and own clubs' players at 3;
 * individual ratings are personal details (docs/product/personal-details.md); the author is shown to 0–1,
 * to level 2 for their own ratings only, and to nobody else.
 */
export function ratingsService(store: RatingsStore) {
  function present(record: RatingRecord, actor: Actor): Rating {
    const rating: Rating = {
      id: record.id,
      playerId: record.playerId,
      createdAt: record.createdAt,
      scores: record.scores,
      globalRating: record.globalRating,
      note: record.note,
    };
    // Levels 0–1 see every author, "deleted user" (null) included; level 2 only its own.
    if (!can(actor, 'rating.viewAuthor', { authorId: record.authorId })) return rating;
    return {
      ...rating,
      author: { id: record.authorId, displayName: record.authorName, deleted: record.authorId === null },
    };
  }

  const loadPlayer = (id: string) => orNotFound(store.players.find(id), 'PLAYER_NOT_FOUND');

  return {
    async create(actor: Actor, playerId: string, input: CreateRating): Promise<Rating> {
      const player = await loadPlayer(playerId);
      assertCan(actor, 'rating.create', { clubId: player.clubId });
      const id = randomUUID();
      const rating = {
        id,
        playerId,
        authorId: actor.id,
        globalRating: input.globalRating,
        note: input.note ?? null,
        scores: input.scores,
      };
      // Only while the player is still in the club the right to rate was
      // checked against: the check and the insert are one transaction.
      const inserted = await store.transaction(async ({ ratings }) => {
        if (!(await ratings.lockPlayerInClub(playerId, player.clubId))) return false;
        await ratings.insert(rating);
        return true;
      });
      // The player moved (or was deleted) after the check: nothing written.
      if (!inserted) throw new AppError(409, 'CONFLICT');
      const record = await store.ratings.find(id);
      if (!record) throw new AppError(500, 'INTERNAL_ERROR');
      return present(record, actor);
    },

    async forPlayer(actor: Actor, playerId: string): Promise<PlayerRatings> {
      const player = await loadPlayer(playerId);
      assertCan(actor, 'player.viewPersonalDetails', { clubId: player.clubId });
      const records = await store.ratings.forPlayer(playerId);
      const globals = records.map((r) => r.globalRating);
      return {
        items: records.map((r) => present(r, actor)),
        summary: {
          count: records.length,
          globalAverage: globals.length ? round1(globals.reduce((a, b) => a + b, 0) / globals.length) : null,
          skills: averageScores(records),
          trend: records.map((r) => ({ date: r.createdAt.slice(0, 10), globalRating: r.globalRating })),
        },
      };
    },

    /** The ratings list: only players whose details the caller may see (a club user: own clubs). */
    async overview(
      actor: Actor,
      query: { q?: string | undefined; limit: number; offset: number },
    ): Promise<RatingsOverview> {
      assertCanSome(actor, 'player.viewPersonalDetails');
      const grant = grantOf(actor, 'player.viewPersonalDetails');
      const { rows, total } = await store.ratings.ratedPlayers(
        { q: query.q, ...(grant === 'scoped' ? { onlyClubIds: actor.clubIds } : {}) },
        query.limit,
        query.offset,
      );
      const scores = await store.ratings.scoresOf(rows.map((r) => r.id));
      return {
        items: rows.map((row) => ({
          player: {
            id: row.id,
            firstName: row.firstName,
            lastName: row.lastName,
            nationality: row.nationality,
            position: row.position,
          },
          count: Number(row.count),
          globalAverage: round1(Number(row.globalAverage)),
          skills: averageScores(
            scores
              .filter((s) => s.playerId === row.id && (SKILLS as readonly string[]).includes(s.skill))
              .map((s) => ({ scores: { [s.skill as Skill]: s.score } })),
          ),
        })),
        total,
      };
    },

    async mine(actor: Actor): Promise<MyRatings> {
      assertCanSome(actor, 'rating.viewOwn');
      const records = await store.ratings.byAuthor(actor.id);
      const visible = records.filter((r) =>
        can(actor, 'rating.viewOwn', { authorId: r.authorId, playerClubId: r.player.clubId }),
      );
      return {
        items: visible.map((r) => ({
          ...present(r, actor),
          player: { id: r.player.id, firstName: r.player.firstName, lastName: r.player.lastName },
        })),
      };
    },
  };
}

export type RatingsService = ReturnType<typeof ratingsService>;
