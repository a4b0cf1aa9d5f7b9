import { Container, Group, Paper, Stack, Text, Title, type MantineSize, type StackProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';
import { GoBackButton } from './go-back-button';

interface PageProps {
  /** The page's name: browser title "<APP_NAME> – <title>" and, unless `heading` is given, the h1. */
  title: string;
  heading?: ReactNode;
  /** Show the 'Go back' control (every page but home). */
  withBack?: boolean;
  size?: MantineSize;
  children?: ReactNode;
}

export function Page({ title, heading, withBack = true, size = 'sm', children }: PageProps) {
  usePageTitle(title);
  return (
    <Container size={size} px={0} w="100%">
      <Stack gap="md">
        {withBack && (
          <div>
            <GoBackButton />
          </div>
        )}
        <Title order={1} fz={{ base: 'h2', md: 'h1' }}>
          {heading ?? title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

interface PageIntroProps {
  /** What the page is for, one or two sentences. */
  children: ReactNode;
  /** The page's main actions (e.g. "Add club"), beside the intro on wide screens, below it on narrow ones. */
  actions?: ReactNode;
}

/** A list page's intro sentence with its main actions. */
export function PageIntro({ children, actions }: PageIntroProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Text c="dimmed" size="sm" style={{ flex: '1 1 16rem' }}>
        {children}
      </Text>
      {actions}
    </Group>
  );
}

/** A page's bordered panel (a list with its filters, a preview): tighter padding on phones. */
export function Panel({ gap = 'md', children }: { gap?: StackProps['gap']; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', md: 'md' }}>
      <Stack gap={gap}>{children}</Stack>
    </Paper>
  );
}

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
 * statistics tab, the setup steps' panels, the import preview. The heading
 * names the section; tighter padding on phones.
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
