import { Alert, Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createClubSchema, type Club } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { ConflictNotice, type ConflictChange } from '../../../components/conflict-notice';
import { isApiError } from '../../../lib/api-client';
import { rebaseForm } from '../../../lib/forms/conflict';
import { codeResolver, setServerFieldErrors, useCodedForm } from '../../../lib/forms/use-coded-form';
import { clubQueryOptions } from '../../../entities/club/get-club';
import { useCreateClub } from '../api/create-club';
import { useUpdateClub } from '../api/update-club';
import { countryOptions } from '../../../lib/country-options';

interface ClubDialogProps {
  opened: boolean;
  /** The club to edit; null adds a new one. */
  club: Club | null;
  onClose: () => void;
  onCreated?: (club: Club) => void;
}

/** Add or edit a club (name, country). Mount it with a `key` per club so the form starts from that club. */
export function ClubDialog({ opened, club, onClose, onCreated }: ClubDialogProps) {
  const { t } = useTranslation('clubs');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={club ? t('dialog.editTitle') : t('dialog.createTitle')}
      centered
      data-testid="club-dialog"
    >
      {opened && <ClubForm key={club?.id ?? 'new'} club={club} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

interface ClubFormValues {
  name: string;
  country: string | null;
}

const CLUB_FIELDS = ['name', 'country'] as const;
const resolveClub = codeResolver(createClubSchema);
const clubValues = (club: Club | null): ClubFormValues => ({ name: club?.name ?? '', country: club?.country ?? null });

function ClubForm({ club, onClose, onCreated }: Omit<ClubDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation('clubs');
  const queryClient = useQueryClient();
  const create = useCreateClub();
  const update = useUpdateClub();
  // The version the edit is based on: the club as opened, or the newer one a conflict loaded (decision 262).
  const [base, setBase] = useState<Club | null>(club);
  const [conflict, setConflict] = useState<{ changes: ConflictChange[] | null } | null>(null);
  const [noChanges, setNoChanges] = useState(false);
  const options = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  const form = useCodedForm<ClubFormValues>({
    initialValues: clubValues(club),
    validate: (values) => resolveClub({ ...values, name: values.name.trim() }),
  });

  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const countryName = (code: string | null) => options.find((option) => option.value === code)?.label ?? code ?? '';
  const shown = (field: (typeof CLUB_FIELDS)[number], values: ClubFormValues) =>
    field === 'country' ? countryName(values.country) : values.name;

  const showConflict = async (current: Club) => {
    setConflict({ changes: null });
    try {
      const latest = await queryClient.fetchQuery({ ...clubQueryOptions(current.id), staleTime: 0 });
      setBase(latest);
      setConflict({
        changes: rebaseForm(form, CLUB_FIELDS, clubValues(current), clubValues(latest), {
          label: (field) => t(`dialog.${field}`),
          text: shown,
        }),
      });
    } catch {
      // Their version could not be loaded: saving again reports what is wrong.
      setConflict(null);
    }
  };

  const submit = form.onSubmit((values) => {
    setNoChanges(false);
    const name = values.name.trim();
    const country = values.country ?? '';
    if (base) {
      const changes = {
        ...(name === base.name ? {} : { name }),
        ...(country === base.country ? {} : { country }),
      };
      if (Object.keys(changes).length === 0) {
        setConflict(null);
        setNoChanges(true);
        return;
      }
      update.mutate(
        { id: base.id, version: base.version, ...changes },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'pitch', message: t('dialog.saved', { name: saved.name }) });
            onClose();
          },
          onError: (error) => {
            if (isApiError(error) && error.code === 'CONFLICT') {
              update.reset();
              void showConflict(base);
            } else setServerFieldErrors(form, error);
          },
        },
      );
    } else {
      create.mutate(
        { name, country },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'pitch', message: t('dialog.created', { name: saved.name }) });
            onCreated?.(saved);
            onClose();
          },
          onError: (error) => setServerFieldErrors(form, error),
        },
      );
    }
  });

  const fieldCodes = isApiError(failure) ? Object.keys(failure.fields) : [];
  const showGeneralError = failure !== null && !fieldCodes.some((field) => field === 'name' || field === 'country');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {conflict && (
          <ConflictNotice
            message={t('dialog.conflict')}
            changes={conflict.changes}
            onTakeTheirs={() => {
              form.setValues(clubValues(base));
              form.clearErrors();
              setConflict(null);
            }}
            busy={saving}
            data-testid="club-conflict"
          />
        )}
        {showGeneralError && <RequestError error={failure} />}
        {noChanges && (
          <Alert color="blue" role="status">
            {t('dialog.noChanges')}
          </Alert>
        )}
        <TextInput
          label={t('dialog.name')}
          placeholder={t('dialog.namePlaceholder')}
          {...form.getInputProps('name')}
          maxLength={120}
          required
          data-autofocus
        />
        <Select
          label={t('dialog.country')}
          placeholder={t('dialog.countryPlaceholder')}
          nothingFoundMessage={t('dialog.nothingFound')}
          data={options}
          {...form.getInputProps('country')}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
        />
        <DialogActions cancelLabel={t('dialog.cancel')} onCancel={onClose} pending={saving}>
          <Button type="submit" loading={saving}>
            {base ? t('dialog.save') : t('dialog.create')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
