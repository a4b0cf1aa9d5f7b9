import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <Text>{t('notFound.text')}</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>{t('actions.goHome')}</Button>
      </Group>
    </Page>
  );
}
