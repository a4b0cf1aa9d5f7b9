import type { Player } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../../components/image-upload/file-check';
import { ImageUpload, imageUploadLabels } from '../../../../components/image-upload/image-upload';
import { fullName } from '../../../../lib/format';
import { nameValues } from '../../../../lib/elision';
import { useRemovePlayerPhoto } from '../../api/remove-player-photo';
import { useUploadPlayerPhoto } from '../../api/upload-player-photo';
import classes from './player-card.module.css';

interface PlayerPhotoProps {
  player: Player;
  canEdit: boolean;
}

/** The player's photo (or initials); upload (with progress) and remove for those who may edit the player. */
export function PlayerPhoto({ player, canEdit }: PlayerPhotoProps) {
  const { t } = useTranslation('card');
  const uploadLabels = imageUploadLabels(useTranslation('card', { keyPrefix: 'photo' }).t);
  const upload = useUploadPlayerPhoto();
  const remove = useRemovePlayerPhoto();
  const name = fullName(player);

  return (
    <div className={classes.photoColumn}>
      <ImageUpload
        imageUrl={player.photoUrl ?? null}
        alt={t('photo.alt', nameValues(name))}
        placeholder={initials(name)}
        upload={(file, options) => upload.mutateAsync({ playerId: player.id, file, ...options })}
        remove={() => remove.mutateAsync(player.id)}
        editable={canEdit}
        layout="stacked"
        imageSize={144}
        imageRadius="md"
        imageTestId="player-photo"
        errorTestId="photo-error"
        controlsClassName={classes.noPrint}
        labels={uploadLabels}
      />
    </div>
  );
}
