import { Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { CupEvent, PutDivision } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { dateTimeFormat } from '../../../lib/format';
import { setServerFieldErrors, useCodedForm } from '../../../lib/forms/use-coded-form';
import { usePutDivision } from '../api/event-writes';
import { datesOf } from './event-dates';

type Division = CupEvent['divisions'][number];

interface DivisionSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  event: CupEvent;
  division: Division;
}

export interface DivisionValues {
  ageClass: string;
  /** Every pitch, or only `pitchIds`. */
  everyPitch: boolean;
  pitchIds: string[];
  /** Per day: other pitches that day (on) and which. */
  byDate: Record<string, { on: boolean; pitchIds: string[] }>;
}

/** A list that restricts must name a pitch (the server's schema asks for at least one). */
export function checkDivision(values: DivisionValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.everyPitch && values.pitchIds.length === 0) errors.pitchIds = 'REQUIRED';
  for (const [date, day] of Object.entries(values.byDate)) {
    if (day.on && day.pitchIds.length === 0) errors[`byDate.${date}.pitchIds`] = 'REQUIRED';
  }
  return errors;
}

export function divisionBody(values: DivisionValues): PutDivision & { version: number } {
  return {
    version: 0,
    ageClass: values.ageClass.trim() === '' ? null : values.ageClass.trim(),
    pitchIds: values.everyPitch ? null : values.pitchIds,
    pitchIdsByDate: Object.fromEntries(
      Object.entries(values.byDate)
        .filter(([, day]) => day.on)
        .map(([date, day]) => [date, day.pitchIds]),
    ),
  };
}

/**
 * A division's age class and the event pitches it may use, overall and per
 * day (levels 0–1, decision 468): "U9 only on the small pitches", and on the
 * Sunday on others. Sent with the event's version; a stale one is refused.
 */
export function DivisionSettingsDialog({ opened, onClose, event, division }: DivisionSettingsDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('divisionEdit.title', { division: division.name })}
      centered
      data-testid="division-settings-dialog"
    >
      {opened && <DivisionForm onClose={onClose} event={event} division={division} />}
    </Modal>
  );
}

function DivisionForm({ onClose, event, division }: { onClose: () => void; event: CupEvent; division: Division }) {
  // The division's own days: a day's other pitches are set per one of them.
  const dates = datesOf(division.dateFrom, division.dateTo);
  const { t, i18n } = useTranslation('events');
  const put = usePutDivision(event.id);
  const dayFormat = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', day: 'numeric', month: 'short' });
  const form = useCodedForm<DivisionValues>({
    initialValues: {
      ageClass: division.ageClass ?? '',
      everyPitch: division.pitchIds === null,
      pitchIds: division.pitchIds ?? event.pitches.map((p) => p.id),
      byDate: Object.fromEntries(
        dates.map((date) => {
          const own = division.pitchIdsByDate[date];
          return [
            date,
            { on: own !== undefined, pitchIds: own ?? division.pitchIds ?? event.pitches.map((p) => p.id) },
          ];
        }),
      ),
    },
    validate: checkDivision,
    message: (field, code) =>
      code === 'REQUIRED' && field.endsWith('pitchIds') ? t('divisionEdit.noPitch') : undefined,
  });

  const submit = form.onSubmit((values) => {
    put.mutate(
      { ...divisionBody(values), version: event.version, tournamentId: division.tournamentId },
      {
        onSuccess: onClose,
        // `pitchIdsByDate.<date>.<i>` marks that day's list; `pitchIds.<i>` the overall one.
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const [field, code] of Object.entries(error.fields)) {
            const day = /^pitchIdsByDate\.([\d-]+)/.exec(field);
            if (day) form.setFieldError(`byDate.${day[1]}.pitchIds`, code);
            else if (field.startsWith('pitchIds')) form.setFieldError('pitchIds', code);
          }
          setServerFieldErrors(form, error);
        },
      },
    );
  });
  const pitchBoxes = (field: string, label: string) => (
    <Checkbox.Group label={label} {...form.getInputProps(field)}>
      <Group gap="sm" mt={6}>
        {event.pitches.map((p) => (
          <Checkbox key={p.id} value={p.id} label={p.name} data-testid="division-pitch" />
        ))}
      </Group>
    </Checkbox.Group>
  );
  const onAField = isApiError(put.error) && Object.keys(put.error.fields).some((f) => /^(ageClass|pitchIds)/.test(f));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {put.isError && !onAField && (
          <RequestError
            error={put.error}
            title={t('divisionEdit.failed')}
            describe={(error) => (isApiError(error) && error.code === 'CONFLICT' ? t('edit.conflict') : undefined)}
          />
        )}
        <TextInput
          label={t('divisionEdit.ageClass')}
          {...form.getInputProps('ageClass')}
          maxLength={30}
          data-autofocus
          data-testid="division-age-class"
        />
        <Switch
          label={t('divisionEdit.allPitches')}
          {...form.getInputProps('everyPitch', { type: 'checkbox' })}
          data-testid="division-every-pitch"
        />
        {!form.values.everyPitch && pitchBoxes('pitchIds', t('divisionEdit.pitches'))}
        {dates.map((date) => {
          const day = form.values.byDate[date]!;
          const label = t('divisionEdit.byDay', { day: dayFormat.format(new Date(`${date}T12:00:00Z`)) });
          return (
            <Stack key={date} gap={4} data-testid={`division-day-${date}`}>
              <Switch
                label={label}
                checked={day.on}
                onChange={(e) => form.setFieldValue(`byDate.${date}.on`, e.currentTarget.checked)}
                data-testid="division-day-switch"
              />
              {day.on && pitchBoxes(`byDate.${date}.pitchIds`, label)}
            </Stack>
          );
        })}
        <DialogActions cancelLabel={t('divisionEdit.cancel')} onCancel={onClose} pending={put.isPending}>
          <Button type="submit" loading={put.isPending} data-testid="division-settings-submit">
            {t('divisionEdit.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
