import { isPosition, type Actor, type GameLineups, type Lineup, type SetLineup } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { FormationsRepository, SquadPlayerRow } from './formations.repository.js';
import type { LineupRow, LineupsRepository, StoredStarter, StoredSubstitute } from './lineups.repository.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { checkSquad, parseJsonArray, presentSquadPlayer } from './squad.js';

export type LineupsStore = Store<{ lineups: LineupsRepository; formations: FormationsRepository }>;

/** A club id no user has among their clubs, for the check of a team without a club. */
const NO_CLUB = '';

/**
 * Game line-ups (/Gamesetup/{gameId}): every signed-in level reads them with the tournament
 * (docs/product/levels-and-access.md "see tournaments … line-ups"); a team's club sets its own
 * (`lineup.set`: levels 0–2 any, level 3 own clubs). Readers see back number, name and position only.
 */
export function lineupsService(store: LineupsStore, bus: EventBus) {
  async function present(rows: readonly LineupRow[]): Promise<Lineup[]> {
    const parsed = rows.map((row) => ({
      row,
      starters: parseJsonArray<StoredStarter>(row.starters),
      substitutes: parseJsonArray<StoredSubstitute>(row.substitutes),
    }));
    const ids = parsed.flatMap((p) => [...p.starters, ...p.substitutes].map((entry) => entry.playerId));
    const players = new Map((await store.formations.players(ids)).map((p) => [p.id, p]));
    // A line-up is a record of the game: a player who changed club since still played; a deleted one is left out.
    return parsed.map(({ row, starters, substitutes }) => ({
      teamId: row.teamId,
      clubId: row.clubId,
      formationId: row.formationId,
      shirtColour: row.shirtColour,
      shortsColour: row.shortsColour,
      starters: starters.flatMap((s) => {
        const player = players.get(s.playerId);
        return player && isPosition(s.position)
          ? [{ position: s.position, x: s.x, y: s.y, player: presentSquadPlayer(player, s.backNumber) }]
          : [];
      }),
      substitutes: substitutes.flatMap((s) => {
        const player = players.get(s.playerId);
        return player ? [presentSquadPlayer(player, s.backNumber)] : [];
      }),
      updatedAt: new Date(row.updatedAt).toISOString(),
      version: row.version,
    }));
  }

  return {
    async ofGame(actor: Actor, gameId: string): Promise<GameLineups> {
      assertCan(actor, 'tournament.view', undefined);
      const game = await orNotFound(store.lineups.findGame(gameId), 'GAME_NOT_FOUND');
      const teamIds = [game.team1Id, game.team2Id].filter((id): id is string => id !== null);
      const teams = new Map((await store.lineups.teams(teamIds)).map((t) => [t.id, t]));
      const rows = (await store.lineups.ofGame(gameId)).filter((row) => teams.has(row.teamId));
      return {
        gameId: game.id,
        tournamentId: game.tournamentId,
        team1: (game.team1Id && teams.get(game.team1Id)) || null,
        team2: (game.team2Id && teams.get(game.team2Id)) || null,
        lineups: await present(rows),
      };
    },

    async set(actor: Actor, gameId: string, teamId: string, input: SetLineup): Promise<GameLineups> {
      const game = await orNotFound(store.lineups.findGame(gameId), 'GAME_NOT_FOUND');
      const inGame = teamId === game.team1Id || teamId === game.team2Id;
      const team = await orNotFound(inGame ? (await store.lineups.teams([teamId]))[0] : undefined, 'TEAM_NOT_FOUND');
      // A team whose club was deleted is nobody's own: only who may set any club's line-up learns it has none.
      assertCan(actor, 'lineup.set', { clubId: team.clubId ?? NO_CLUB });
      if (team.clubId === null) throw new AppError(400, 'TEAM_HAS_NO_CLUB');
      const clubId = team.clubId;

      if (input.formationId !== null) {
        const formation = await store.formations.find(input.formationId);
        if (!formation || formation.clubId !== clubId)
          throw new AppError(400, 'FORMATION_NOT_FOUND', { formationId: 'INVALID_VALUE' });
      }
      const everyone = [...input.starters, ...input.substitutes];
      const players = new Map<string, SquadPlayerRow>(
        (await store.formations.players(everyone.map((entry) => entry.playerId))).map((p) => [p.id, p]),
      );
      checkSquad(clubId, input.starters, players, 'starters');
      checkSquad(clubId, input.substitutes, players, 'substitutes');
      const starterIds = new Set(input.starters.map((s) => s.playerId));
      input.substitutes.forEach((sub, index) => {
        if (starterIds.has(sub.playerId))
          throw new AppError(400, 'DUPLICATE_PLAYER', { [`substitutes.${index}.playerId`]: 'INVALID_VALUE' });
      });
      const numbers = new Set<number>();
      everyone.forEach((entry, index) => {
        if (numbers.has(entry.backNumber)) {
          const path =
            index < input.starters.length
              ? `starters.${index}.backNumber`
              : `substitutes.${index - input.starters.length}.backNumber`;
          throw new AppError(400, 'DUPLICATE_BACK_NUMBER', { [path]: 'INVALID_VALUE' });
        }
        numbers.add(entry.backNumber);
      });

      const values = {
        clubId,
        formationId: input.formationId,
        shirtColour: input.shirtColour.toLowerCase(),
        shortsColour: input.shortsColour.toLowerCase(),
        starters: input.starters.map(({ playerId, position, x, y, backNumber }) => ({
          playerId,
          position,
          x,
          y,
          backNumber,
        })),
        substitutes: input.substitutes.map(({ playerId, backNumber }) => ({ playerId, backNumber })),
      };
      // Stale writes never overwrite (a first line-up too: someone may have set it meanwhile).
      const written =
        input.version === undefined
          ? await store.lineups.insert(gameId, teamId, values)
          : await store.lineups.update(gameId, teamId, input.version, values);
      if (!written) throw new AppError(409, 'CONFLICT');
      // Followers' line-up tabs and the recording screen's back numbers follow (ids only, decision 008).
      bus.publish('tournament', [game.tournamentId]);
      return this.ofGame(actor, gameId);
    },
  };
}

export type LineupsService = ReturnType<typeof lineupsService>;
