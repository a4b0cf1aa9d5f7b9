import { Alert, Box, Button, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLink, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../../components/image-upload/upload-progress';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { ApiError } from '../../../../lib/api-client';
import { useAddPlayerVideoLink } from '../../api/add-player-video';
import { useUploadPlayerVideo } from '../../api/upload-player-video';
import { VIDEO_ACCEPT, checkVideoFile, isHttpsUrl } from './media-file';
import classes from './player-card.module.css';

/** Add a video by https link, or upload an MP4/WebM file with a progress bar. */
export function AddVideoForm({ playerId }: { playerId: string }) {
  const { t } = useTranslation('card');
  const { errorMessage, fieldMessage, serverFieldMessage } = useErrorMessages();
  const addLink = useAddPlayerVideoLink();
  const upload = useUploadPlayerVideo();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const resetRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | null>(null);

  const onAddLink = (event: React.FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (value === '') return setUrlError(fieldMessage('REQUIRED'));
    if (!isHttpsUrl(value)) return setUrlError(t('videos.httpsOnly'));
    setUrlError(null);
    const trimmedTitle = title.trim();
    addLink.mutate(
      { playerId, video: { url: value, ...(trimmedTitle ? { title: trimmedTitle } : {}) } },
      {
        onSuccess: () => {
          setUrl('');
          setTitle('');
          notifications.show({ color: 'teal', message: t('videos.linkAdded') });
        },
      },
    );
  };

  const onFile = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = checkVideoFile(file);
    if (problem) {
      setUploadError(new ApiError(0, problem));
      return;
    }
    setUploadError(null);
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    upload.mutate(
      { playerId, file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('videos.uploaded') }),
        onError: (error) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) setUploadError(error);
        },
        onSettled: () => {
          setProgress(null);
          abortRef.current = null;
        },
      },
    );
  };

  const linkError = urlError ?? serverFieldMessage(addLink.error, 'url');

  return (
    <Box className={classes.noPrint}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('videos.addTitle')}
        </Title>
        <form onSubmit={onAddLink} noValidate aria-label={t('videos.addLink')}>
          <Stack gap="xs">
            <Group align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                label={t('videos.url')}
                placeholder="https://"
                type="url"
                inputMode="url"
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                error={linkError}
                required
                style={{ flex: '2 1 14rem' }}
              />
              <TextInput
                label={t('videos.linkTitle')}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
                maxLength={200}
                style={{ flex: '1 1 10rem' }}
              />
            </Group>
            {addLink.isError && !linkError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorMessage(addLink.error)}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" leftSection={<IconLink size={16} aria-hidden />} loading={addLink.isPending}>
                {t('videos.addLink')}
              </Button>
              <FileButton onChange={onFile} accept={VIDEO_ACCEPT} resetRef={resetRef} disabled={upload.isPending}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={upload.isPending}
                  >
                    {t('videos.upload')}
                  </Button>
                )}
              </FileButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('videos.uploadHint')}
            </Text>
          </Stack>
        </form>
        {progress !== null && (
          <UploadProgress
            fraction={progress}
            label={t('videos.progressLabel')}
            uploading={(percent) => t('videos.uploading', { percent })}
            processing={t('videos.processing')}
            cancel={t('videos.cancelUpload')}
            onCancel={() => abortRef.current?.abort()}
          />
        )}
        {uploadError !== null && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="video-upload-error">
            {errorMessage(uploadError)}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
