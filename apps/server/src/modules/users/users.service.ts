import {
  checkLevelChange,
  isLevel,
  type Actor,
  type ListUsersQuery,
  type UserList,
  type UserSummary,
} from '@touchline/core';
import { AppError } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { UserRow, UsersRepository } from './users.repository.js';

/** User overview (PRODUCT.md §2–3): level ≤ 1 reads, level 0 changes levels. */
export function usersService(repository: UsersRepository, bus: EventBus) {
  const present = (row: UserRow): UserSummary => ({
    id: row.id,
    displayName: row.name,
    email: row.email,
    level: row.level,
    avatarUrl: row.image,
    clubIds: [],
    createdAt: new Date(row.createdAt).toISOString(),
  });

  return {
    async list(query: ListUsersQuery): Promise<UserList> {
      const { rows, total } = await repository.list(query);
      return { items: rows.map(present), total };
    },

    async changeLevel(actor: Actor, targetId: string, newLevel: number): Promise<UserSummary> {
      if (!isLevel(newLevel)) throw new AppError(400, 'VALIDATION_FAILED', { level: 'INVALID_VALUE' });
      await repository.withAdministratorsLocked(async (trx, administratorIds) => {
        // The actor's level was read at request start; re-check it under the lock.
        if (!administratorIds.includes(actor.id)) throw new AppError(403, 'FORBIDDEN');
        const target = await repository.find(targetId, trx);
        if (!target || !isLevel(target.level)) throw new AppError(404, 'USER_NOT_FOUND');
        const check = checkLevelChange({
          actor,
          target: { id: target.id, level: target.level },
          newLevel,
          administratorCount: administratorIds.length,
        });
        if (!check.ok) throw new AppError(403, check.code);
        await repository.setLevel(trx, targetId, newLevel);
      });
      // After commit: the user's open tabs refetch their record and menus.
      bus.publish('user', [targetId]);
      const updated = await repository.find(targetId);
      if (!updated) throw new AppError(404, 'USER_NOT_FOUND');
      return present(updated);
    },
  };
}
