import { ActionIcon, Button, Group, Modal, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_EVENT_PITCHES, MAX_TOURNAMENT_DAYS, dayCount, type CupEvent, type UpdateEvent } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { useAllClubs } from '../../../entities/club/list-clubs';
import { isApiError } from '../../../lib/api-client';
import { setServerFieldErrors, useCodedForm } from '../../../lib/forms/use-coded-form';
import { useUpdateEvent } from '../api/event-writes';

interface EditEventDialogProps {
  opened: boolean;
  onClose: () => void;
  event: CupEvent;
}

interface NewPitch {
  /** React's key for the row (new rows are added and removed). */
  key: number;
  name: string;
}

export interface EditEventValues {
  name: string;
  dateFrom: string;
  dateTo: string;
  /** The existing pitches' names, in their order (they keep their numbers). */
  pitches: { id: string; name: string }[];
  /** Pitches added after them. */
  addPitches: NewPitch[];
  apartClubIds: string[];
}

let nextKey = 1;

/** The form's own checks as field codes (the server checks the same, decisions 450 and 468). */
export function checkEditEvent(values: EditEventValues): FormErrors {
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
  const check = (name: string, field: string) => {
    const key = name.trim().toLowerCase();
    if (key === '') errors[field] = 'REQUIRED';
    else if (seen.has(key)) errors[field] = 'PITCH_NAME_TAKEN';
    seen.add(key);
  };
  values.pitches.forEach((p, i) => check(p.name, `pitches.${i}.name`));
  values.addPitches.forEach((p, i) => check(p.name, `addPitches.${i}.name`));
  return errors;
}

/** Only what changed: the server keeps the rest (and a rename only for the pitches renamed). */
export function eventChanges(event: CupEvent, values: EditEventValues): UpdateEvent {
  const body: UpdateEvent = { version: event.version };
  if (values.name.trim() !== event.name) body.name = values.name.trim();
  if (values.dateFrom !== event.dateFrom) body.dateFrom = values.dateFrom;
  if (values.dateTo !== event.dateTo) body.dateTo = values.dateTo;
  const renamed = values.pitches.filter((p, i) => p.name.trim() !== event.pitches[i]?.name);
  if (renamed.length > 0) body.renamePitches = renamed.map((p) => ({ id: p.id, name: p.name.trim() }));
  if (values.addPitches.length > 0) body.addPitches = values.addPitches.map((p) => ({ name: p.name.trim() }));
  const before = [...event.apartClubIds].sort().join();
  if ([...values.apartClubIds].sort().join() !== before) body.apartClubIds = values.apartClubIds;
  return body;
}

/** The server names renamed pitches by their place in `renamePitches`: its codes go on those rows. */
function markRenamedPitches(
  form: UseFormReturnType<EditEventValues>,
  event: CupEvent,
  values: EditEventValues,
  error: unknown,
): void {
  if (!isApiError(error)) return;
  const renamed = values.pitches.filter((p, i) => p.name.trim() !== event.pitches[i]?.name);
  for (const [field, code] of Object.entries(error.fields)) {
    const match = /^renamePitches\.(\d+)\.name$/.exec(field);
    const pitch = match ? renamed[Number(match[1])] : undefined;
    if (pitch) form.setFieldError(`pitches.${values.pitches.indexOf(pitch)}.name`, code);
  }
}

/**
 * "Edit event" on the event page (levels 0–1, decision 468): name, dates,
 * the pitches (renamed in place, new ones after them; never renumbered or
 * removed) and the clubs whose teams never play at once. A stale edit is
 * refused with 409 and said so; nothing is overwritten.
 */
export function EditEventDialog({ opened, onClose, event }: EditEventDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')} centered data-testid="edit-event-dialog">
      {opened && <EditEventForm onClose={onClose} event={event} />}
    </Modal>
  );
}

function EditEventForm({ onClose, event }: { onClose: () => void; event: CupEvent }) {
  const { t } = useTranslation('events');
  const update = useUpdateEvent(event.id);
  const clubs = useAllClubs();
  const form = useCodedForm<EditEventValues>({
    initialValues: {
      name: event.name,
      dateFrom: event.dateFrom,
      dateTo: event.dateTo,
      pitches: event.pitches.map((p) => ({ id: p.id, name: p.name })),
      addPitches: [],
      apartClubIds: [...event.apartClubIds],
    },
    validate: checkEditEvent,
    message: (field, code) => (field === 'dateTo' && code === 'DATE_RANGE_TOO_LONG' ? t('create.tooLong') : undefined),
  });
  const { pitches, addPitches } = form.values;
  const total = pitches.length + addPitches.length;
  const nextPitchName = () => {
    const taken = new Set([...pitches, ...addPitches].map((p) => p.name.trim().toLowerCase()));
    let number = total + 1;
    while (taken.has(t('create.pitchDefaultNumbered', { number }).toLowerCase())) number += 1;
    return t('create.pitchDefaultNumbered', { number });
  };
  // The clubs to choose from: every club, and any kept apart that the list does not hold (deleted since).
  const clubOptions = [
    ...(clubs.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
    ...event.apartClubIds
      .filter((id) => !(clubs.data?.items ?? []).some((c) => c.id === id))
      .map((id) => ({ value: id, label: id })),
  ];

  const submit = form.onSubmit((values) => {
    update.mutate(eventChanges(event, values), {
      onSuccess: onClose,
      onError: (error) => {
        markRenamedPitches(form, event, values, error);
        setServerFieldErrors(form, error, { nested: ['addPitches'] });
      },
    });
  });

  const fields = isApiError(update.error) ? Object.keys(update.error.fields) : [];
  const onAField = fields.some((field) =>
    /^(name|dateFrom|dateTo|addPitches\.\d+\.name|renamePitches\.\d+\.name)$/.test(field),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.isError && !onAField && (
          <RequestError
            error={update.error}
            title={t('edit.failed')}
            describe={(error) => (isApiError(error) && error.code === 'CONFLICT' ? t('edit.conflict') : undefined)}
            data-testid="edit-event-error"
          />
        )}
        <TextInput
          label={t('edit.name')}
          {...form.getInputProps('name')}
          maxLength={120}
          required
          data-autofocus
          data-testid="edit-event-name"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput type="date" label={t('edit.dateFrom')} {...form.getInputProps('dateFrom')} required />
          <TextInput
            type="date"
            label={t('edit.dateTo')}
            min={form.values.dateFrom || undefined}
            {...form.getInputProps('dateTo')}
            required
          />
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={500} size="sm" mb={4}>
            {t('edit.pitches')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('edit.pitchesHelp')}
          </Text>
          {pitches.map((pitch, i) => (
            <TextInput
              key={pitch.id}
              aria-label={t('edit.pitchName', { number: i + 1 })}
              leftSection={<Text size="xs">{i + 1}</Text>}
              {...form.getInputProps(`pitches.${i}.name`)}
              maxLength={60}
              required
              data-testid="edit-event-pitch"
            />
          ))}
          {addPitches.map((pitch, i) => (
            <Group key={pitch.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t('edit.pitchName', { number: pitches.length + i + 1 })}
                leftSection={<Text size="xs">{pitches.length + i + 1}</Text>}
                {...form.getInputProps(`addPitches.${i}.name`)}
                maxLength={60}
                required
                style={{ flex: 1 }}
                data-testid="edit-event-new-pitch"
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('edit.removeNewPitch', { number: pitches.length + i + 1 })}
                onClick={() => form.removeListItem('addPitches', i)}
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
            disabled={total >= MAX_EVENT_PITCHES}
            onClick={() => form.insertListItem('addPitches', { key: nextKey++, name: nextPitchName() })}
            data-testid="edit-event-add-pitch"
          >
            {t('edit.addPitch')}
          </Button>
        </Stack>
        <MultiSelect
          label={t('edit.apartClubs')}
          description={t('edit.apartClubsHelp')}
          placeholder={t('edit.apartClubsPlaceholder')}
          data={clubOptions}
          searchable
          clearable
          {...form.getInputProps('apartClubIds')}
          data-testid="edit-event-apart-clubs"
        />
        <DialogActions cancelLabel={t('edit.cancel')} onCancel={onClose} pending={update.isPending}>
          <Button type="submit" loading={update.isPending} data-testid="edit-event-submit">
            {t('edit.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
