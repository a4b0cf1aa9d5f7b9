import { Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FORMATION_PRESETS, findPreset, isEligibleFor, type Club } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { DEFAULT_KIT } from '../../../entities/formation/default-kit';
import { useCreateFormation } from '../../../entities/formation/create-formation';
import { useCodedForm } from '../../../lib/forms/use-coded-form';
import { numberedName } from '../../../lib/format';
import { usePlayers } from '../../../entities/player/list-players';
import { usePlayerFormat } from '../../../lib/player-format';

interface FormationDialogProps {
  opened: boolean;
  club: Club;
  onClose: () => void;
}

/**
 * The formation setup dialog (docs/product/positions-and-formations.md): a name, a shape, then a player
 * per position. Only eligible players are offered (main or side position), each player once; the
 * search matches name or back number. The server checks the same rules again.
 */
export function FormationDialog({ opened, club, onClose }: FormationDialogProps) {
  const { t } = useTranslation('formations');
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} size="lg" data-testid="formation-dialog">
      {opened && <FormationForm club={club} onClose={onClose} />}
    </Modal>
  );
}

interface FormationValues {
  name: string;
  preset: string;
  /** One player id (or null) per slot of the preset. */
  picks: (string | null)[];
}

function FormationForm({ club, onClose }: { club: Club; onClose: () => void }) {
  const { t } = useTranslation('formations');
  const { positionShort } = usePlayerFormat();
  const create = useCreateFormation();
  // A club keeps well under 200 players; the list's upper bound is the dialog's.
  const players = usePlayers({ clubId: club.id, limit: 200, sort: 'name' });
  const [noAssignments, setNoAssignments] = useState(false);
  const form = useCodedForm<FormationValues>({
    initialValues: { name: '', preset: '4-4-2', picks: Array<string | null>(11).fill(null) },
    validate: { name: (value) => (value.trim() === '' ? t('dialog.nameRequired') : null) },
  });
  const preset = findPreset(form.values.preset) ?? FORMATION_PRESETS[0]!;
  const squad = players.data?.items ?? [];

  const submit = form.onSubmit((values) => {
    const slots = preset.slots.map((slot, index) => ({ ...slot, playerId: values.picks[index] ?? null }));
    if (slots.every((slot) => slot.playerId === null)) {
      setNoAssignments(true);
      return;
    }
    setNoAssignments(false);
    create.mutate(
      { clubId: club.id, formation: { name: values.name.trim(), ...DEFAULT_KIT, slots } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: t('dialog.saved', { name: saved.name }) });
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label={t('dialog.name')} required data-autofocus {...form.getInputProps('name')} />
          <Select
            label={t('dialog.preset')}
            data={FORMATION_PRESETS.map((p) => ({
              value: p.id,
              label: t('dialog.presetLabel', { id: p.id, players: p.players }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('preset')}
            onChange={(value) => {
              if (!value) return;
              form.setFieldValue('preset', value);
              form.setFieldValue('picks', Array<string | null>(11).fill(null));
            }}
          />
        </SimpleGrid>
        <Text fw={500} size="sm">
          {t('dialog.positions')}
        </Text>
        {players.isError && <RequestError error={players.error} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
          {preset.slots.map((slot, index) => {
            const eligible = squad.filter((player) => isEligibleFor(player, slot.position));
            const pickedElsewhere = new Set(form.values.picks.filter((id, i) => id !== null && i !== index));
            const label = t('dialog.slot', { position: positionShort(slot.position), number: index + 1 });
            if (players.data && eligible.length === 0) {
              return (
                <Stack key={`${preset.id}-${index}`} gap={2} data-testid="formation-slot">
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('dialog.noEligible')}
                  </Text>
                </Stack>
              );
            }
            return (
              <Select
                key={`${preset.id}-${index}`}
                label={label}
                placeholder={t('dialog.search')}
                searchable
                clearable
                data-testid="formation-slot"
                nothingFoundMessage={t('dialog.noEligible')}
                data={eligible
                  .filter((player) => !pickedElsewhere.has(player.id))
                  .map((player) => ({ value: player.id, label: numberedName(player) }))}
                value={form.values.picks[index] ?? null}
                onChange={(value) => {
                  setNoAssignments(false);
                  form.setFieldValue(`picks.${index}`, value);
                }}
              />
            );
          })}
        </SimpleGrid>
        {noAssignments && <ErrorAlert data-testid="formation-no-assignments">{t('dialog.noAssignments')}</ErrorAlert>}
        {create.isError && (
          <RequestError error={create.error} lead={t('dialog.saveFailed')} data-testid="formation-save-failed" />
        )}
        <DialogActions cancelLabel={t('dialog.cancel')} onCancel={onClose} pending={create.isPending}>
          <Button type="submit" loading={create.isPending}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
