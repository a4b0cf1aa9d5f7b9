/**
 * Upload limits and video kinds, without the media schemas (media.ts): the
 * upload controls check a file's size before sending it, and a page that
 * shows an upload button gets the limits without zod (decision 286).
 */
/** Largest image upload (player photo, avatar) before re-encoding. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Largest video upload. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const VIDEO_KINDS = ['link', 'upload'] as const;
