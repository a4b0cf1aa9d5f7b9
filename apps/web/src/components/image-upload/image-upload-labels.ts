/** The texts of one use (the account's picture, a player's photo), already translated. */
export interface ImageUploadLabels {
  upload: string;
  change: string;
  remove: string;
  /** Types, size limit and what happens to the file. */
  hint: string;
  uploaded: string;
  removed: string;
  /** The progress bar's accessible name. */
  progress: string;
  uploading: (percent: number) => string;
  /** Everything is sent; the server is re-encoding. */
  processing: string;
  cancel: string;
  retry: string;
}

/** The keys each use's group of texts has in its namespace: account's `picture`, clubs' `crest`, card's `photo`. */
type ImageUploadLabelKey =
  | 'upload'
  | 'change'
  | 'remove'
  | 'hint'
  | 'uploaded'
  | 'removed'
  | 'progressLabel'
  | 'processing'
  | 'cancel'
  | 'retry';

/**
 * A use's labels from its group of keys, translated by a `t` scoped to that
 * group (`useTranslation('clubs', { keyPrefix: 'crest' })`): the three uses
 * name the same eleven texts, so they are read in one place.
 */
export function imageUploadLabels(
  t: (key: ImageUploadLabelKey | 'uploading', options?: { percent: number }) => string,
): ImageUploadLabels {
  return {
    upload: t('upload'),
    change: t('change'),
    remove: t('remove'),
    hint: t('hint'),
    uploaded: t('uploaded'),
    removed: t('removed'),
    progress: t('progressLabel'),
    uploading: (percent) => t('uploading', { percent }),
    processing: t('processing'),
    cancel: t('cancel'),
    retry: t('retry'),
  };
}
