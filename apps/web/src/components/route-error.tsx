import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/**
 * Shown when a route fails to load or render, for example when a lazy chunk
 * is gone after a new release: reloading fetches the current one.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Page title={t('routeError.title')}>
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
        {t('routeError.text')}
      </Alert>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Group>
    </Page>
  );
}
