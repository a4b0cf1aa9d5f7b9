import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../../components/conflict-notice';
import { RequestError } from '../../../../components/error-alert';
import { isApiError } from '../../../../lib/api-client';
import { useCodedForm } from '../../../../lib/forms/use-coded-form';
import type { TieMethod } from '../../api/standings';
import { useResolveTie } from '../../api/resolve-tie';
import { initialTieValues, orderOf, tieFormIssue, tieMethods, type TieFormValues } from './tie-form';

export interface TieDialogProps {
  opened: boolean;
  onClose: () => void;
  tournamentId: string;
  /** The tournament version read (409 CONFLICT when it changed since). */
  version: number;
  /** The tied teams, as the standings list them. */
  teams: { id: string; name: string }[];
  /** Preselected method: `groupSelection` for runners-up level for a wildcard place. */
  initialMethod?: TieMethod;
}

/**
 * Resolves teams level after every criterion: shootout, coin toss, drawing
 * of lots, committee decision or group selection, with the result or a note
 * and the winner (two teams) or the order (more). Saving a shootout without
 * a winner says 'Please select a winner before saving.' (docs/product/tournaments.md).
 */
export function TieDialog({ opened, onClose, ...props }: TieDialogProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Modal opened={opened} onClose={onClose} title={t('ties.title')} centered data-testid="tie-dialog">
      {opened && <TieForm key={props.teams.map((team) => team.id).join()} onClose={onClose} {...props} />}
    </Modal>
  );
}

function TieForm({ tournamentId, version, teams, initialMethod, onClose }: Omit<TieDialogProps, 'opened'>) {
  const { t } = useTranslation('tournaments');
  const resolve = useResolveTie();
  const [conflict, setConflict] = useState(false);
  const ids = teams.map((team) => team.id);
  const name = (id: string) => teams.find((team) => team.id === id)?.name ?? id;
  const form = useCodedForm<TieFormValues>({
    initialValues: initialTieValues(ids, initialMethod),
    validate: (values) => {
      const issue = tieFormIssue(ids, values);
      if (issue === null) return {};
      return issue === 'noteRequired' ? { note: t(`ties.errors.${issue}`) } : { places: t(`ties.errors.${issue}`) };
    },
  });
  const values = form.getValues();
  const placesError = form.errors.places;
  const twoTeams = teams.length === 2;

  const save = (v: TieFormValues) => {
    setConflict(false);
    const order = orderOf(ids, v.places);
    resolve.mutate(
      {
        tournamentId,
        version,
        teamIds: ids,
        method: v.method,
        ...(order[0] ? { winnerTeamId: order[0] } : {}),
        ...(order.length === ids.length ? { order } : {}),
        ...(v.score.trim() ? { score: v.score.trim() } : {}),
        ...(v.note.trim() ? { note: v.note.trim() } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('ties.saved') });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'CONFLICT') setConflict(true);
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('ties.intro', { teams: teams.map((team) => team.name).join(', ') })}</Text>
        <Select
          label={t('ties.method')}
          data={tieMethods.map((m) => ({ value: m, label: t(`ties.methods.${m}`) }))}
          allowDeselect={false}
          {...form.getInputProps('method')}
        />
        {values.places.map((picked, i) => (
          <Select
            key={i}
            label={twoTeams ? t('ties.winner') : t('ties.place', { place: i + 1 })}
            placeholder={t('ties.pick')}
            clearable
            data={ids
              .filter((id) => id === picked || !values.places.includes(id))
              .map((id) => ({ value: id, label: name(id) }))}
            value={picked === '' ? null : picked}
            onChange={(value) => {
              form.setFieldValue(`places.${i}`, value ?? '');
              form.clearFieldError('places');
            }}
            error={i === 0 ? placesError : undefined}
            data-testid={`tie-place-${i + 1}`}
          />
        ))}
        {(values.method === 'shootout' || values.method === 'coinToss') && (
          <TextInput
            label={values.method === 'shootout' ? t('ties.shootoutScore') : t('ties.coinCall')}
            maxLength={20}
            {...form.getInputProps('score')}
          />
        )}
        <Textarea label={t('ties.note')} maxLength={500} autosize minRows={2} {...form.getInputProps('note')} />
        {conflict && (
          <ConflictNotice message={t('ties.conflict')} changes={[]} busy={resolve.isPending} onTakeTheirs={onClose} />
        )}
        {resolve.isError && !conflict && <RequestError error={resolve.error} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('ties.cancel')}
          </Button>
          <Button type="submit" loading={resolve.isPending}>
            {t('ties.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
