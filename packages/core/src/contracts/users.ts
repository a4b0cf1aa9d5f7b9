import { z } from 'zod';
import { resourceIdSchema } from './params.js';

export const userSummarySchema = z
  .object({
    id: z.string(),
    displayName: z.string(),
    email: z.string(),
    level: z.number().int().min(0).max(5),
    avatarUrl: z.string().nullable(),
    clubIds: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'UserSummary' });

export type UserSummary = z.infer<typeof userSummarySchema>;

export const USERS_PAGE_MAX = 100;

export const listUsersQuerySchema = z.object({
  /** Part of the name or email, case-insensitive. */
  q: z.string().trim().max(100).optional(),
  level: z.coerce.number().int().min(0).max(5).optional(),
  limit: z.coerce.number().int().min(1).max(USERS_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
// No `.meta({ id })` on query schemas: @fastify/swagger cannot expand a $ref into query parameters.

export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userListSchema = z
  .object({ items: z.array(userSummarySchema), total: z.number().int() })
  .meta({ id: 'UserList' });

export type UserList = z.infer<typeof userListSchema>;

export const updateUserSchema = z
  .object({
    level: z.number().int().min(0).max(5).optional(),
    /** The user's assigned clubs, replacing the current ones (docs/product/levels-and-access.md). */
    clubIds: z.array(resourceIdSchema).max(50).optional(),
  })
  .strict()
  .refine((body) => body.level !== undefined || body.clubIds !== undefined, {
    message: 'level or clubIds',
    path: ['level'],
  })
  .meta({ id: 'UpdateUser' });

export type UpdateUser = z.infer<typeof updateUserSchema>;
