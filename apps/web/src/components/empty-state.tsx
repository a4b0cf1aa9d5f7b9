import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

export interface EmptyStateProps {
  icon: Icon;
  title?: ReactNode;
  text?: ReactNode;
  /** A next step (a button or link), when there is one. */
  action?: ReactNode;
  'data-testid'?: string;
}

/**
 * "Nothing here (yet)" as one designed state for every list (docs/design.md):
 * the icon in a brand-tinted disc on a faint pitch-line ring, a title, a
 * sentence that says why or what to do, and the next step.
 */
export function EmptyState({ icon: StateIcon, title, text, action, 'data-testid': testId }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" data-testid={testId} className={classes.root}>
      <div className={classes.ring} aria-hidden>
        <ThemeIcon variant="light" size={56} radius="xl" color="pitch">
          <StateIcon size={28} stroke={1.6} />
        </ThemeIcon>
      </div>
      {title && <Text fw={700}>{title}</Text>}
      {text && (
        <Text size="sm" c="dimmed" maw={420}>
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
