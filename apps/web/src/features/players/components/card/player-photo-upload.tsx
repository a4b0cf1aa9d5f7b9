import { ImageUpload } from '../../../../components/image-upload/image-upload';
import { useRemovePlayerPhoto } from '../../api/remove-player-photo';
import { useUploadPlayerPhoto } from '../../api/upload-player-photo';
import type { ImageUploadView } from '../../../../components/image-upload/image-upload-placeholder';

/** The photo with upload (progress, cancel, retry) and remove: for someone who may edit the player; loads after the card (decision 331). */
export function PlayerPhotoUpload({ playerId, view }: { playerId: string; view: ImageUploadView }) {
  const upload = useUploadPlayerPhoto();
  const remove = useRemovePlayerPhoto();
  return (
    <ImageUpload
      {...view}
      upload={(file, options) => upload.mutateAsync({ playerId, file, ...options })}
      remove={() => remove.mutateAsync(playerId)}
      errorTestId="photo-error"
    />
  );
}
