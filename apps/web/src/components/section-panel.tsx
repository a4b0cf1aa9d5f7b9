import { Group, Paper, Stack, Text, Title, type StackProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionPanelProps {
  /** The section's heading; it also names the section (a landmark screen readers list). */
  title: ReactNode;
  /** 2 for a page's own sections (drawn as h3), 3 for sections inside a step or tab (drawn as h4). */
  order?: 2 | 3;
  /** Beside the heading on wide screens, below it on narrow ones (an action, a count). */
  actions?: ReactNode;
  /** A sentence right under the heading. */
  description?: ReactNode;
  gap?: StackProps['gap'];
  children?: ReactNode;
}

/**
 * A titled, bordered section of a page: the player card's sections, the
 * statistics tab, the setup steps' panels, the club page's players and
 * formations, the import page's column help. The heading names the section;
 * tighter padding on phones.
 */
export function SectionPanel({ title, order = 2, actions, description, gap = 'sm', children }: SectionPanelProps) {
  const id = useId();
  const heading = (
    <Title order={order} fz={order === 2 ? 'h3' : 'h4'} id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p={{ base: 'sm', md: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Stack gap={2}>
          {actions ? (
            <Group justify="space-between" gap="xs">
              {heading}
              {actions}
            </Group>
          ) : (
            heading
          )}
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
