import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import type { Player } from '@touchline/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { ApiError } from '../../../../lib/api-client';
import { useRemovePlayerPhoto } from '../../api/remove-player-photo';
import { useUploadPlayerPhoto } from '../../api/upload-player-photo';
import { fullName } from '../../../../lib/format';
import { PHOTO_ACCEPT, checkPhotoFile } from './media-file';
import classes from './player-card.module.css';

function initials(player: Pick<Player, 'firstName' | 'lastName'>): string {
  return `${[...player.firstName][0] ?? ''}${[...player.lastName][0] ?? ''}`.toLocaleUpperCase() || '?';
}

interface PlayerPhotoProps {
  player: Player;
  canEdit: boolean;
}

/** The player's photo (or initials); upload (XHR progress) and remove for those who may edit the player. */
export function PlayerPhoto({ player, canEdit }: PlayerPhotoProps) {
  const { t } = useTranslation('card');
  const { errorMessage } = useErrorMessages();
  const upload = useUploadPlayerPhoto();
  const remove = useRemovePlayerPhoto();
  const resetRef = useRef<() => void>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const busy = upload.isPending || remove.isPending;
  const name = fullName(player);

  const onFile = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) {
      setError(new ApiError(0, problem));
      return;
    }
    setError(null);
    setProgress(0);
    upload.mutate(
      { playerId: player.id, file, onProgress: setProgress },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('photo.uploaded') }),
        onError: setError,
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(player.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('photo.removed') }),
      onError: setError,
    });
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <Stack gap="xs" align="flex-start" className={classes.photoColumn}>
      <Avatar
        src={player.photoUrl ?? null}
        alt={t('photo.alt', { name })}
        size={144}
        radius="md"
        color="teal"
        data-testid="player-photo"
      >
        <span aria-hidden>{initials(player)}</span>
      </Avatar>
      {canEdit && (
        <Stack gap={6} className={classes.noPrint} w="100%">
          <Group gap="xs">
            <FileButton onChange={onFile} accept={PHOTO_ACCEPT} resetRef={resetRef} disabled={busy}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  loading={upload.isPending}
                >
                  {player.photoUrl ? t('photo.change') : t('photo.upload')}
                </Button>
              )}
            </FileButton>
            {player.photoUrl && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onRemove}
                loading={remove.isPending}
                disabled={upload.isPending}
              >
                {t('photo.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" maw={220}>
            {t('photo.hint')}
          </Text>
          {progress !== null && (
            <Stack gap={2} w="100%" maw={220}>
              <Progress
                value={percent}
                animated={percent >= 100}
                striped={percent >= 100}
                aria-label={t('photo.progressLabel')}
              />
              <Text size="xs" c="dimmed" aria-live="polite">
                {percent >= 100 ? t('photo.processing') : t('photo.uploading', { percent })}
              </Text>
            </Stack>
          )}
          {error !== null && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" maw={260} data-testid="photo-error">
              {errorMessage(error)}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
