import { Container, Stack, Title, type MantineSize } from '@mantine/core';
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
