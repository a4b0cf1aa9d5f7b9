/**
 * The client's quick check of a file before uploading it: immediate feedback
 * without a round trip. The server decides by content (docs/product/media.md);
 * the answer uses the API's error codes, so the UI shows the same translated
 * message as a refusal from the server.
 */
import { MAX_IMAGE_BYTES } from '@touchline/core';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type FileProblem = 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE';

/** What one kind of upload accepts. */
export interface UploadRule {
  mimeTypes: readonly string[];
  /** Decides when the system reports no type. */
  extensions: RegExp;
  maxBytes: number;
}

/** For a file picker's `accept`: the types, and the extensions for systems that report none. */
export function acceptOf(rule: UploadRule, extensions: readonly string[]): string {
  return [...rule.mimeTypes, ...extensions].join(',');
}

/** Null when the file may be sent; otherwise the API's code for what is wrong with it. */
export function checkFile(file: FileLike, rule: UploadRule): FileProblem | null {
  // Some systems report no type: the name's extension decides then.
  const typeOk = file.type ? rule.mimeTypes.includes(file.type.toLowerCase()) : rule.extensions.test(file.name);
  if (!typeOk) return 'UNSUPPORTED_MEDIA_TYPE';
  if (file.size > rule.maxBytes) return 'PAYLOAD_TOO_LARGE';
  return null;
}

/** Photos and pictures: JPEG, PNG or WebP, at most 10 MB (the server's limit, from core). */
export const IMAGE_RULE: UploadRule = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: /\.(jpe?g|png|webp)$/i,
  maxBytes: MAX_IMAGE_BYTES,
};

export const IMAGE_ACCEPT = acceptOf(IMAGE_RULE, ['.jpg', '.jpeg', '.png', '.webp']);

export function checkImageFile(file: FileLike): FileProblem | null {
  return checkFile(file, IMAGE_RULE);
}

/** Up to two initials for a picture placeholder: "Carl Friedrich Gauß" → "CG", "carl" → "C". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}
