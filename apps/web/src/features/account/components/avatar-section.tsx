import { Alert, Avatar, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import type { Me } from '@touchline/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { ApiError } from '../../../lib/api-client';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, checkAvatarFile, initials } from './avatar-file';

/** The account's picture: shown (or the initials), uploaded with a progress bar, removed. */
export function AvatarSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const { errorMessage } = useErrorMessages();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const resetRef = useRef<() => void>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | null) => {
    // The same file can be picked again after a refusal.
    resetRef.current?.();
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setError(new ApiError(0, problem));
      return;
    }
    setError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('picture.uploaded') }),
        onError: setError,
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('picture.removed') }),
      onError: setError,
    });
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <Paper withBorder p={{ base: 'md', md: 'lg' }} component="section" aria-labelledby="account-picture">
      <Stack>
        <Title order={2} fz="h3" id="account-picture">
          {t('picture.title')}
        </Title>
        <Group align="center" wrap="nowrap" gap="lg">
          <Avatar
            src={me.avatarUrl}
            alt={t('picture.alt')}
            size={96}
            radius={96}
            color="teal"
            data-testid="account-avatar"
          >
            <span aria-hidden>{initials(me.displayName)}</span>
          </Avatar>
          <Stack gap="xs" miw={0}>
            <Group gap="xs">
              <FileButton onChange={onFile} accept={AVATAR_ACCEPT} resetRef={resetRef} disabled={busy}>
                {(props) => (
                  <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                    {me.avatarUrl ? t('picture.change') : t('picture.upload')}
                  </Button>
                )}
              </FileButton>
              {me.avatarUrl && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={onRemove}
                  loading={remove.isPending}
                  disabled={upload.isPending}
                >
                  {t('picture.remove')}
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('picture.hint')}
            </Text>
          </Stack>
        </Group>
        {progress !== null && (
          <Stack gap={4}>
            <Progress
              value={percent}
              animated={percent >= 100}
              striped={percent >= 100}
              aria-label={t('picture.progressLabel')}
              transitionDuration={150}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {percent >= 100 ? t('picture.processing') : t('picture.uploading', { percent })}
            </Text>
          </Stack>
        )}
        {error !== null && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="avatar-error">
            {errorMessage(error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
