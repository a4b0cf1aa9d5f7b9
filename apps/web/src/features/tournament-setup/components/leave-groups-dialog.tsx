import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LeaveGroupsDialogProps {
  opened: boolean;
  /** Stay: the draft is kept. */
  onClose: () => void;
  onLeave: () => void;
}

/** "Leave without saving the groups?": stay, or leave without them (decision 445). */
export function LeaveGroupsDialog({ opened, onClose, onLeave }: LeaveGroupsDialogProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Modal opened={opened} onClose={onClose} title={t('setup.draw.leaveTitle')} centered>
      <Stack gap="md">
        <Text>{t('setup.draw.leaveText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('setup.draw.stay')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('setup.draw.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
