import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

const NOTIFICATION_ID = 'touchline-update';

/** The prompt's text and its Reload button; translated as the language changes. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">{t('update.text')}</Text>
      <Button size="xs" onClick={onReload}>
        {t('actions.reload')}
      </Button>
    </Group>
  );
}

/**
 * A persistent notification (no auto-close) offering the new version. Only the
 * Reload button reloads; closing it keeps the running version until the next
 * visit (decision 311).
 */
export function showUpdatePrompt(reload: () => void): void {
  notifications.show({
    id: NOTIFICATION_ID,
    title: i18n.t('update.title'),
    message: <UpdatePrompt onReload={reload} />,
    autoClose: false,
    withCloseButton: true,
  });
}
