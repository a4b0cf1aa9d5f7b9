import { randomBytes } from 'node:crypto';
import { checkAccountDeletion, isLevel, type Actor } from '@touchline/core';
import { AppError } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { toAvatar } from '../../storage/images.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import type { AccountRepository } from './account.repository.js';

export const AVATAR_URL_PREFIX = '/api/media/avatars/';

export type AccountServiceDeps = {
  repository: AccountRepository;
  storage: MediaStorage;
  bus: EventBus;
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
};

const avatarKey = (url: string | null) =>
  url?.startsWith(AVATAR_URL_PREFIX) ? `avatars/${url.slice(AVATAR_URL_PREFIX.length)}` : null;

/** The signed-in user's own account: picture, data export, deletion (PRODUCT.md §9). */
export function accountService({ repository, storage, bus, verifyPassword }: AccountServiceDeps) {
  return {
    async setAvatar(userId: string, upload: Buffer): Promise<void> {
      const image = await toAvatar(upload);
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      // A new name per upload: caches never show a stale picture.
      const file = `${userId}-${randomBytes(6).toString('hex')}.webp`;
      await storage.put(`avatars/${file}`, image);
      await repository.setImage(userId, `${AVATAR_URL_PREFIX}${file}`);
      const previous = avatarKey(user.image);
      if (previous) await storage.delete(previous);
      bus.publish('user', [userId]);
    },

    async removeAvatar(userId: string): Promise<void> {
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      await repository.setImage(userId, null);
      const previous = avatarKey(user.image);
      if (previous) await storage.delete(previous);
      bus.publish('user', [userId]);
    },

    /** Everything we hold about the user, as JSON (no password hashes, no tokens). */
    async exportData(userId: string, now: Date) {
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      const [sessions, methods, clubIds, ratings] = await Promise.all([
        repository.sessions(userId),
        repository.signInMethods(userId),
        repository.clubIds(userId),
        repository.ratingsWritten(userId),
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
          player: `${r.firstName} ${r.lastName}`,
          globalRating: r.globalRating,
          note: r.note,
        })),
        // Followed tournaments are added here when tournaments arrive.
      };
    },

    /**
     * Deletes the account after the password is confirmed. Personal data goes;
     * ratings the user wrote will stay with the author shown as "deleted user".
     */
    async deleteAccount(
      actor: Actor,
      confirmation: { password?: string | undefined; confirmEmail?: string | undefined },
    ): Promise<void> {
      const userId = actor.id;
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      const credential = (await repository.signInMethods(userId)).find((m) => m.providerId === 'credential');
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
      const rule = checkAccountDeletion({
        actor,
        target: { id: user.id, level: isLevel(user.level) ? user.level : 5 },
        administratorCount: await repository.administratorCount(),
      });
      if (!rule.ok) throw new AppError(403, rule.code);
      await repository.deleteUser(userId);
      const avatar = avatarKey(user.image);
      if (avatar) await storage.delete(avatar);
      bus.publish('user', [userId]);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
