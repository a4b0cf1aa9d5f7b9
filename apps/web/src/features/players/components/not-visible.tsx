import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An em dash for a personal detail this user may not see, read out as "not visible". */
export function NotVisible() {
  const { t } = useTranslation('players');
  return (
    <Text span size="sm" c="dimmed" data-testid="not-visible">
      <span aria-hidden>—</span>
      <VisuallyHidden>{t('list.notVisible')}</VisuallyHidden>
    </Text>
  );
}
