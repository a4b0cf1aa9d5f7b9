import { Button, Modal, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useRouter } from '@tanstack/react-router';
import { DEFAULT_FORMAT, DEFAULT_SCHEDULE_SETTINGS, type CupEvent } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { LabelledSegmentedControl } from '../../../components/labelled-segmented-control';
import { isApiError } from '../../../lib/api-client';
import { setServerFieldErrors, useCodedForm } from '../../../lib/forms/use-coded-form';
import { useCreateDivision } from '../api/event-writes';

/** A cup's divisions play a group stage or a round robin; scouting pairs are no cup format (decision 453). */
const DIVISION_TYPES = ['groupStage', 'roundRobin'] as const;

interface DivisionValues {
  name: string;
  ageClass: string;
  type: (typeof DIVISION_TYPES)[number];
}

interface AddDivisionDialogProps {
  opened: boolean;
  onClose: () => void;
  event: CupEvent;
}

const checkDivision = (values: DivisionValues): FormErrors => (values.name.trim() === '' ? { name: 'REQUIRED' } : {});

/**
 * "Add division" on the event page (levels 0–1, decision 453): creates the
 * division's tournament on the event's dates with the default settings, then
 * opens its setup (teams, groups, game times), as "Add tournament" does.
 */
export function AddDivisionDialog({ opened, onClose, event }: AddDivisionDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal opened={opened} onClose={onClose} title={t('division.title')} centered data-testid="add-division-dialog">
      {opened && <AddDivisionForm event={event} onClose={onClose} />}
    </Modal>
  );
}

function AddDivisionForm({ event, onClose }: Omit<AddDivisionDialogProps, 'opened'>) {
  const { t } = useTranslation('events');
  const router = useRouter();
  const create = useCreateDivision(event.id);
  const form = useCodedForm<DivisionValues>({
    initialValues: { name: '', ageClass: '', type: 'groupStage' },
    validate: checkDivision,
  });

  const submit = form.onSubmit((values) => {
    const ageClass = values.ageClass.trim();
    create.mutate(
      {
        name: values.name.trim(),
        type: values.type,
        dateFrom: event.dateFrom,
        dateTo: event.dateTo,
        location: null,
        tieBreak: 'FIFA',
        settings: DEFAULT_SCHEDULE_SETTINGS,
        ...DEFAULT_FORMAT,
        eventId: event.id,
        ...(ageClass === '' ? {} : { ageClass }),
      },
      {
        onSuccess: (tournament) => {
          onClose();
          void router.navigate({ href: `/TournamentSetup/${encodeURIComponent(tournament.id)}` });
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    );
  });

  const fields = isApiError(create.error) ? Object.keys(create.error.fields) : [];
  const onAField = fields.some((field) => field === 'name' || field === 'ageClass');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && !onAField && <RequestError error={create.error} title={t('division.failed')} />}
        <TextInput
          label={t('division.name')}
          placeholder={t('division.namePlaceholder')}
          {...form.getInputProps('name')}
          maxLength={120}
          required
          data-autofocus
        />
        <TextInput
          label={t('division.ageClass')}
          description={t('division.ageClassHelp')}
          {...form.getInputProps('ageClass')}
          maxLength={30}
        />
        <LabelledSegmentedControl
          label={t('division.type')}
          value={form.values.type}
          onChange={(next) => form.setFieldValue('type', next as DivisionValues['type'])}
          data={DIVISION_TYPES.map((type) => ({ value: type, label: t(`division.types.${type}`) }))}
          w="fit-content"
        />
        <DialogActions cancelLabel={t('create.cancel')} onCancel={onClose} pending={create.isPending}>
          <Button type="submit" loading={create.isPending} data-testid="add-division-submit">
            {t('division.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
