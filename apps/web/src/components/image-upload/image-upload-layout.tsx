import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ImageUploadLayoutProps {
  /** `inline`: the controls beside the image (account); `stacked`: below it, compact (player card). */
  layout: 'inline' | 'stacked';
  image: ReactNode;
  buttons: ReactNode;
  hint: string;
  /** Progress and errors. */
  feedback?: ReactNode;
  /** For the controls only (e.g. hidden in print). */
  controlsClassName?: string | undefined;
  /** While the controls' code loads (ImageUploadPlaceholder): seen, but not usable and not read out. */
  inert?: boolean;
}

/** Where an upload control puts its image, buttons, hint and feedback: shared by the control and its placeholder, so both take the same room. */
export function ImageUploadLayout({
  layout,
  image,
  buttons,
  hint,
  feedback,
  controlsClassName,
  inert = false,
}: ImageUploadLayoutProps) {
  const compact = layout === 'stacked';
  const hintText = (
    <Text size={compact ? 'xs' : 'sm'} c="dimmed" maw={compact ? 220 : undefined}>
      {hint}
    </Text>
  );
  const placeholderOnly = inert ? { inert: true, 'aria-hidden': true } : {};

  if (compact) {
    return (
      <Stack gap="xs" align="flex-start">
        {image}
        <Stack gap={6} w="100%" className={controlsClassName} {...placeholderOnly}>
          {buttons}
          {hintText}
          {feedback}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack>
      <Group align="center" wrap="nowrap" gap="lg">
        {image}
        <Stack gap="xs" miw={0} className={controlsClassName} {...placeholderOnly}>
          {buttons}
          {hintText}
        </Stack>
      </Group>
      {feedback}
    </Stack>
  );
}
