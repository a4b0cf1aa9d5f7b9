/** The client's quick checks of a video before sending it (the server decides by content). */
import { MAX_VIDEO_BYTES } from '@touchline/core';
import { acceptOf, checkFile, type FileLike, type FileProblem } from '../../../../components/image-upload/file-check';

/** MP4 or WebM, at most 500 MB (docs/product/media.md; the limit from core, one source of truth). */
export const VIDEO_RULE = {
  mimeTypes: ['video/mp4', 'video/webm'],
  extensions: /\.(mp4|m4v|webm)$/i,
  maxBytes: MAX_VIDEO_BYTES,
} as const;

export const VIDEO_ACCEPT = acceptOf(VIDEO_RULE, ['.mp4', '.m4v', '.webm']);

/** Answers with the API's codes, so the refusal reads like the server's. */
export function checkVideoFile(file: FileLike): FileProblem | null {
  return checkFile(file, VIDEO_RULE);
}
