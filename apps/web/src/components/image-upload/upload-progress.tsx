import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

interface UploadProgressProps {
  /** Share of the file sent, 0–1. */
  fraction: number;
  /** The bar's accessible name. */
  label: string;
  uploading: (percent: number) => string;
  /** Shown once everything is sent and the server works on it. */
  processing: string;
  cancel: string;
  onCancel: () => void;
  compact?: boolean;
}

/** A progress bar with the percentage read out politely, and a way out at any moment. */
export function UploadProgress({
  fraction,
  label,
  uploading,
  processing,
  cancel,
  onCancel,
  compact,
}: UploadProgressProps) {
  const percent = Math.round(fraction * 100);
  const sent = percent >= 100;
  return (
    <Stack gap={4} w="100%" maw={compact ? 240 : undefined}>
      <Progress value={percent} animated={sent} striped={sent} aria-label={label} transitionDuration={150} />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size={compact ? 'xs' : 'sm'} c="dimmed" aria-live="polite">
          {sent ? processing : uploading(percent)}
        </Text>
        <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} aria-hidden />} onClick={onCancel}>
          {cancel}
        </Button>
      </Group>
    </Stack>
  );
}
