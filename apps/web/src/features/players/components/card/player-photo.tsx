import type { Player } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '../../../../components/lazy-panel';
import { initials } from '../../../../components/image-upload/file-check';
import { imageUploadLabels } from '../../../../components/image-upload/image-upload-labels';
import {
  ImageUploadPlaceholder,
  type ImageUploadView,
} from '../../../../components/image-upload/image-upload-placeholder';
import { UploadedImage } from '../../../../components/image-upload/uploaded-image';
import { fullName } from '../../../../lib/format';
import { nameValues } from '../../../../lib/elision';
import classes from './player-card.module.css';

// Most who open a card may not change its photo: the upload control's code
// (upload with progress, file checks, errors) loads only for those who may,
// after the card, behind a placeholder of the control's own shape (decision 331).
const PlayerPhotoUpload = lazyPanel(() => import('./player-photo-upload').then((module) => module.PlayerPhotoUpload), {
  loading: ({ view }) => <ImageUploadPlaceholder {...view} />,
});

interface PlayerPhotoProps {
  player: Player;
  canEdit: boolean;
}

/** The player's photo (or initials); upload (with progress) and remove for those who may edit the player. */
export function PlayerPhoto({ player, canEdit }: PlayerPhotoProps) {
  const { t } = useTranslation('card');
  const labels = imageUploadLabels(useTranslation('card', { keyPrefix: 'photo' }).t);
  const name = fullName(player);
  const view: ImageUploadView = {
    imageUrl: player.photoUrl ?? null,
    alt: t('photo.alt', nameValues(name)),
    placeholder: initials(name),
    labels,
    layout: 'stacked',
    imageSize: 144,
    imageRadius: 'md',
    imageTestId: 'player-photo',
    controlsClassName: classes.noPrint,
  };

  return (
    <div className={classes.photoColumn}>
      {canEdit ? <PlayerPhotoUpload playerId={player.id} view={view} /> : <UploadedImage {...view} />}
    </div>
  );
}
