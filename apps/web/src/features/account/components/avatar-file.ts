/** The client's quick check of a picture before uploading it (the server decides by content). */
import { MAX_IMAGE_BYTES } from '@touchline/core';

/** The server's limit for pictures, from core. */
export const MAX_AVATAR_BYTES = MAX_IMAGE_BYTES;

export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** For the file picker's `accept`. */
export const AVATAR_ACCEPT = [...AVATAR_MIME_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export type AvatarFileProblem = 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE';

/**
 * Null when the file may be sent. Some systems report no type: the name's
 * extension decides then. The answer uses the API's error codes, so the UI
 * shows the same translated message as a refusal from the server.
 */
export function checkAvatarFile(file: { name: string; type: string; size: number }): AvatarFileProblem | null {
  const typeOk = file.type
    ? (AVATAR_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeOk) return 'UNSUPPORTED_MEDIA_TYPE';
  if (file.size > MAX_AVATAR_BYTES) return 'PAYLOAD_TOO_LARGE';
  return null;
}

/** Up to two initials for the picture placeholder: "Carl Friedrich Gauß" → "CG", "carl" → "C". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}
