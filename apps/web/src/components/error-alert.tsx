import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useErrorMessages } from '../hooks/use-error-messages';

/** A red alert that screen readers announce: something failed or was refused. */
export function ErrorAlert({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid={testId}>
      {children}
    </Alert>
  );
}

/** A failed or refused request, in the user's language (the server's own text is never shown). */
export function RequestError({ error, 'data-testid': testId }: { error: unknown; 'data-testid'?: string }) {
  const { errorMessage } = useErrorMessages();
  return <ErrorAlert data-testid={testId}>{errorMessage(error)}</ErrorAlert>;
}
