import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UserSummary } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { useAssignUserClubs } from '../api/assign-user-clubs';
import { useAllClubs } from '../../../lib/clubs/list-clubs';

/** Level 0 assigns a user's clubs (docs/product/levels-and-access.md; PATCH /api/users/{id} { clubIds }). */
export function ClubAssignmentModal({ user, onClose }: { user: UserSummary | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('clubs.title', { name: user.displayName }) : ''}
      centered
      data-testid="club-assignment"
    >
      {user && <ClubAssignmentForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function ClubAssignmentForm({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const { t } = useTranslation('users');
  const { errorMessage } = useErrorMessages();
  const clubs = useAllClubs();
  const assign = useAssignUserClubs();
  const [clubIds, setClubIds] = useState<string[]>(user.clubIds);
  const data = (clubs.data?.items ?? []).map((club) => ({ value: club.id, label: club.name }));

  const save = () =>
    assign.mutate(
      { userId: user.id, clubIds },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('clubs.saved', { name: saved.displayName }) });
          onClose();
        },
      },
    );

  return (
    <Stack gap="md">
      {assign.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title={t('clubs.failed', { name: user.displayName })}
        >
          {errorMessage(assign.error)}
        </Alert>
      )}
      {clubs.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(clubs.error)}
        </Alert>
      )}
      <MultiSelect
        label={t('clubs.label')}
        placeholder={clubIds.length ? undefined : t('clubs.placeholder')}
        nothingFoundMessage={t('clubs.nothingFound')}
        data={data}
        value={clubIds}
        onChange={setClubIds}
        searchable
        clearable
        disabled={clubs.isPending}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed">
        {t('clubs.hint')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={assign.isPending}>
          {t('clubs.cancel')}
        </Button>
        <Button onClick={save} loading={assign.isPending} disabled={clubs.isPending}>
          {t('clubs.save')}
        </Button>
      </Group>
    </Stack>
  );
}
