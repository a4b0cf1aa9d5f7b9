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
      gameId: record.gameId,
      game: record.game,
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
    /**
     * Stores a rating (`created` true), or answers the stored one when the
     * client-chosen id was sent before by the same author for the same player
     * (`created` false; decision 431). The id of someone else's rating, or of
     * a rating of another player, is refused with 409 `RATING_ID_REUSED`.
     */
    async create(actor: Actor, playerId: string, input: CreateRating): Promise<{ created: boolean; rating: Rating }> {
      const player = await loadPlayer(playerId);
      assertCan(actor, 'rating.create', { clubId: player.clubId });
      const resent = async (): Promise<{ created: false; rating: Rating } | undefined> => {
        if (input.id === undefined) return undefined;
        const stored = await store.ratings.find(input.id);
        if (!stored) return undefined;
        if (stored.authorId !== actor.id || stored.playerId !== playerId) throw new AppError(409, 'RATING_ID_REUSED');
        return { created: false, rating: present(stored, actor) };
      };
      const before = await resent();
      if (before) return before;
      const id = input.id ?? randomUUID();
      const gameId = input.gameId ?? null;
      const rating = {
        id,
        playerId,
        gameId,
        authorId: actor.id,
        globalRating: input.globalRating,
        note: input.note ?? null,
        scores: input.scores,
      };
      // Only while the player is still in the club the right to rate was
      // checked against: the check and the insert are one transaction. So is
      // the game check, which reads that club.
      const outcome = await store.transaction(async ({ ratings }) => {
        if (!(await ratings.lockPlayerInClub(playerId, player.clubId))) return 'moved';
        if (gameId !== null && !playsIn(await ratings.gameSides(gameId), playerId, player.clubId)) return 'mismatch';
        return (await ratings.insert(rating)) ? 'inserted' : 'taken';
      });
      // The same id stored meanwhile (two resends at once): answer what was stored, or refuse another's.
      if (outcome === 'taken') {
        const raced = await resent();
        if (raced) return raced;
        throw new AppError(409, 'RATING_ID_REUSED');
      }
      // The player moved (or was deleted) after the check: nothing written.
      if (outcome === 'moved') throw new AppError(409, 'CONFLICT');
      // An unknown game answers the same as another team's game: rating at it is refused either way.
      if (outcome === 'mismatch') throw new AppError(400, 'RATING_GAME_MISMATCH', { gameId: 'INVALID_VALUE' });
      const record = await store.ratings.find(id);
      if (!record) throw new AppError(500, 'INTERNAL_ERROR');
      return { created: true, rating: present(record, actor) };
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

/**
 * A rating at a game is for a player of one of its teams: of the team's club,
 * or in a line-up of the game (decision 340). These ratings, and only these,
 * make up the tournament's metrics.
 */
function playsIn(
  sides: { clubIds: readonly string[]; lineupPlayerIds: readonly string[] } | undefined,
  playerId: string,
  clubId: string | null,
): boolean {
  if (!sides) return false;
  return (clubId !== null && sides.clubIds.includes(clubId)) || sides.lineupPlayerIds.includes(playerId);
}

export type RatingsService = ReturnType<typeof ratingsService>;
