import { AppError } from '../http/errors.js';

/**
 * sharp (libvips, about 8 MB) is loaded on the first upload, not at start:
 * most instances rarely see one (decision 048). Node caches the module.
 */
export const loadSharp = async () => (await import('sharp')).default;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** A player photo: aspect kept, at most 800 px on the long side, WebP, no metadata. */
export async function toPhoto(input: Buffer): Promise<Buffer> {
  await assertPicture(input);
  try {
    const sharp = await loadSharp();
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

/**
 * A club crest: the whole emblem kept (no crop), at most 256 px on the long
 * side, transparency kept, WebP, no metadata — the avatar's checks and
 * re-encoding (type by content, pixel limit) with a crest's shape.
 */
export async function toCrest(input: Buffer): Promise<Buffer> {
  await assertPicture(input);
  try {
    const sharp = await loadSharp();
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 90 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

async function assertPicture(input: Buffer): Promise<void> {
  let format: string | undefined;
  try {
    const sharp = await loadSharp();
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
}

/**
 * Re-encodes an uploaded picture: the type is decided by the content, not the
 * name or the declared type; the output is a square WebP; no metadata (EXIF,
 * GPS, ICC, XMP) survives, because sharp drops it unless asked to keep it.
 */
export async function toAvatar(input: Buffer, size = 256): Promise<Buffer> {
  await assertPicture(input);
  try {
    const sharp = await loadSharp();
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate() // honour EXIF orientation before the metadata goes
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
}
