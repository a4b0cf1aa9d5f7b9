import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame around the login and register forms. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', md: 'lg' }} radius="md">
      {children}
    </Paper>
  );
}
