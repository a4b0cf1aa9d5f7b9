import { Box, Button, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconUpload } from '@tabler/icons-react';
import type { AddVideoLink } from '@touchline/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../../components/error-alert';
import { UploadProgress } from '../../../../components/image-upload/upload-progress';
import { ApiError, isApiError } from '../../../../lib/api-client';
import {
  deferredCodeResolver,
  setServerFieldErrors,
  useCodedForm,
  useDeferredSubmit,
} from '../../../../lib/forms/use-coded-form';
import { useAddPlayerVideoLink } from '../../api/add-player-video';
import { useUploadPlayerVideo } from '../../api/upload-player-video';
import { VIDEO_ACCEPT, checkVideoFile } from './media-file';
import classes from './player-card.module.css';

interface VideoLinkValues {
  url: string;
  title: string;
}

/** Core's addVideoLinkSchema, with zod, in a chunk of its own: the card shows without them (decision 288). */
const linkSchema = deferredCodeResolver(() =>
  import('./video-link-schema').then((module) => module.addVideoLinkSchema),
);

/** What is sent: the link and title without the spaces around them, no empty title. */
function linkInput({ url, title }: VideoLinkValues): AddVideoLink {
  const trimmedTitle = title.trim();
  return { url: url.trim(), ...(trimmedTitle ? { title: trimmedTitle } : {}) };
}

/**
 * Add a video by https link (lib/forms, decision 262: core's
 * addVideoLinkSchema, loaded at the form's first use), or upload an MP4/WebM file with a progress bar.
 */
export function AddVideoForm({ playerId }: { playerId: string }) {
  const { t } = useTranslation('card');
  const addLink = useAddPlayerVideoLink();
  const upload = useUploadPlayerVideo();
  const form = useCodedForm<VideoLinkValues>({
    initialValues: { url: '', title: '' },
    validate: (values) => linkSchema.validate(linkInput(values)),
    // Anything but an https link breaks the schema's URL format.
    message: (field, code) => (field === 'url' && code === 'INVALID_FORMAT' ? t('videos.httpsOnly') : undefined),
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const resetRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | null>(null);

  const submitLink = form.onSubmit((values) =>
    addLink.mutate(
      { playerId, video: linkInput(values) },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'pitch', message: t('videos.linkAdded') });
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    ),
  );
  // The schema downloads at the form's first use (decision 335); a submit that comes first waits for it, the button spinning.
  const { formProps: linkFormProps, checking } = useDeferredSubmit(linkSchema, submitLink);

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
        onSuccess: () => notifications.show({ color: 'pitch', message: t('videos.uploaded') }),
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

  // A refusal about the link or title is shown on its input; any other as an alert.
  const linkFailure = addLink.error;
  const aboutAField = isApiError(linkFailure) && Object.keys(linkFailure.fields).length > 0;

  return (
    <Box className={classes.noPrint}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('videos.addTitle')}
        </Title>
        <form {...linkFormProps} noValidate aria-label={t('videos.addLink')}>
          <Stack gap="xs">
            <Group align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                label={t('videos.url')}
                placeholder="https://"
                type="url"
                inputMode="url"
                {...form.getInputProps('url')}
                required
                style={{ flex: '2 1 14rem' }}
              />
              <TextInput
                label={t('videos.linkTitle')}
                {...form.getInputProps('title')}
                maxLength={200}
                style={{ flex: '1 1 10rem' }}
              />
            </Group>
            {linkFailure && !aboutAField && <RequestError error={linkFailure} />}
            <Group gap="xs">
              <Button
                type="submit"
                leftSection={<IconLink size={16} aria-hidden />}
                loading={addLink.isPending || checking}
              >
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
        {uploadError !== null && <RequestError error={uploadError} data-testid="video-upload-error" />}
      </Stack>
    </Box>
  );
}
