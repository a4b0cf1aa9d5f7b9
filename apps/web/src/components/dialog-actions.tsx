import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** A request is running: cancelling waits for its answer (it would land in a closed dialog). */
  pending?: boolean;
  /** The confirming button, last on the right. */
  children?: ReactNode;
}

/** The closing row of a dialog or form: Cancel, then the confirming button. */
export function DialogActions({ cancelLabel, onCancel, pending = false, children }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      {children}
    </Group>
  );
}
