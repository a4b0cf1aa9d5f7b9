import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../../components/dialog-actions';
import type { ShownEvent } from './game-model';

interface DeleteEventDialogProps {
  opened: boolean;
  event: ShownEvent;
  /** "Goal · FC Nord 12′". */
  eventLabel: string;
  /** The result once the event is gone (a goal changes it). */
  scoreAfter: { goals1: number; goals2: number };
  onDelete: () => void;
  onClose: () => void;
}

/**
 * Deleting an event of a finished game corrects its result, and the standings
 * or the bracket follow: one tap on the bin asks first, naming the event and
 * the result it leaves. A chunk of its own (recorder-dialogs.ts).
 */
export function DeleteEventDialog({
  opened,
  event,
  eventLabel,
  scoreAfter,
  onDelete,
  onClose,
}: DeleteEventDialogProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Modal opened={opened} onClose={onClose} title={t('game.deleteConfirm.title')} centered>
      <Stack gap="md" data-testid="delete-event-confirm">
        <Text fw={600}>{eventLabel}</Text>
        <Text>
          {event.kind === 'goal'
            ? t('game.deleteConfirm.goal', { goals1: scoreAfter.goals1, goals2: scoreAfter.goals2 })
            : t('game.deleteConfirm.card')}
        </Text>
        <DialogActions cancelLabel={t('game.cancel')} onCancel={onClose}>
          <Button color="red" onClick={onDelete}>
            {t('game.deleteConfirm.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
