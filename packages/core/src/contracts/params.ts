import { z } from 'zod';

/** A resource id in a path. Any string up to 100 characters: old (merged) ids keep answering. */
export const resourceIdSchema = z.string().min(1).max(100);

/** Path parameters of `/…/:id` routes. */
export const idParamsSchema = z.object({ id: resourceIdSchema });
