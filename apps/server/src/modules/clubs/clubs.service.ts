import { randomUUID } from 'node:crypto';
import type { Actor, Club, CreateClub, UpdateClub } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan, assertCanSome } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { ClubsRepository } from './clubs.repository.js';
import { presentClub as present } from './club.presenter.js';

export type ClubsStore = Store<{ clubs: ClubsRepository }>;

/** Clubs (docs/product/levels-and-access.md): list 0–2, create 0–1, page 0–4, edit 0–2 and own clubs at level 3. */
export function clubsService(store: ClubsStore) {
  return {
    async list(actor: Actor, filter: { q?: string | undefined; country?: string | undefined }) {
      // Level 3 has no clubs list (docs/product/levels-and-access.md); the route refuses it. Guard anyway.
      assertCanSome(actor, 'club.list');
      const rows = await store.clubs.list(filter);
      return { items: rows.map(present), total: rows.length };
    },

    async get(actor: Actor, id: string): Promise<Club> {
      assertCan(actor, 'club.view', { id });
      return present(await orNotFound(store.clubs.find(id), 'CLUB_NOT_FOUND'));
    },

    async create(actor: Actor, input: CreateClub): Promise<Club> {
      assertCan(actor, 'club.create', undefined);
      const id = randomUUID();
      await store.clubs.insert({ id, ...input });
      const row = await store.clubs.find(id);
      if (!row) throw new AppError(500, 'INTERNAL_ERROR');
      return present(row);
    },

    async update(actor: Actor, id: string, { version, ...changes }: UpdateClub): Promise<Club> {
      assertCan(actor, 'club.edit', { id });
      await orNotFound(store.clubs.find(id), 'CLUB_NOT_FOUND');
      // Stale writes never overwrite: the client reloads and decides again.
      if (!(await store.clubs.update(id, version, changes))) throw new AppError(409, 'CONFLICT');
      return present(await orNotFound(store.clubs.find(id), 'CLUB_NOT_FOUND'));
    },
  };
}

export type ClubsService = ReturnType<typeof clubsService>;
