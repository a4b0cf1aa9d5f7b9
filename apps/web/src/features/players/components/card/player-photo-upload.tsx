import { ImageUpload } from '../../../../components/image-upload/image-upload';
import { useRemovePlayerPhoto } from '../../api/remove-player-photo';
import { useUploadPlayerPhoto } from '../../api/upload-player-photo';
import type { PlayerPhotoView } from './player-photo';

/** The photo with upload (progress, cancel, retry) and remove: for someone who may edit the player; loads after the card (decision 331). */
export function PlayerPhotoUpload({ view }: { view: PlayerPhotoView }) {
  const upload = useUploadPlayerPhoto();
  const remove = useRemovePlayerPhoto();
  const { playerId, ...shown } = view;
  return (
    <ImageUpload
      {...shown}
      upload={(file, options) => upload.mutateAsync({ playerId, file, ...options })}
      remove={() => remove.mutateAsync(playerId)}
      errorTestId="photo-error"
    />
  );
}
