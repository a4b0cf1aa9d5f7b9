import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../../components/dialog-actions';

interface DeleteVideoDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** "Delete this video?" before a video of the card goes for good. */
export function DeleteVideoDialog({ opened, onClose, onConfirm }: DeleteVideoDialogProps) {
  const { t } = useTranslation('card');
  return (
    <Modal opened={opened} onClose={onClose} title={t('videos.confirmTitle')}>
      <Stack>
        <Text size="sm">{t('videos.confirmMessage')}</Text>
        <DialogActions cancelLabel={t('videos.cancel')} onCancel={onClose}>
          <Button color="red" onClick={onConfirm} data-autofocus>
            {t('videos.delete')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
