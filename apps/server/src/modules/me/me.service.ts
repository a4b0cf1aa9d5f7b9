import { isSupportedLocale, type Me, type UpdateMe } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { AppError } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { MeRepository, ProfileRow } from './me.repository.js';

export type MeStore = Store<{ profiles: MeRepository }>;

/** The signed-in user's own record. Everyone may read and edit their own. */
export function meService(store: MeStore, bus: EventBus) {
  return {
    /** The user, or null when the session's user is gone (deleted meanwhile). */
    async find(userId: string): Promise<Me | null> {
      const row = await store.profiles.findProfile(userId);
      return row ? present(row) : null;
    },

    async get(userId: string): Promise<Me> {
      const row = await store.profiles.findProfile(userId);
      // A session whose user is gone (deleted meanwhile) is treated as signed out.
      if (!row) throw new AppError(401, 'UNAUTHENTICATED');
      return present(row);
    },

    async update(userId: string, changes: UpdateMe): Promise<Me> {
      await store.profiles.updateProfile(userId, {
        ...(changes.displayName === undefined ? {} : { name: changes.displayName }),
        ...(changes.locale === undefined ? {} : { locale: changes.locale }),
        ...(changes.isDarkMode === undefined ? {} : { isDarkMode: changes.isDarkMode }),
      });
      bus.publish('user', [userId]);
      return this.get(userId);
    },
  };
}

function present(row: ProfileRow): Me {
  return {
    id: row.id,
    email: row.email,
    displayName: row.name,
    level: row.level,
    locale: isSupportedLocale(row.locale) ? row.locale : null,
    isDarkMode: Boolean(row.isDarkMode),
    avatarUrl: row.image,
    clubIds: row.clubIds,
    followedTournaments: row.followedTournaments,
    hasPassword: row.hasPassword,
  };
}
