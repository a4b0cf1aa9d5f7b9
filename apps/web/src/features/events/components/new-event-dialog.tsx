import { ActionIcon, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { MAX_EVENT_PITCHES, MAX_TOURNAMENT_DAYS, dayCount } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { todayIso } from '../../../lib/format';
import { setServerFieldErrors, useCodedForm } from '../../../lib/forms/use-coded-form';
import { useCreateEvent } from '../api/event-writes';

interface NewEventDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface PitchRow {
  /** React's key for the row (rows are added and removed). */
  key: number;
  name: string;
}

export interface NewEventValues {
  name: string;
  dateFrom: string;
  dateTo: string;
  pitches: PitchRow[];
}

let nextKey = 1;
const pitchRow = (name = ''): PitchRow => ({ key: nextKey++, name });

/** The form's own checks as field codes (the server checks the same, decision 450). */
export function checkNewEvent(values: NewEventValues): FormErrors {
  const errors: FormErrors = {};
  if (values.name.trim() === '') errors.name = 'REQUIRED';
  if (values.dateFrom === '') errors.dateFrom = 'REQUIRED';
  if (values.dateTo === '') errors.dateTo = 'REQUIRED';
  else if (values.dateFrom !== '') {
    const days = dayCount(values.dateFrom, values.dateTo);
    if (days === null || days < 1) errors.dateTo = 'DATE_RANGE_REVERSED';
    else if (days > MAX_TOURNAMENT_DAYS) errors.dateTo = 'DATE_RANGE_TOO_LONG';
  }
  const seen = new Set<string>();
  values.pitches.forEach((pitch, i) => {
    const key = pitch.name.trim().toLowerCase();
    if (key === '') errors[`pitches.${i}.name`] = 'REQUIRED';
    else if (seen.has(key)) errors[`pitches.${i}.name`] = 'PITCH_NAME_TAKEN';
    seen.add(key);
  });
  return errors;
}

/**
 * "New event" on the tournament hub (levels 0–1, decision 453): name, first
 * and last day and the pitches as a list of names; on success the event's page.
 */
export function NewEventDialog({ opened, onClose }: NewEventDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} centered data-testid="new-event-dialog">
      {opened && <NewEventForm onClose={onClose} />}
    </Modal>
  );
}

function NewEventForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('events');
  const router = useRouter();
  const create = useCreateEvent();
  const form = useCodedForm<NewEventValues>({
    initialValues: {
      name: '',
      dateFrom: todayIso(),
      dateTo: todayIso(),
      pitches: [pitchRow(t('create.pitchDefault'))],
    },
    validate: checkNewEvent,
    message: (field, code) => (field === 'dateTo' && code === 'DATE_RANGE_TOO_LONG' ? t('create.tooLong') : undefined),
  });
  const pitches = form.values.pitches;
  // "Pitch 3" after two rows, or the next number no row has taken (after a row was removed or renamed).
  const nextPitchName = () => {
    const taken = new Set(pitches.map((pitch) => pitch.name.trim().toLowerCase()));
    let number = pitches.length + 1;
    while (taken.has(t('create.pitchDefaultNumbered', { number }).toLowerCase())) number += 1;
    return t('create.pitchDefaultNumbered', { number });
  };

  const submit = form.onSubmit((values) => {
    create.mutate(
      {
        name: values.name.trim(),
        dateFrom: values.dateFrom,
        dateTo: values.dateTo,
        pitches: values.pitches.map((pitch) => ({ name: pitch.name.trim() })),
      },
      {
        onSuccess: (event) => {
          onClose();
          void router.navigate({ href: `/Event/${encodeURIComponent(event.id)}` });
        },
        onError: (error) => setServerFieldErrors(form, error, { nested: ['pitches'] }),
      },
    );
  });

  const fields = isApiError(create.error) ? Object.keys(create.error.fields) : [];
  const onAField = fields.some((field) => /^(name|dateFrom|dateTo|pitches\.\d+\.name)$/.test(field));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && !onAField && <RequestError error={create.error} title={t('create.failed')} />}
        <TextInput
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          {...form.getInputProps('name')}
          maxLength={120}
          required
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput type="date" label={t('create.dateFrom')} {...form.getInputProps('dateFrom')} required />
          <TextInput
            type="date"
            label={t('create.dateTo')}
            min={form.values.dateFrom || undefined}
            {...form.getInputProps('dateTo')}
            required
          />
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={500} size="sm" mb={4}>
            {t('create.pitches')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('create.pitchesHelp')}
          </Text>
          {pitches.map((pitch, i) => (
            <Group key={pitch.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t('create.pitchName', { number: i + 1 })}
                {...form.getInputProps(`pitches.${i}.name`)}
                maxLength={60}
                required
                style={{ flex: 1 }}
                data-testid="new-event-pitch"
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('create.removePitch', { number: i + 1 })}
                disabled={pitches.length === 1}
                onClick={() => form.removeListItem('pitches', i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={pitches.length >= MAX_EVENT_PITCHES}
            onClick={() => form.insertListItem('pitches', pitchRow(nextPitchName()))}
          >
            {t('create.addPitch')}
          </Button>
        </Stack>
        <DialogActions cancelLabel={t('create.cancel')} onCancel={onClose} pending={create.isPending}>
          <Button type="submit" loading={create.isPending} data-testid="new-event-submit">
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
