import { z } from 'zod';
import { SAFE_SINGLE_LINE_TEXT } from './text.js';

/**
 * A resource id, in a path or a body. Any string up to 100 characters (old,
 * merged ids keep answering) without the characters no stored text may hold:
 * a body's ids are stored as references (decision 352).
 */
export const resourceIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(SAFE_SINGLE_LINE_TEXT, { message: 'contains control, invisible or text-direction characters' });

/** Path parameters of `/…/:id` routes. */
export const idParamsSchema = z.object({ id: resourceIdSchema });
