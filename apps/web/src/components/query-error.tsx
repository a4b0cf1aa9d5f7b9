import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../hooks/use-error-messages';
import { isApiError } from '../lib/api-client';
import { GoBackButton } from './go-back-button';

/** The part of a `useQuery`/`useSuspenseQuery` result this component needs. */
export interface FailedQuery {
  error: unknown;
  /** True only while a request is in flight: false when the fetch is paused (offline) or settled. */
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryErrorProps {
  query: FailedQuery;
  /** What failed, e.g. "The clubs could not be loaded."; a generic sentence when omitted. */
  title?: ReactNode;
}

/**
 * A failed query: the translated error (never the server's text) and a Retry
 * button; a 404 says "not found" with a way back, and no Retry. The button's progress follows the query's own `isFetching`, not a
 * local flag set until `refetch()` settles, so it stops when the query settles
 * or pauses (offline: the refetch promise then stays pending until the browser
 * is back online) and never spins forever. The page needs the `errors`
 * namespace (every data route's loader loads it).
 */
export function QueryError({ query, title }: QueryErrorProps) {
  const { t } = useTranslation('errors');
  const { errorMessage } = useErrorMessages();

  // What does not exist will not exist on a second try: say so, and offer the way back instead (docs/product/routes-and-screens.md).
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Alert color="gray" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('query.notFound')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <GoBackButton />
        </Stack>
      </Alert>
    );
  }

  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      title={title ?? t('query.loadFailed')}
      aria-busy={query.isFetching}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(query.error)}</Text>
        <Button size="xs" variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('query.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
