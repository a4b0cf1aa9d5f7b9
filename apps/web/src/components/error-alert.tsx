import { Alert, Stack, Text, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useErrorMessages } from '../hooks/use-error-messages';

/*
 * The app's red: every failure, refusal or warning the user must heed is
 * shown by one of these two components (or QueryError, LazyPanel's and
 * LazyDialog's load failures, RouteError). A feature never writes
 * `<Alert color="red">` or renders `errorMessage(…)` itself; `npm run lint`
 * refuses both outside these files (decision 406).
 */

export interface ErrorAlertProps {
  children: ReactNode;
  /** A heading above the text ("The tournament could not be saved."). */
  title?: ReactNode;
  /**
   * 'orange' for a refusal the user can resolve (a precondition not met);
   * red otherwise.
   */
  color?: 'red' | 'orange';
  /**
   * false for a standing warning shown with a form (deleting is final): it is
   * read with the form, not announced the moment it appears.
   */
  live?: boolean;
  mt?: MantineSpacing;
  /** One line of red text instead of a box, inside a list item (an entry the server refused). */
  inline?: boolean;
  /** The alert's greatest width (beside a small image). */
  maw?: number;
  'data-testid'?: string;
}

/** A red alert that screen readers announce: something failed or was refused. */
export function ErrorAlert({
  children,
  title,
  color = 'red',
  live = true,
  inline = false,
  mt,
  maw,
  'data-testid': testId,
}: ErrorAlertProps) {
  if (inline)
    return (
      <Text size="sm" c={color} fw={600} role={live ? 'alert' : undefined} mt={mt} data-testid={testId}>
        {children}
      </Text>
    );
  return (
    <Alert
      color={color}
      icon={<IconAlertCircle aria-hidden />}
      // Mantine's Alert is role="alert" unless told otherwise: a standing warning is a note.
      role={live ? 'alert' : 'note'}
      title={title}
      mt={mt}
      maw={maw}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

export interface RequestErrorProps extends Omit<ErrorAlertProps, 'children' | 'live'> {
  error: unknown;
  /** The page's own sentence for some errors (a limit to name); undefined falls back to the code's translation. */
  describe?: (error: unknown) => string | undefined;
  /** A sentence of the page's before the error's, on the same line ("The formation could not be saved."). */
  lead?: string;
  /** Shown below the sentence (a Retry button). */
  children?: ReactNode;
}

/** A failed or refused request, in the user's language (the server's own text is never shown). */
export function RequestError({ error, describe, lead, children, ...alert }: RequestErrorProps) {
  const { errorMessage } = useErrorMessages();
  const own = describe?.(error) ?? errorMessage(error);
  const sentence = lead ? `${lead} ${own}` : own;
  return (
    <ErrorAlert {...alert}>
      {children ? (
        <Stack gap="xs" align="flex-start">
          <span>{sentence}</span>
          {children}
        </Stack>
      ) : (
        sentence
      )}
    </ErrorAlert>
  );
}
