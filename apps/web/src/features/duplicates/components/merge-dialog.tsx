import { Alert, Button, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { MERGE_FIELDS, type DuplicateList, type MergeField } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { RequestError } from '../../../components/error-alert';
import { ConflictNotice } from '../../../components/conflict-notice';
import { isApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { useMergePlayers } from '../api/merge-players';
import { fullName } from '../../../lib/format';
import { defaultChoices, mergeRequest, sameValue, type Choices, type Side } from './merge-choices';
import { useFieldFormat } from './use-field-format';

type Candidate = DuplicateList['items'][number];
type Players = Candidate['players'];

const letter = (side: Side) => (side === 'a' ? 'A' : 'B');

interface MergeDialogProps {
  /** The pair being merged ("idA|idB"), or null when closed. */
  pair: string | null;
  /** The pair's current data from the candidate list (fresh after a reload); null when it left the list. */
  candidate: Candidate | null;
  onClose: () => void;
}

/**
 * Every mergeable field of both players side by side, with a radio per field
 * for the surviving value and a choice of the surviving record.
 */
export function MergeDialog({ pair, candidate, onClose }: MergeDialogProps) {
  const { t } = useTranslation('duplicates');
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={pair !== null}
      onClose={onClose}
      title={t('dialog.title')}
      size="xl"
      fullScreen={narrow}
      data-testid="merge-dialog"
    >
      {pair !== null && <MergeForm key={pair} candidate={candidate} onClose={onClose} />}
    </Modal>
  );
}

function MergeForm({ candidate, onClose }: { candidate: Candidate | null; onClose: () => void }) {
  const { t } = useTranslation('duplicates');
  const format = useFieldFormat();
  const merge = useMergePlayers();
  const [survivor, setSurvivor] = useState<Side>('a');
  const [choices, setChoices] = useState<Choices | null>(() =>
    candidate ? defaultChoices(candidate.players, 'a') : null,
  );
  const [gone, setGone] = useState(false);
  // The players as they were when a merge met 409 CONFLICT; the list then reloads them (decision 262).
  const [conflictFrom, setConflictFrom] = useState<Candidate['players'] | null>(null);

  if (!candidate || !choices) {
    return (
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('dialog.gone')}
        </Alert>
        <DialogActions cancelLabel={t('dialog.cancel')} onCancel={onClose} />
      </Stack>
    );
  }

  const [a, b] = candidate.players;
  const bySide = { a, b };
  const label = (field: MergeField) =>
    field === 'networkPlayer' ? t('fields.networkPlayer', { org: appConfig.orgName }) : t(`fields.${field}`);

  const changeSurvivor = (side: Side) => {
    setSurvivor(side);
    // Fields still on their defaults follow the new survivor; explicit choices stay.
    const before = defaultChoices(candidate.players, survivor);
    const after = defaultChoices(candidate.players, side);
    setChoices((previous) => {
      if (!previous) return previous;
      const next = { ...previous };
      for (const field of MERGE_FIELDS) if (previous[field] === before[field]) next[field] = after[field];
      return next;
    });
  };

  const submit = () => {
    setGone(false);
    setConflictFrom(null);
    const kept = bySide[survivor];
    const merged = bySide[survivor === 'a' ? 'b' : 'a'];
    merge.mutate(mergeRequest(candidate.players, survivor, choices), {
      onSuccess: (result) => {
        notifications.show({
          color: 'pitch',
          message: t('dialog.merged', { merged: fullName(merged), survivor: fullName(result) || fullName(kept) }),
        });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT') {
          // The candidate list reloads (onSettled); this form then shows the fresh values and versions.
          setConflictFrom(candidate.players);
          merge.reset();
        } else if (isApiError(error) && error.code === 'PLAYER_NOT_FOUND') {
          setGone(true);
          merge.reset();
        }
      },
    });
  };

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
        {t('mergeInfo')}
      </Alert>
      {conflictFrom && (
        <ConflictNotice
          message={t('dialog.conflict')}
          changes={(['a', 'b'] as const).flatMap((side) => {
            const before = conflictFrom[side === 'a' ? 0 : 1];
            return MERGE_FIELDS.filter((field) => !sameValue(before[field], bySide[side][field])).map((field) => ({
              field: `${side}.${field}`,
              label: `${letter(side)} · ${label(field)}`,
              theirs: format(bySide[side], field),
            }));
          })}
          onKeepMine={submit}
          onTakeTheirs={() => {
            setChoices(defaultChoices(candidate.players, survivor));
            setConflictFrom(null);
          }}
          busy={merge.isPending}
          data-testid="merge-notice"
        />
      )}
      {gone && (
        <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="merge-notice">
          {t('dialog.gone')}
        </Alert>
      )}
      {merge.isError && <RequestError error={merge.error} />}
      <SurvivorChoice players={candidate.players} survivor={survivor} onChange={changeSurvivor} />
      <FieldChoices
        players={candidate.players}
        choices={choices}
        label={label}
        onChoose={(field, side) => setChoices((previous) => (previous ? { ...previous, [field]: side } : previous))}
      />
      <DialogActions cancelLabel={t('dialog.cancel')} onCancel={onClose} pending={merge.isPending}>
        <Button onClick={submit} loading={merge.isPending} data-testid="merge-confirm">
          {t('dialog.confirm')}
        </Button>
      </DialogActions>
    </Stack>
  );
}

/** Which of the two records survives the merge. */
function SurvivorChoice({
  players: [a, b],
  survivor,
  onChange,
}: {
  players: Players;
  survivor: Side;
  onChange: (side: Side) => void;
}) {
  const { t } = useTranslation('duplicates');
  const bySide = { a, b };
  return (
    <Radio.Group
      label={t('dialog.survivor')}
      description={t('dialog.survivorHint')}
      value={survivor}
      onChange={(value) => onChange(value === 'b' ? 'b' : 'a')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {(['a', 'b'] as const).map((side) => (
          <Radio
            key={side}
            value={side}
            label={t('dialog.keep', { letter: letter(side), name: fullName(bySide[side]) })}
            data-testid={`survivor-${side}`}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** A radio per mergeable field for the surviving value; fields both records agree on show the value once. */
function FieldChoices({
  players: [a, b],
  choices,
  label,
  onChoose,
}: {
  players: Players;
  choices: Choices;
  label: (field: MergeField) => string;
  onChoose: (field: MergeField, side: Side) => void;
}) {
  const { t } = useTranslation('duplicates');
  const format = useFieldFormat();
  const bySide = { a, b };
  return (
    <Stack gap="xs" role="group" aria-label={t('dialog.fieldsLegend')}>
      <Text fw={500} size="sm">
        {t('dialog.fieldsLegend')}
      </Text>
      {MERGE_FIELDS.map((field) => {
        const same = sameValue(a[field], b[field]);
        return (
          <Radio.Group
            key={field}
            label={label(field)}
            value={choices[field]}
            onChange={(value) => onChoose(field, value === 'b' ? 'b' : 'a')}
            data-testid={`merge-field-${field}`}
            styles={{ root: { borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 6 } }}
          >
            {same ? (
              <Text size="sm" c="dimmed" mt={4}>
                {format(a, field)} · {t('dialog.same')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={4}>
                {(['a', 'b'] as const).map((side) => (
                  <Radio
                    key={side}
                    value={side}
                    label={t('dialog.fromRecord', { letter: letter(side), value: format(bySide[side], field) })}
                    styles={{ label: { overflowWrap: 'anywhere' } }}
                  />
                ))}
              </SimpleGrid>
            )}
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
