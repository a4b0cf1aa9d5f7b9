import {
  checkLevelChange,
  isLevel,
  type Actor,
  type ListUsersQuery,
  type UpdateUser,
  type UserList,
  type UserSummary,
} from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan, assertCanSome } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { ClubsRepository } from '../clubs/clubs.repository.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export type UsersStore = Store<{ users: UsersRepository; clubs: ClubsRepository }>;

/** User overview (docs/product/levels-and-access.md): level ≤ 1 reads; level 0 changes levels and assigns clubs. */
export function usersService(store: UsersStore, bus: EventBus) {
  const present = (row: UserRow, clubIds: string[]): UserSummary => ({
    id: row.id,
    displayName: row.name,
    email: row.email,
    level: row.level,
    avatarUrl: row.image,
    clubIds,
    createdAt: new Date(row.createdAt).toISOString(),
  });

  async function summary(id: string): Promise<UserSummary> {
    const row = await orNotFound(store.users.find(id), 'USER_NOT_FOUND');
    return present(row, (await store.users.clubIdsOf([id])).get(id) ?? []);
  }

  return {
    async list(actor: Actor, query: ListUsersQuery): Promise<UserList> {
      assertCan(actor, 'users.view', undefined);
      const { rows, total } = await store.users.list(query);
      const clubIds = await store.users.clubIdsOf(rows.map((r) => r.id));
      return { items: rows.map((row) => present(row, clubIds.get(row.id) ?? [])), total };
    },

    async update(actor: Actor, targetId: string, { level, clubIds }: UpdateUser): Promise<UserSummary> {
      assertCanSome(actor, 'users.changeLevel');
      if (clubIds !== undefined) {
        assertCan(actor, 'users.assignClubs', undefined);
        const unique = [...new Set(clubIds)];
        const known = await store.clubs.existing(unique);
        if (known.length !== unique.length) throw new AppError(404, 'CLUB_NOT_FOUND', { clubIds: 'INVALID_VALUE' });
      }
      if (level !== undefined && !isLevel(level))
        throw new AppError(400, 'VALIDATION_FAILED', { level: 'INVALID_VALUE' });

      // One transaction: the administrator rows are locked while the rules
      // count them, and the writes commit together or not at all.
      await store.transaction(async ({ users }) => {
        const administratorIds = await users.lockAdministrators();
        // The actor's level was read at request start; re-check it under the lock.
        if (!administratorIds.includes(actor.id)) throw new AppError(403, 'FORBIDDEN');
        const target = await users.find(targetId);
        if (!target || !isLevel(target.level)) throw new AppError(404, 'USER_NOT_FOUND');
        if (level !== undefined && isLevel(level)) {
          const check = checkLevelChange({
            actor,
            target: { id: target.id, level: target.level },
            newLevel: level,
            administratorCount: administratorIds.length,
          });
          if (!check.ok) throw new AppError(403, check.code);
          await users.setLevel(targetId, level);
        }
        if (clubIds !== undefined) await users.setClubs(targetId, [...new Set(clubIds)]);
      });
      // After commit: the user's open tabs refetch their record and menus.
      bus.publish('user', [targetId]);
      return summary(targetId);
    },
  };
}
