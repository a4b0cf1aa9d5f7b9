import { z } from 'zod';
import { localeSchema } from './locale-schema.js';
import { safeText } from './text.js';
import { MAX_DISPLAY_NAME_LENGTH } from './display-name.js';

export const meSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    level: z.number().int().min(0).max(5),
    locale: localeSchema.nullable(),
    isDarkMode: z.boolean(),
    avatarUrl: z.string().nullable(),
    clubIds: z.array(z.string()),
    followedTournaments: z.array(z.string()),
    /** False for accounts that only sign in through the external provider. */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'Me' });

export type Me = z.infer<typeof meSchema>;

/**
 * GET /api/session: the session check every page makes. A signed-out visitor
 * is an answer (`user: null`), not an error, so the browser logs no failed
 * request on every page (docs/decisions/291-web-drawer-session-toasts-not-found.md); /api/me keeps its 401.
 */
export const sessionSchema = z.object({ user: meSchema.nullable() }).meta({ id: 'Session' });

export type Session = z.infer<typeof sessionSchema>;

export const updateMeSchema = z
  .object({
    displayName: safeText({ min: 1, max: MAX_DISPLAY_NAME_LENGTH }),
    locale: localeSchema,
    isDarkMode: z.boolean(),
  })
  .partial()
  .strict()
  .meta({ id: 'UpdateMe' });

export type UpdateMe = z.infer<typeof updateMeSchema>;

/** Deleting one's account: the password, or for accounts without one, the account's email typed again. */
export const deleteAccountSchema = z
  .object({
    password: z.string().min(1).max(200).optional(),
    confirmEmail: z.string().trim().min(1).max(254).optional(),
  })
  .strict()
  .meta({ id: 'DeleteAccount' });

export type DeleteAccount = z.infer<typeof deleteAccountSchema>;
