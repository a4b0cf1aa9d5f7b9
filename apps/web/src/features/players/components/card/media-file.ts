/** The client's quick checks before an upload (the server decides by content). */
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@touchline/core';

/** The server's limits, from core (one source of truth). */
export const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES;
export { MAX_VIDEO_BYTES };
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = [...PHOTO_MIME_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
export const VIDEO_ACCEPT = [...VIDEO_MIME_TYPES, '.mp4', '.m4v', '.webm'].join(',');

export type MediaFileProblem = 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

function check(
  file: FileLike,
  types: readonly string[],
  extensions: RegExp,
  maxBytes: number,
): MediaFileProblem | null {
  // Some systems report no type: the name's extension decides then.
  const typeOk = file.type ? types.includes(file.type.toLowerCase()) : extensions.test(file.name);
  if (!typeOk) return 'UNSUPPORTED_MEDIA_TYPE';
  if (file.size > maxBytes) return 'PAYLOAD_TOO_LARGE';
  return null;
}

/** JPEG, PNG or WebP, at most 10 MB (docs/product/media.md); answers with the API's codes. */
export function checkPhotoFile(file: FileLike): MediaFileProblem | null {
  return check(file, PHOTO_MIME_TYPES, /\.(jpe?g|png|webp)$/i, MAX_PHOTO_BYTES);
}

/** MP4 or WebM, at most 500 MB (docs/product/media.md). */
export function checkVideoFile(file: FileLike): MediaFileProblem | null {
  return check(file, VIDEO_MIME_TYPES, /\.(mp4|m4v|webm)$/i, MAX_VIDEO_BYTES);
}

/** Whether a typed link may be sent: an https URL (the server checks again). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
