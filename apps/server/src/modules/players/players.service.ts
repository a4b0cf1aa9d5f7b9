import { randomUUID } from 'node:crypto';
import {
  listUsesPersonalDetails,
  newPlayerValues,
  playerListScope,
  type Actor,
  type CreatePlayer,
  type ListPlayersQuery,
  type Player,
  type PlayerList,
  type UpdatePlayer,
} from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan, assertCanSome } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import { presentPlayer } from './player.presenter.js';
import type { PlayerListFilter, PlayerRow, PlayerValues, PlayersRepository } from './players.repository.js';

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

export type PlayersStore = Store<{ players: PlayersRepository; clubs: ClubsRepository }>;

export function playersService(
  store: PlayersStore,
  aliases: { aliasOf: (oldId: string) => Promise<string | undefined> },
  media: { deleteFilesOf: (playerId: string) => Promise<() => Promise<void>> },
) {
  async function requireClub(clubId: string | null | undefined): Promise<void> {
    if (clubId && (await store.clubs.existing([clubId])).length === 0) {
      throw new AppError(404, 'CLUB_NOT_FOUND', { clubId: 'INVALID_VALUE' });
    }
  }

  const load = (id: string): Promise<PlayerRow> => orNotFound(store.players.find(id), 'PLAYER_NOT_FOUND');

  return {
    async list(actor: Actor, query: ListPlayersQuery): Promise<PlayerList> {
      // scopedListFilter is the access check: it refuses (403) or narrows the list.
      const { rows, total } = await store.players.list(
        scopedListFilter(actor, query),
        query.sort,
        query.limit,
        query.offset,
      );
      return { items: rows.map((row) => presentPlayer(row, actor)), total };
    },

    /**
     * A club's roster for everyone who may open the club page (levels 0–4):
     * guests see the summary only — back number, name, position (docs/product/personal-details.md).
     */
    async roster(actor: Actor, clubId: string, limit: number, offset: number): Promise<PlayerList> {
      assertCan(actor, 'club.view', { id: clubId });
      if ((await store.clubs.existing([clubId])).length === 0) throw new AppError(404, 'CLUB_NOT_FOUND');
      const { rows, total } = await store.players.list({ clubId }, 'name', limit, offset);
      return { items: rows.map((row) => presentPlayer(row, actor)), total };
    },

    /** A merged player's old id answers with the survivor (its `id` tells the client). */
    async get(actor: Actor, id: string): Promise<Player> {
      assertCanSome(actor, 'player.viewPersonalDetails');
      let row = await store.players.find(id);
      if (!row) {
        const survivorId = await aliases.aliasOf(id);
        if (survivorId) row = await store.players.find(survivorId);
      }
      return presentPlayer(await orNotFound(row, 'PLAYER_NOT_FOUND'), actor);
    },

    async create(actor: Actor, input: CreatePlayer): Promise<Player> {
      const values: PlayerValues = newPlayerValues(input);
      assertCan(actor, 'player.create', { clubId: values.clubId });
      await requireClub(values.clubId);
      const id = randomUUID();
      await store.players.insert(id, values, actor.id);
      return presentPlayer(await load(id), actor);
    },

    async update(actor: Actor, id: string, { version, ...changes }: UpdatePlayer): Promise<Player> {
      const current = await load(id);
      const resource =
        changes.clubId === undefined
          ? { clubId: current.clubId }
          : { clubId: current.clubId, newClubId: changes.clubId };
      assertCan(actor, 'player.editDetails', resource);
      // The access check and everything computed below are about the row as
      // read: a client that sends another version is stale (or guessing). Only
      // a caller who may edit the player learns its version.
      if (current.version !== version) throw new AppError(409, 'CONFLICT');
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
      if (!(await store.players.update(id, { version: current.version, clubId: current.clubId }, values))) {
        throw new AppError(409, 'CONFLICT');
      }
      return presentPlayer(await load(id), actor);
    },

    /** Free players (docs/product/levels-and-access.md: levels 0–1) into one club, all or nothing. */
    async assignFree(actor: Actor, clubId: string, playerIds: readonly string[]): Promise<PlayerList> {
      assertCan(actor, 'freePlayers.assign', undefined);
      if ((await store.clubs.existing([clubId])).length === 0) throw new AppError(404, 'CLUB_NOT_FOUND');
      const ids = [...new Set(playerIds)];
      // One transaction: either every player (each still free at that moment) or none.
      const { missing, taken } = await store.transaction(async ({ players }) => {
        const clubOf = await players.clubsOf(ids);
        const result = {
          missing: ids.filter((id) => !clubOf.has(id)),
          taken: ids.filter((id) => clubOf.has(id) && clubOf.get(id) !== null),
        };
        if (!result.missing.length && !result.taken.length) await players.assignFree(ids, clubId);
        return result;
      });
      if (missing.length) throw new AppError(404, 'PLAYER_NOT_FOUND', { playerIds: 'INVALID_VALUE' });
      if (taken.length) throw new AppError(409, 'PLAYER_NOT_FREE', { playerIds: 'INVALID_VALUE' });
      const rows = await Promise.all(ids.map((id) => load(id)));
      return { items: rows.map((row) => presentPlayer(row, actor)), total: rows.length };
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const current = await load(id);
      assertCan(actor, 'player.delete', { clubId: current.clubId });
      // Deleting a player removes its media files (docs/product/privacy.md), after the row is gone.
      const deleteFiles = await media.deleteFilesOf(id);
      // Only the row as checked: a player moved to another club meanwhile stays (409).
      if (!(await store.players.delete(id, { clubId: current.clubId }))) throw new AppError(409, 'CONFLICT');
      await deleteFiles();
    },
  };
}

export type PlayersService = ReturnType<typeof playersService>;
