import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isLevel, levelLabelKey, type Level, type UserSummary } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { useChangeUserLevel } from '../api/change-user-level';

export interface PendingLevelChange {
  user: UserSummary;
  to: Level;
}

/** A level change asks for confirmation (docs/product/levels-and-access.md). */
export function LevelChangeModal({ pending, onClose }: { pending: PendingLevelChange | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const change = useChangeUserLevel();
  const levelLabel = (level: number) => (isLevel(level) ? t(`levels.${levelLabelKey(level)}`) : String(level));

  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };

  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { userId: pending.user.id, level: pending.to },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'pitch',
            message: t('changeLevel.success', { name: saved.displayName, level: levelLabel(saved.level) }),
          });
          change.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={pending !== null} onClose={close} title={t('changeLevel.title')} centered>
      {pending && (
        <Stack gap="md">
          <Text>
            {t('changeLevel.question', {
              name: pending.user.displayName,
              from: levelLabel(pending.user.level),
              to: levelLabel(pending.to),
            })}
          </Text>
          {change.isError && <RequestError error={change.error} />}
          <DialogActions cancelLabel={t('changeLevel.cancel')} onCancel={close} pending={change.isPending}>
            <Button onClick={confirm} loading={change.isPending} data-autofocus>
              {t('changeLevel.confirm')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
