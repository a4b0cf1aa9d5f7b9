import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Club } from '@touchline/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { isApiError } from '../../../lib/api-client';
import { clubQueryOptions } from '../../../lib/clubs/get-club';
import { useCreateClub, useUpdateClub } from '../api/save-club';
import { countryOptions } from './countries';

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

function ClubForm({ club, onClose, onCreated }: Omit<ClubDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation('clubs');
  const { errorMessage, fieldMessage, serverFieldMessage } = useErrorMessages();
  const queryClient = useQueryClient();
  const create = useCreateClub();
  const update = useUpdateClub();
  const [base, setBase] = useState<Club | null>(club);
  const [name, setName] = useState(club?.name ?? '');
  const [country, setCountry] = useState<string | null>(club?.country ?? null);
  const [touched, setTouched] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [noChanges, setNoChanges] = useState(false);
  const options = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);

  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const nameError = touched && name.trim() === '' ? fieldMessage('REQUIRED') : serverFieldMessage(failure, 'name');
  const countryError = touched && !country ? fieldMessage('REQUIRED') : serverFieldMessage(failure, 'country');

  const reloadAfterConflict = async () => {
    if (!base) return;
    try {
      const latest = await queryClient.fetchQuery({ ...clubQueryOptions(base.id), staleTime: 0 });
      setBase(latest);
      setName(latest.name);
      setCountry(latest.country);
    } catch {
      // The alert stays; saving again reports what is wrong.
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setConflict(false);
    setNoChanges(false);
    const trimmed = name.trim();
    if (trimmed === '' || !country) return;
    if (base) {
      const changes = {
        ...(trimmed === base.name ? {} : { name: trimmed }),
        ...(country === base.country ? {} : { country }),
      };
      if (Object.keys(changes).length === 0) {
        setNoChanges(true);
        return;
      }
      update.mutate(
        { id: base.id, version: base.version, ...changes },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'teal', message: t('dialog.saved', { name: saved.name }) });
            onClose();
          },
          onError: (error) => {
            if (isApiError(error) && error.code === 'CONFLICT') {
              setConflict(true);
              update.reset();
              void reloadAfterConflict();
            }
          },
        },
      );
    } else {
      create.mutate(
        { name: trimmed, country },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'teal', message: t('dialog.created', { name: saved.name }) });
            onCreated?.(saved);
            onClose();
          },
        },
      );
    }
  };

  const fieldCodes = isApiError(failure) ? Object.keys(failure.fields) : [];
  const showGeneralError = failure !== null && !fieldCodes.some((field) => field === 'name' || field === 'country');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {conflict && (
          <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="club-conflict">
            {t('dialog.conflict')}
          </Alert>
        )}
        {showGeneralError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        {noChanges && (
          <Alert color="blue" role="status">
            {t('dialog.noChanges')}
          </Alert>
        )}
        <TextInput
          label={t('dialog.name')}
          placeholder={t('dialog.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={120}
          required
          error={nameError}
          data-autofocus
        />
        <Select
          label={t('dialog.country')}
          placeholder={t('dialog.countryPlaceholder')}
          nothingFoundMessage={t('dialog.nothingFound')}
          data={options}
          value={country}
          onChange={setCountry}
          searchable
          required
          error={countryError}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {base ? t('dialog.save') : t('dialog.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
