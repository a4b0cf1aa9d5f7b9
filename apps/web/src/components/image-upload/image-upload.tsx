import { Button, FileButton, Group, type MantineRadius } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { RequestError } from '../error-alert';
import { IMAGE_ACCEPT } from './file-check';
import { UploadProgress } from './upload-progress';
import type { ImageUploadLabels } from './image-upload-labels';
import { ImageUploadLayout } from './image-upload-layout';
import { UploadedImage } from './uploaded-image';
import { useImageUpload, type UploadImage } from './use-image-upload';

export interface ImageUploadProps {
  imageUrl: string | null;
  alt: string;
  /** Shown while there is no image (initials). */
  placeholder: string;
  labels: ImageUploadLabels;
  upload: UploadImage;
  remove: () => Promise<unknown>;
  /** Without it only the image shows. */
  editable?: boolean;
  /** `inline`: the controls beside the image (account); `stacked`: below it, compact (player card). */
  layout?: 'inline' | 'stacked';
  imageSize: number;
  imageRadius: MantineRadius | number;
  imageTestId: string;
  errorTestId: string;
  /** For the controls only (e.g. hidden in print). */
  controlsClassName?: string;
  stallMs?: number;
}

/**
 * One image upload control: the image (or initials), a keyboard-operable
 * picker that checks type and size at once, the chosen file previewed while
 * a progress bar shows the upload, cancel, translated errors with a retry
 * where a second try can help, and remove.
 */
export function ImageUpload(props: ImageUploadProps) {
  const {
    imageUrl,
    labels,
    upload,
    remove,
    editable = true,
    layout = 'inline',
    errorTestId,
    controlsClassName,
    stallMs,
  } = props;
  const resetRef = useRef<() => void>(null);
  const state = useImageUpload({
    upload,
    remove,
    onUploaded: () => notifications.show({ color: 'pitch', message: labels.uploaded }),
    onRemoved: () => notifications.show({ color: 'pitch', message: labels.removed }),
    ...(stallMs === undefined ? {} : { stallMs }),
  });
  const compact = layout === 'stacked';
  const uploading = state.phase === 'uploading';

  // The chosen file shows while it uploads.
  const image = <UploadedImage {...props} imageUrl={state.preview ?? imageUrl} />;
  if (!editable) return image;

  const buttons = (
    <Group gap="xs">
      <FileButton
        onChange={(file) => {
          // The same file can be picked again after a refusal.
          resetRef.current?.();
          state.pick(file);
        }}
        accept={IMAGE_ACCEPT}
        resetRef={resetRef}
        disabled={state.phase === 'removing'}
      >
        {(props) => (
          <Button
            {...props}
            size={compact ? 'xs' : 'sm'}
            variant={compact ? 'light' : 'filled'}
            leftSection={<IconUpload size={compact ? 14 : 16} aria-hidden />}
          >
            {imageUrl ? labels.change : labels.upload}
          </Button>
        )}
      </FileButton>
      {imageUrl && (
        <Button
          size={compact ? 'xs' : 'sm'}
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={compact ? 14 : 16} aria-hidden />}
          onClick={() => void state.remove()}
          loading={state.phase === 'removing'}
          disabled={uploading}
        >
          {labels.remove}
        </Button>
      )}
    </Group>
  );

  const feedback = (
    <>
      {uploading && (
        <UploadProgress
          fraction={state.progress}
          label={labels.progress}
          uploading={labels.uploading}
          processing={labels.processing}
          cancel={labels.cancel}
          onCancel={state.cancel}
          compact={compact}
        />
      )}
      {state.error !== null && (
        <RequestError error={state.error} maw={compact ? 260 : undefined} data-testid={errorTestId}>
          {state.canRetry && (
            <Button color="red" variant="light" size="compact-sm" onClick={state.retry}>
              <IconRefresh size={14} aria-hidden style={{ marginInlineEnd: 6 }} />
              {labels.retry}
            </Button>
          )}
        </RequestError>
      )}
    </>
  );

  return (
    <ImageUploadLayout
      layout={layout}
      image={image}
      buttons={buttons}
      hint={labels.hint}
      feedback={feedback}
      controlsClassName={controlsClassName}
    />
  );
}
