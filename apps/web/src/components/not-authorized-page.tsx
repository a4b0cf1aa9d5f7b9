import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notAuthorized.title')}>
      <Text>{t('notAuthorized.text')}</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>{t('actions.goHome')}</Button>
      </Group>
    </Page>
  );
}
