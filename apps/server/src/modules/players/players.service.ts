import { randomUUID } from 'node:crypto';
import {
  POSITIONS,
  can,
  grantOf,
  listUsesPersonalDetails,
  playerListScope,
  type Actor,
  type CreatePlayer,
  type ListPlayersQuery,
  type Player,
  type PlayerList,
  type Position,
  type UpdatePlayer,
} from '@touchline/core';
import { AppError } from '../../http/errors.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import type { PlayerListFilter, PlayerRow, PlayerValues, PlayersRepository } from './players.repository.js';

const isPosition = (value: unknown): value is Position => (POSITIONS as readonly unknown[]).includes(value);

function parsePositions(json: string): Position[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isPosition) : [];
  } catch {
    return [];
  }
}

/**
 * Shapes a player for one caller (docs/product/levels-and-access.md and personal-details.md). Personal details are
 * only put in the object when the caller may see them; otherwise the keys
 * are absent, not null.
 */
export function presentPlayer(row: PlayerRow, actor: Actor): Player {
  const detailsVisible = can(actor, 'player.viewPersonalDetails', { clubId: row.clubId });
  const summary = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    clubId: row.clubId,
    position: isPosition(row.position) ? row.position : null,
    sidePositions: parsePositions(row.sidePositions),
    backNumberDefault: row.backNumberDefault,
    networkPlayer: Boolean(row.networkPlayer),
    // The version counts every edit, hidden details included: watching it
    // would tell when a player's hidden details change. Only callers who see
    // the details get it (they are the only ones who can edit); 0 otherwise.
    version: detailsVisible ? row.version : 0,
    detailsVisible,
  };
  if (!detailsVisible) return summary;
  return {
    ...summary,
    birthday: row.birthday,
    foot: row.foot === 'right' || row.foot === 'left' || row.foot === 'both' ? row.foot : null,
    nationality: row.nationality,
    height: row.height,
    watchlist: Boolean(row.watchlist),
    valueEur: row.valueEur === null ? null : Number(row.valueEur),
    targetLeague: row.targetLeague,
    photoUrl: row.photo ? `/api/media/${row.photo}` : null,
    videoCount: Number(row.videoCount),
  };
}

/**
 * The filter a player list runs with for one caller: the query, narrowed by
 * core's `playerListScope` so that the matches, their order and the total are
 * computed only over rows the caller may learn about — free players only for
 * `freePlayers.view` (levels 0–2), filters and sorts on personal details only
 * over rows whose details the caller may see. 403 when the list is refused.
 * Every player list (the list, its CSV export) must go through this.
 */
export function scopedListFilter(actor: Actor, query: ListPlayersQuery): PlayerListFilter {
  const { sort: _sort, limit: _limit, offset: _offset, ...filter } = query;
  const scope = playerListScope(actor, { free: query.free, usesPersonalDetails: listUsesPersonalDetails(query) });
  if (!scope.allowed) throw new AppError(403, 'FORBIDDEN');
  return {
    ...filter,
    ...(scope.onlyClubIds ? { onlyClubIds: scope.onlyClubIds } : {}),
    ...(scope.withClubOnly ? { withClubOnly: true } : {}),
  };
}

export function playersService(
  players: PlayersRepository,
  clubs: ClubsRepository,
  aliases: { aliasOf: (oldId: string) => Promise<string | undefined> },
  media: { deleteFilesOf: (playerId: string) => Promise<() => Promise<void>> },
) {
  async function requireClub(clubId: string | null | undefined): Promise<void> {
    if (clubId && (await clubs.existing([clubId])).length === 0) {
      throw new AppError(404, 'CLUB_NOT_FOUND', { clubId: 'INVALID_VALUE' });
    }
  }

  async function load(id: string): Promise<PlayerRow> {
    const row = await players.find(id);
    if (!row) throw new AppError(404, 'PLAYER_NOT_FOUND');
    return row;
  }

  return {
    async list(actor: Actor, query: ListPlayersQuery): Promise<PlayerList> {
      const { rows, total } = await players.list(scopedListFilter(actor, query), query.sort, query.limit, query.offset);
      return { items: rows.map((row) => presentPlayer(row, actor)), total };
    },

    /**
     * A club's roster for everyone who may open the club page (levels 0–4):
     * guests see the summary only — back number, name, position (docs/product/personal-details.md).
     */
    async roster(actor: Actor, clubId: string, limit: number, offset: number): Promise<PlayerList> {
      if (!can(actor, 'club.view', { id: clubId })) throw new AppError(403, 'FORBIDDEN');
      if ((await clubs.existing([clubId])).length === 0) throw new AppError(404, 'CLUB_NOT_FOUND');
      const { rows, total } = await players.list({ clubId }, 'name', limit, offset);
      return { items: rows.map((row) => presentPlayer(row, actor)), total };
    },

    /** A merged player's old id answers with the survivor (its `id` tells the client). */
    async get(actor: Actor, id: string): Promise<Player> {
      if (grantOf(actor, 'player.viewPersonalDetails') === 'none') throw new AppError(403, 'FORBIDDEN');
      let row = await players.find(id);
      if (!row) {
        const survivorId = await aliases.aliasOf(id);
        if (survivorId) row = await players.find(survivorId);
      }
      if (!row) throw new AppError(404, 'PLAYER_NOT_FOUND');
      return presentPlayer(row, actor);
    },

    async create(actor: Actor, input: CreatePlayer): Promise<Player> {
      const clubId = input.clubId ?? null;
      if (!can(actor, 'player.create', { clubId })) throw new AppError(403, 'FORBIDDEN');
      await requireClub(clubId);
      const values: PlayerValues = {
        firstName: input.firstName,
        lastName: input.lastName,
        birthday: input.birthday ?? null,
        clubId,
        foot: input.foot ?? null,
        backNumberDefault: input.backNumberDefault ?? null,
        position: input.position ?? null,
        sidePositions: [...new Set(input.sidePositions ?? [])],
        nationality: input.nationality ?? null,
        height: input.height ?? null,
        watchlist: input.watchlist ?? false,
        networkPlayer: input.networkPlayer ?? false,
        valueEur: input.valueEur ?? null,
        targetLeague: input.targetLeague ?? null,
      };
      const id = randomUUID();
      await players.insert(id, values, actor.id);
      return presentPlayer(await load(id), actor);
    },

    async update(actor: Actor, id: string, { version, ...changes }: UpdatePlayer): Promise<Player> {
      const current = await load(id);
      // The access check and everything computed below are about the row as
      // read: a client that sends another version is stale (or guessing).
      if (current.version !== version) throw new AppError(409, 'CONFLICT');
      const resource =
        changes.clubId === undefined
          ? { clubId: current.clubId }
          : { clubId: current.clubId, newClubId: changes.clubId };
      if (!can(actor, 'player.editDetails', resource)) throw new AppError(403, 'FORBIDDEN');
      if (changes.clubId !== undefined) await requireClub(changes.clubId);
      const values: Partial<PlayerValues> = {
        ...changes,
        ...(changes.sidePositions ? { sidePositions: [...new Set(changes.sidePositions)] } : {}),
        // Both names, so the repository can keep the search text in step.
        ...(changes.firstName !== undefined || changes.lastName !== undefined
          ? { firstName: changes.firstName ?? current.firstName, lastName: changes.lastName ?? current.lastName }
          : {}),
      };
      // One atomic step with the check: the UPDATE applies only to the row as
      // read and checked (same version, same club). Stale writes never
      // overwrite: the client reloads and decides again.
      if (!(await players.update(id, { version: current.version, clubId: current.clubId }, values))) {
        throw new AppError(409, 'CONFLICT');
      }
      return presentPlayer(await load(id), actor);
    },

    /** Free players (docs/product/levels-and-access.md: levels 0–1) into one club, all or nothing. */
    async assignFree(actor: Actor, clubId: string, playerIds: readonly string[]): Promise<PlayerList> {
      if (!can(actor, 'freePlayers.assign', undefined)) throw new AppError(403, 'FORBIDDEN');
      if ((await clubs.existing([clubId])).length === 0) throw new AppError(404, 'CLUB_NOT_FOUND');
      const ids = [...new Set(playerIds)];
      const { missing, taken } = await players.assignFreePlayers(ids, clubId);
      if (missing.length) throw new AppError(404, 'PLAYER_NOT_FOUND', { playerIds: 'INVALID_VALUE' });
      if (taken.length) throw new AppError(409, 'PLAYER_NOT_FREE', { playerIds: 'INVALID_VALUE' });
      const rows = await Promise.all(ids.map((id) => load(id)));
      return { items: rows.map((row) => presentPlayer(row, actor)), total: rows.length };
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const current = await load(id);
      if (!can(actor, 'player.delete', { clubId: current.clubId })) throw new AppError(403, 'FORBIDDEN');
      // Deleting a player removes its media files (docs/product/privacy.md), after the row is gone.
      const deleteFiles = await media.deleteFilesOf(id);
      // Only the row as checked: a player moved to another club meanwhile stays (409).
      if (!(await players.delete(id, { clubId: current.clubId }))) throw new AppError(409, 'CONFLICT');
      await deleteFiles();
    },
  };
}

export type PlayersService = ReturnType<typeof playersService>;
