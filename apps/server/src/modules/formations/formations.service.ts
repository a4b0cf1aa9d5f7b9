import { randomUUID } from 'node:crypto';
import {
  isPosition,
  MAX_FORMATIONS_PER_CLUB,
  type Actor,
  type CreateFormation,
  type Formation,
  type FormationList,
  type UpdateFormation,
} from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import type {
  FormationRow,
  FormationsRepository,
  FormationValues,
  SquadPlayerRow,
  StoredSlot,
} from './formations.repository.js';
import { checkSquad, parseJsonArray, presentSquadPlayer } from './squad.js';

export type FormationsStore = Store<{ formations: FormationsRepository; clubs: ClubsRepository }>;

/**
 * Formations and the tactical map (docs/product/positions-and-formations.md): levels 0–1 edit every club's,
 * level 2 and 4 read, level 3 edits its own clubs' and reads the others'.
 */
export function formationsService(store: FormationsStore) {
  /** Slots with their players resolved: a player who left the club or was deleted leaves the slot empty. */
  async function present(rows: readonly FormationRow[]): Promise<Formation[]> {
    const parsed = rows.map((row) => ({ row, slots: parseJsonArray<StoredSlot>(row.slots) }));
    const ids = parsed.flatMap(({ slots }) => slots.flatMap((slot) => (slot.playerId ? [slot.playerId] : [])));
    const players = new Map((await store.formations.players(ids)).map((p) => [p.id, p]));
    return parsed.map(({ row, slots }) => ({
      id: row.id,
      clubId: row.clubId,
      name: row.name,
      shirtColour: row.shirtColour,
      shortsColour: row.shortsColour,
      slots: slots
        .filter((slot) => isPosition(slot.position))
        .map((slot) => {
          const player = slot.playerId ? players.get(slot.playerId) : undefined;
          return {
            position: slot.position as Formation['slots'][number]['position'],
            x: slot.x,
            y: slot.y,
            player: player && player.clubId === row.clubId ? presentSquadPlayer(player) : null,
          };
        }),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      version: row.version,
    }));
  }

  /** Checks the slots' players (club, eligibility, once each) and returns what is stored. */
  async function valuesOf(clubId: string, input: CreateFormation): Promise<FormationValues> {
    const ids = input.slots.flatMap((slot) => (slot.playerId ? [slot.playerId] : []));
    const players = new Map<string, SquadPlayerRow>((await store.formations.players(ids)).map((p) => [p.id, p]));
    checkSquad(clubId, input.slots, players, 'slots');
    return {
      name: input.name,
      shirtColour: input.shirtColour.toLowerCase(),
      shortsColour: input.shortsColour.toLowerCase(),
      slots: input.slots.map(({ position, x, y, playerId }) => ({ position, x, y, playerId })),
    };
  }

  async function one(id: string): Promise<Formation> {
    const row = await orNotFound(store.formations.find(id), 'FORMATION_NOT_FOUND');
    const [formation] = await present([row]);
    return formation!;
  }

  return {
    async listOfClub(actor: Actor, clubId: string): Promise<FormationList> {
      assertCan(actor, 'formation.view', { clubId });
      await orNotFound(store.clubs.find(clubId), 'CLUB_NOT_FOUND');
      return { items: await present(await store.formations.listOfClub(clubId)) };
    },

    async get(actor: Actor, id: string): Promise<Formation> {
      const row = await orNotFound(store.formations.find(id), 'FORMATION_NOT_FOUND');
      assertCan(actor, 'formation.view', { clubId: row.clubId });
      return one(id);
    },

    async create(actor: Actor, clubId: string, input: CreateFormation): Promise<Formation> {
      assertCan(actor, 'formation.edit', { clubId });
      await orNotFound(store.clubs.find(clubId), 'CLUB_NOT_FOUND');
      const values = await valuesOf(clubId, input);
      const id = randomUUID();
      await store.transaction(async ({ formations }) => {
        if (!(await formations.lockClub(clubId))) throw new AppError(404, 'CLUB_NOT_FOUND');
        if ((await formations.countOfClub(clubId)) >= MAX_FORMATIONS_PER_CLUB)
          throw new AppError(409, 'TOO_MANY_FORMATIONS');
        if (await formations.nameTaken(clubId, values.name))
          throw new AppError(409, 'FORMATION_NAME_TAKEN', { name: 'INVALID_VALUE' });
        await formations.insert(id, clubId, values);
      });
      return one(id);
    },

    async update(actor: Actor, id: string, { version, ...input }: UpdateFormation): Promise<Formation> {
      const row = await orNotFound(store.formations.find(id), 'FORMATION_NOT_FOUND');
      assertCan(actor, 'formation.edit', { clubId: row.clubId });
      const values = await valuesOf(row.clubId, input);
      await store.transaction(async ({ formations }) => {
        if (!(await formations.lockClub(row.clubId))) throw new AppError(404, 'CLUB_NOT_FOUND');
        if (await formations.nameTaken(row.clubId, values.name, id))
          throw new AppError(409, 'FORMATION_NAME_TAKEN', { name: 'INVALID_VALUE' });
        // Stale writes never overwrite: the client reloads and decides again.
        if (!(await formations.update(id, version, values))) throw new AppError(409, 'CONFLICT');
      });
      return one(id);
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const row = await orNotFound(store.formations.find(id), 'FORMATION_NOT_FOUND');
      assertCan(actor, 'formation.edit', { clubId: row.clubId });
      await store.formations.delete(id);
    },
  };
}

export type FormationsService = ReturnType<typeof formationsService>;
