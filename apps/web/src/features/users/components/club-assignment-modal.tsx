import { Button, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { updateUserSchema, type UserSummary } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { setServerFieldErrors, useCodedForm } from '../../../lib/forms/use-coded-form';
import { useAssignUserClubs } from '../api/assign-user-clubs';
import { useAllClubs } from '../../../entities/club/list-clubs';
import { nameValues } from '../../../lib/elision';

/** Level 0 assigns a user's clubs (docs/product/levels-and-access.md; PATCH /api/users/{id} { clubIds }). */
export function ClubAssignmentModal({
  opened,
  user,
  onClose,
}: {
  opened: boolean;
  user: UserSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  return (
    <Modal
      opened={opened && user !== null}
      onClose={onClose}
      title={user ? t('clubs.title', nameValues(user.displayName)) : ''}
      centered
      data-testid="club-assignment"
    >
      {user && <ClubAssignmentForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

/** The user's clubs as a form (lib/forms, decision 262): core's updateUserSchema checks them (at most 50). */
function ClubAssignmentForm({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const { t } = useTranslation('users');
  const clubs = useAllClubs();
  const assign = useAssignUserClubs();
  const form = useCodedForm<{ clubIds: string[] }>({
    initialValues: { clubIds: user.clubIds },
    schema: updateUserSchema,
  });
  const { clubIds } = form.getValues();
  // The list closes after each pick: left open, it covered Save on a phone. Another click opens it again.
  const [listOpen, setListOpen] = useState(false);
  const data = (clubs.data?.items ?? []).map((club) => ({ value: club.id, label: club.name }));

  const submit = form.onSubmit((values) =>
    assign.mutate(
      { userId: user.id, clubIds: values.clubIds },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'pitch', message: t('clubs.saved', nameValues(saved.displayName)) });
          onClose();
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    ),
  );

  // A refusal about the clubs is shown on the input; any other as an alert.
  const failure = assign.error;
  const aboutTheClubs = isApiError(failure) && Object.keys(failure.fields).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && !aboutTheClubs && (
          <RequestError error={failure} title={t('clubs.failed', nameValues(user.displayName))} />
        )}
        {clubs.isError && <RequestError error={clubs.error} />}
        <MultiSelect
          label={t('clubs.label')}
          placeholder={clubIds.length ? undefined : t('clubs.placeholder')}
          nothingFoundMessage={t('clubs.nothingFound')}
          data={data}
          {...form.getInputProps('clubIds')}
          searchable
          clearable
          disabled={clubs.isPending}
          comboboxProps={{ withinPortal: true }}
          dropdownOpened={listOpen}
          onDropdownOpen={() => setListOpen(true)}
          onDropdownClose={() => setListOpen(false)}
          onOptionSubmit={() => setListOpen(false)}
        />
        <Text size="sm" c="dimmed">
          {t('clubs.hint')}
        </Text>
        <DialogActions cancelLabel={t('clubs.cancel')} onCancel={onClose} pending={assign.isPending}>
          <Button type="submit" loading={assign.isPending} disabled={clubs.isPending}>
            {t('clubs.save')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
