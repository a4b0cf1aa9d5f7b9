import { Container, Group, Paper, Stack, Text, Title, type MantineSize, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
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
