import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RoutePending() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={t('pending')} />
    </Center>
  );
}
