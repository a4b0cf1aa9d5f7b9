import { randomBytes } from 'node:crypto';
import { checkAccountDeletion, isLevel, type Actor, type Me } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { AppError } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { toAvatar } from '../../storage/images.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AccountRepository } from './account.repository.js';

export const AVATAR_URL_PREFIX = '/api/media/avatars/';

/** `users` for its lock on the administrator rows (one rule, one lock: users.store.accounts.ts). */
export type AccountStore = Store<{ accounts: AccountRepository; users: UsersRepository }>;

export type AccountServiceDeps = {
  store: AccountStore;
  storage: MediaStorage;
  bus: EventBus;
  /** The user's own record as GET /api/me answers it (me.service.ts). */
  profile: (userId: string) => Promise<Me>;
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** Makes deleted rows unreadable in the database files (database.ts). */
  scrubDeleted: () => Promise<void>;
};

/** The signed-in user's own account: picture, data export, deletion (docs/product/privacy.md). */
export function accountService({ store, storage, bus, profile, verifyPassword, scrubDeleted }: AccountServiceDeps) {
  /**
   * Sets (or with null, clears) the picture: the public URL on the user and
   * the storage key beside it, in one transaction. Returns the key it replaced.
   */
  const replaceAvatar = (userId: string, avatar: { url: string; storageKey: string } | null) =>
    store.transaction(async ({ accounts }) => {
      const previous = await accounts.avatarKey(userId);
      await accounts.setImage(userId, avatar?.url ?? null);
      await accounts.setAvatarKey(userId, avatar?.storageKey ?? null);
      return previous;
    });

  return {
    /** Answers with the user's record, the new picture in it. */
    async setAvatar(userId: string, upload: Buffer): Promise<Me> {
      const image = await toAvatar(upload);
      const user = await store.accounts.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      // A new random name per upload: caches never show a stale picture, and
      // the name says nothing about whose it is.
      const file = `${randomBytes(16).toString('hex')}.webp`;
      const storageKey = `avatars/${file}`;
      await storage.put(storageKey, image);
      const previous = await replaceAvatar(userId, { url: `${AVATAR_URL_PREFIX}${file}`, storageKey });
      if (previous) await storage.delete(previous);
      bus.publish('user', [userId]);
      return profile(userId);
    },

    /** A user's current picture, by its file name; old, replaced and deleted users' pictures are 404. */
    async avatarFile(file: string) {
      const key = `avatars/${file}`;
      if (!(await store.accounts.isCurrentAvatar(key))) throw new AppError(404, 'NOT_FOUND');
      const object = await storage.get(key);
      if (!object) throw new AppError(404, 'NOT_FOUND');
      return object;
    },

    async removeAvatar(userId: string): Promise<Me> {
      const user = await store.accounts.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      // Only the key the server stored is deleted, never one derived from user-writable text.
      const previous = await replaceAvatar(userId, null);
      if (previous) await storage.delete(previous);
      bus.publish('user', [userId]);
      return profile(userId);
    },

    /** Everything we hold about the user, as JSON (no password hashes, no tokens). */
    async exportData(userId: string, now: Date) {
      const user = await store.accounts.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      const [sessions, methods, clubIds, ratings, players, videos, followed] = await Promise.all([
        store.accounts.sessions(userId),
        store.accounts.signInMethods(userId),
        store.accounts.clubIds(userId),
        store.accounts.ratingsWritten(userId),
        store.accounts.playersCreated(userId),
        store.accounts.videosAdded(userId),
        store.accounts.tournamentsFollowed(userId),
      ]);
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      return {
        exportedAt: now.toISOString(),
        account: {
          id: user.id,
          displayName: user.name,
          email: user.email,
          emailVerified: Boolean(user.emailVerified),
          level: user.level,
          locale: user.locale,
          isDarkMode: Boolean(user.isDarkMode),
          avatarUrl: user.image,
          termsAcceptedAt: iso(user.termsAcceptedAt),
          createdAt: iso(user.createdAt),
          updatedAt: iso(user.updatedAt),
        },
        signInMethods: methods.map((m) => ({ provider: m.providerId, since: iso(m.createdAt) })),
        sessions: sessions.map((s) => ({
          startedAt: iso(s.createdAt),
          lastRefreshedAt: iso(s.updatedAt),
          expiresAt: iso(s.expiresAt),
          device: s.userAgent,
        })),
        assignedClubIds: clubIds,
        ratingsWritten: ratings.map((r) => ({
          id: r.id,
          date: iso(r.createdAt),
          playerId: r.playerId,
          player: `${r.firstName} ${r.lastName}`,
          globalRating: r.globalRating,
          scores: r.scores,
          note: r.note,
        })),
        playersCreated: players.map((p) => ({
          id: p.id,
          name: `${p.firstName} ${p.lastName}`,
          createdAt: iso(p.createdAt),
        })),
        videosAdded: videos.map((v) => ({
          id: v.id,
          playerId: v.playerId,
          kind: v.kind,
          title: v.title,
          // An uploaded file's storage key is ours, not the user's: only links are theirs.
          link: v.kind === 'link' ? v.location : null,
          createdAt: iso(v.createdAt),
        })),
        tournamentsFollowed: followed.map((t) => ({ id: t.id, name: t.name, since: iso(t.createdAt) })),
      };
    },

    /**
     * Deletes the account after the password is confirmed. Personal data goes;
     * ratings the user wrote will stay with the author shown as "deleted user".
     */
    // eslint-disable-next-line touchline/access-check-first -- the caller's own account: the caller is the resource, and the rules below are its checks (decision 019)
    async deleteAccount(
      actor: Actor,
      confirmation: { password?: string | undefined; confirmEmail?: string | undefined },
    ): Promise<void> {
      const userId = actor.id;
      const user = await store.accounts.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      const credential = (await store.accounts.signInMethods(userId)).find((m) => m.providerId === 'credential');
      if (credential?.password) {
        const { password } = confirmation;
        if (!password) throw new AppError(400, 'VALIDATION_FAILED', { password: 'REQUIRED' });
        if (!(await verifyPassword(credential.password, password))) {
          throw new AppError(403, 'INVALID_CREDENTIALS', { password: 'INVALID_VALUE' });
        }
      } else {
        // Provider-only accounts have no password: typing the email again confirms.
        const { confirmEmail } = confirmation;
        if (!confirmEmail) throw new AppError(400, 'VALIDATION_FAILED', { confirmEmail: 'REQUIRED' });
        if (confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
          throw new AppError(403, 'INVALID_CREDENTIALS', { confirmEmail: 'INVALID_VALUE' });
        }
      }
      const avatar = await store.accounts.avatarKey(userId);
      // The last-administrator rule and the delete are one atomic step: two
      // administrators deleting themselves at once cannot both pass the count.
      await store.transaction(async ({ accounts, users }) => {
        const administratorIds = await users.lockAdministrators();
        // The level as it is now, under the lock (it may have changed since the request began).
        const level = await accounts.levelOf(userId);
        const rule = checkAccountDeletion({
          actor,
          target: { id: user.id, level: level !== null && isLevel(level) ? level : 5 },
          administratorCount: administratorIds.length,
        });
        if (!rule.ok) throw new AppError(403, rule.code);
        await accounts.deleteUser(userId);
      });
      if (avatar) await storage.delete(avatar);
      await scrubDeleted();
      bus.publish('user', [userId]);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
