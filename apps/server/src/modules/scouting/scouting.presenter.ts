import { averageScores, can, round1, type Actor, type ScoutingDay, type ScoutingReport } from '@touchline/core';
import type { ScoutingPlayerRow, ScoutingRepository } from './scouting.repository.js';
import type { Side } from './scouting-sides.js';

type RatingAt = Awaited<ReturnType<ScoutingRepository['ratingsAt']>>[number];

/**
 * One side of a game on "my tournament day": the watchlist mark only where the
 * caller may see the player's details, "rated by me" only where they may see
 * their own rating of that player (decision 430).
 */
export function presentDaySide(
  actor: Actor,
  side: Side,
  rated: ReadonlySet<string>,
): ScoutingDay['games'][number]['sides'][number] {
  return {
    team: side.team,
    fromLineup: side.fromLineup,
    players: side.players.map(({ player, backNumber, position }) => {
      const details = can(actor, 'scouting.view', { clubId: player.clubId });
      return {
        id: player.id,
        firstName: player.firstName,
        lastName: player.lastName,
        backNumber,
        position,
        watchlist: details && player.watchlist,
        ratedByMe:
          rated.has(player.id) && can(actor, 'rating.viewOwn', { authorId: actor.id, playerClubId: player.clubId }),
        canRate: can(actor, 'rating.create', { clubId: player.clubId }),
      };
    }),
  };
}

/** A player's row of the scouting report: ratings at this tournament, counted and averaged. */
export function presentReportRow(
  player: ScoutingPlayerRow,
  ratings: readonly RatingAt[],
  numberAt: ReadonlyMap<string, number>,
): ScoutingReport['players'][number] {
  const own = ratings.filter((r) => r.playerId === player.id);
  return {
    player: {
      id: player.id,
      firstName: player.firstName,
      lastName: player.lastName,
      backNumber: numberAt.get(player.id) ?? player.backNumberDefault,
      clubId: player.clubId,
      position: player.position,
    },
    count: own.length,
    globalAverage: round1(own.reduce((sum, r) => sum + r.globalRating, 0) / own.length),
    skills: averageScores(own),
  };
}
