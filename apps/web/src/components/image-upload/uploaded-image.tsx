import { Avatar, type MantineRadius } from '@mantine/core';

/**
 * Named as an upload control's view names them (`ImageUploadView`), so that
 * the control, its placeholder and a read-only card pass their view on whole.
 */
interface UploadedImageProps {
  imageUrl: string | null;
  alt: string;
  /** Shown while there is no image (initials). */
  placeholder: string;
  imageSize: number;
  imageRadius: MantineRadius | number;
  imageTestId: string;
}

/** The image of an upload control (or its initials): what everyone sees, whether or not they may change it. */
export function UploadedImage({ imageUrl, alt, placeholder, imageSize, imageRadius, imageTestId }: UploadedImageProps) {
  return (
    <Avatar src={imageUrl} alt={alt} size={imageSize} radius={imageRadius} color="pitch" data-testid={imageTestId}>
      <span aria-hidden>{placeholder}</span>
    </Avatar>
  );
}
