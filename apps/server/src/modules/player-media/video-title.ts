import { safeText } from '@touchline/core';

/** As long as a video link's title may be (contracts/media.ts). */
const MAX_TITLE_LENGTH = 200;
const title = safeText({ max: MAX_TITLE_LENGTH });

/**
 * The title an uploaded video gets from its file's name: the name without
 * its extension, through the same text check as every stored text (decision
 * 352). A name the check refuses (control or text-direction characters, as
 * in `clip\u202Egpj.mp4`) gives no title rather than failing the upload: the
 * person chose the file, not the name it came with. Cut at 200 characters
 * without splitting a character in two.
 */
export function videoTitleOfFileName(fileName: string | undefined): string | null {
  if (!fileName) return null;
  let base = fileName.replace(/\.[^.]+$/, '');
  if (base.length > MAX_TITLE_LENGTH) {
    base = base.slice(0, MAX_TITLE_LENGTH);
    // A surrogate pair cut in half leaves a lone high surrogate at the end.
    if (/[\uD800-\uDBFF]$/.test(base)) base = base.slice(0, -1);
  }
  const checked = title.safeParse(base);
  return checked.success && checked.data !== '' ? checked.data : null;
}
