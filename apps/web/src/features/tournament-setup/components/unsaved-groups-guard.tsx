import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Drawn or edited groups are a draft until "Next" saves them, while teams and
 * pots are saved at once (issue 37, item 6; decision 445). While the draft
 * holds unsaved groups, leaving the setup — a link, the browser's back, closing
 * the tab — asks first: stay (the draft is kept) or leave without them.
 */
export function UnsavedGroupsGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation('tournaments');
  const blocker = useBlocker({
    shouldBlockFn: () => true,
    enableBeforeUnload: true,
    disabled: !unsaved,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('setup.draw.leaveTitle')}
      centered
    >
      <Stack gap="md">
        <Text>{t('setup.draw.leaveText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('setup.draw.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('setup.draw.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
