import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type LabelledSegmentedControlProps = Omit<SegmentedControlProps, 'aria-labelledby'> & {
  /** Shown above the choice and naming it for screen readers (Mantine's SegmentedControl has no label of its own). */
  label: ReactNode;
  /** A sentence under the choice (what the chosen value means). */
  description?: ReactNode;
};

/** A segmented choice with a visible label: the recording dialog's team and event, the setup's tie-break preset. */
export function LabelledSegmentedControl({ label, description, ...control }: LabelledSegmentedControlProps) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl {...control} aria-labelledby={id} />
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
