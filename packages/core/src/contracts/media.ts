import { z } from 'zod';
import { VIDEO_KINDS } from './media-limits.js';
import { SAFE_SINGLE_LINE_TEXT, safeText } from './text.js';

export const videoSchema = z
  .object({
    id: z.string(),
    playerId: z.string(),
    kind: z.enum(VIDEO_KINDS),
    /** An https link, or `/api/media/videos/<file>` for an uploaded file (same origin). */
    url: z.string(),
    title: z.string().nullable(),
    /** For uploads: video/mp4 or video/webm. */
    contentType: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Video' });

export type Video = z.infer<typeof videoSchema>;

export const videoListSchema = z.object({ items: z.array(videoSchema) }).meta({ id: 'VideoList' });

export const addVideoLinkSchema = z
  .object({
    /** Kept as sent, so checked like stored text: the URL parser accepts NUL and text-direction characters in a path. */
    url: z
      .url({ protocol: /^https$/ })
      .max(2000)
      .regex(SAFE_SINGLE_LINE_TEXT, { message: 'contains control, invisible or text-direction characters' }),
    title: safeText({ max: 200 }).optional(),
  })
  .strict()
  .meta({ id: 'AddVideoLink' });

export type AddVideoLink = z.infer<typeof addVideoLinkSchema>;
