import type { Club } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { imageUploadLabels } from '../../../components/image-upload/image-upload-labels';
import { nameValues } from '../../../lib/elision';
import { useRemoveClubCrest } from '../api/remove-club-crest';
import { useUploadClubCrest } from '../api/upload-club-crest';

/** The club page's crest: shown to every reader, uploaded, changed or removed by whoever may edit the club. */
export function ClubCrestUpload({ club, editable }: { club: Club; editable: boolean }) {
  const { t } = useTranslation('clubs');
  const uploadLabels = imageUploadLabels(useTranslation('clubs', { keyPrefix: 'crest' }).t);
  const upload = useUploadClubCrest();
  const remove = useRemoveClubCrest();
  return (
    <ImageUpload
      imageUrl={club.crestUrl}
      alt={t('crest.alt', nameValues(club.name))}
      placeholder={club.name.slice(0, 2).toUpperCase()}
      upload={(file, options) => upload.mutateAsync({ clubId: club.id, file, ...options })}
      remove={() => remove.mutateAsync(club.id)}
      editable={editable}
      layout="inline"
      imageSize={72}
      imageRadius="sm"
      imageTestId="club-crest-image"
      errorTestId="crest-error"
      labels={uploadLabels}
    />
  );
}
