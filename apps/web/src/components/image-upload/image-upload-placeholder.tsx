import { Button, Group, Skeleton } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { ImageUploadProps } from './image-upload';
import { ImageUploadLayout } from './image-upload-layout';
import { UploadedImage } from './uploaded-image';

/** What an upload control shows, without what it does: the placeholder's props, and a page's description of its control. */
export type ImageUploadView = Pick<
  ImageUploadProps,
  | 'imageUrl'
  | 'alt'
  | 'placeholder'
  | 'labels'
  | 'layout'
  | 'imageSize'
  | 'imageRadius'
  | 'imageTestId'
  | 'controlsClassName'
>;

/**
 * An upload control's place while its code loads for someone who may change
 * the image (decision 331): the image at once, and the buttons with their own
 * texts under skeletons and the hint, not usable yet, in `ImageUploadLayout`
 * as the control itself, so nothing beside or below moves when it arrives.
 */
export function ImageUploadPlaceholder(view: ImageUploadView) {
  const { imageUrl, labels, layout = 'inline', imageTestId, controlsClassName } = view;
  const compact = layout === 'stacked';
  const size = compact ? 'xs' : 'sm';
  const iconSize = compact ? 14 : 16;
  return (
    <div aria-busy data-testid={`${imageTestId}-loading`}>
      <ImageUploadLayout
        layout={layout}
        inert
        controlsClassName={controlsClassName}
        image={<UploadedImage {...view} />}
        buttons={
          <Group gap="xs">
            <Skeleton radius="md" w="auto">
              <Button size={size} variant={compact ? 'light' : 'filled'} leftSection={<IconUpload size={iconSize} />}>
                {imageUrl ? labels.change : labels.upload}
              </Button>
            </Skeleton>
            {imageUrl && (
              <Skeleton radius="md" w="auto">
                <Button size={size} variant="subtle" color="red" leftSection={<IconTrash size={iconSize} />}>
                  {labels.remove}
                </Button>
              </Skeleton>
            )}
          </Group>
        }
        hint={labels.hint}
      />
    </div>
  );
}
