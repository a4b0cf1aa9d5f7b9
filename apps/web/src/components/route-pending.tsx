import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './brand/logo-mark';
import classes from './route-pending.module.css';

/** While a page's chunk and data load: the mark, breathing, and the word for it (docs/design.md). */
export function RoutePending() {
  const { t } = useTranslation();
  return (
    <Center py={48} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <span className={classes.pulse}>
          <LogoMark size={40} />
        </span>
        <Text size="sm" c="dimmed">
          {t('pending')}
        </Text>
      </Stack>
    </Center>
  );
}
