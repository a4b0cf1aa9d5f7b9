import { Avatar, type MantineRadius } from '@mantine/core';

interface UploadedImageProps {
  src: string | null;
  alt: string;
  /** Shown while there is no image (initials). */
  placeholder: string;
  size: number;
  radius: MantineRadius | number;
  testId: string;
}

/** The image of an upload control (or its initials): what everyone sees, whether or not they may change it. */
export function UploadedImage({ src, alt, placeholder, size, radius, testId }: UploadedImageProps) {
  return (
    <Avatar src={src} alt={alt} size={size} radius={radius} color="pitch" data-testid={testId}>
      <span aria-hidden>{placeholder}</span>
    </Avatar>
  );
}
