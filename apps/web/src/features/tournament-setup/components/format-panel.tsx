import { Alert, Button, Checkbox, Group, List, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { summarizeGroupStage, type GroupStageOptions, type TournamentFormat } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { IntegerInput } from '../../../components/integer-input';
import type { Tournament } from '../../../entities/tournament/tournament-types';
import { useCodedForm } from '../../../lib/forms/use-coded-form';
import { useUpdateTournament } from '../api/update-tournament';

/** The format as the panel edits it: one knockout or A/B play-offs split after a group place. */
export type FormatValues = {
  wildcardsOn: boolean;
  wildcardPlace: '2' | '3';
  wildcardCount: number;
  mode: 'one' | 'ab';
  /** Play-off A takes places 1 … splitA of every group; B the rest. */
  splitA: number;
  thirdPlaceGame: boolean;
  placementGames: boolean;
  aThird: boolean;
  aPlacement: boolean;
  bThird: boolean;
  bPlacement: boolean;
  kicks: number | null;
  legs2: boolean;
};

export function valuesOf(tournament: Tournament, largest: number): FormatValues {
  const [a, b] = tournament.playoffs ?? [];
  return {
    wildcardsOn: tournament.wildcards !== null,
    wildcardPlace: tournament.wildcards?.place === 2 ? '2' : '3',
    wildcardCount: tournament.wildcards?.count ?? 1,
    mode: a && b ? 'ab' : 'one',
    splitA: a ? Math.max(...a.places) : Math.max(1, Math.floor(largest / 2)),
    thirdPlaceGame: tournament.thirdPlaceGame,
    placementGames: tournament.placementGames,
    aThird: a?.thirdPlaceGame ?? false,
    aPlacement: a?.placementGames ?? false,
    bThird: b?.thirdPlaceGame ?? false,
    bPlacement: b?.placementGames ?? false,
    kicks: tournament.thirdPlaceShootoutKicks,
    legs2: tournament.legs === 2,
  };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The contract's format from the panel's values (`largest`: the most teams of any group). */
export function formatOf(values: FormatValues, groupStage: boolean, largest: number): TournamentFormat {
  const ab = groupStage && values.mode === 'ab';
  return {
    wildcards:
      groupStage && values.wildcardsOn
        ? { place: values.wildcardPlace === '2' ? 2 : 3, count: values.wildcardCount }
        : null,
    thirdPlaceGame: groupStage && !ab && values.thirdPlaceGame,
    placementGames: groupStage && !ab && values.placementGames,
    thirdPlaceShootoutKicks: groupStage ? values.kicks : null,
    playoffs: ab
      ? [
          { places: range(1, values.splitA), thirdPlaceGame: values.aThird, placementGames: values.aPlacement },
          {
            places: range(values.splitA + 1, largest),
            thirdPlaceGame: values.bThird,
            placementGames: values.bPlacement,
          },
        ]
      : null,
    legs: values.legs2 ? 2 : 1,
  };
}

/** The engine's options for a format, as the server passes them (apps/server tournament-format.ts). */
function planOf(format: TournamentFormat): GroupStageOptions {
  const kicks =
    format.thirdPlaceShootoutKicks === null ? {} : { thirdPlaceShootoutKicks: format.thirdPlaceShootoutKicks };
  return {
    wildcards: format.wildcards,
    thirdPlaceGame: format.thirdPlaceGame,
    placementGames: format.placementGames,
    ...kicks,
    playoffs: format.playoffs ? format.playoffs.map((p) => ({ ...p, ...kicks })) : null,
    legs: format.legs,
  };
}

/**
 * The format step of the summary (decision 442): wildcards, one knockout or A
 * and B play-offs, third-place and placement games, their shootout, home and
 * away — with the structure's preview (core `summarizeGroupStage`: games in
 * all, the least games any team plays, games per day) before anything is
 * generated. Saving is a versioned PATCH; the server refuses what cannot exist.
 */
export function FormatPanel({ tournament, onSaved }: { tournament: Tournament; onSaved: (saved: Tournament) => void }) {
  const { t } = useTranslation('tournaments');
  const update = useUpdateTournament();
  const [saved, setSaved] = useState(false);
  const groupStage = tournament.type === 'groupStage';
  const largest = Math.max(0, ...tournament.groups.map((g) => g.teamIds.length));
  const form = useCodedForm<FormatValues>({ initialValues: valuesOf(tournament, largest) });
  const values = form.values;
  const format = formatOf(values, groupStage, largest);

  const submit = form.onSubmit(() => {
    setSaved(false);
    update.mutate(
      { id: tournament.id, version: tournament.version, ...format },
      {
        onSuccess: (next) => {
          setSaved(true);
          onSaved(next);
        },
      },
    );
  });
  const check = checkboxOf(form);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('setup.format.intro')}
        </Text>
        {groupStage && <KnockoutFields form={form} largest={largest} />}
        {tournament.type !== 'scouting' && check('legs2', t('setup.format.legs'))}
        <StructurePreview tournament={tournament} format={format} />
        {update.isError && <RequestError error={update.error} />}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('setup.format.save')}
          </Button>
          {saved && (
            <Text size="sm" c="teal" role="status">
              {t('setup.format.saved')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

type FormatForm = ReturnType<typeof useCodedForm<FormatValues>>;

function checkboxOf(form: FormatForm) {
  return function check(key: keyof FormatValues, label: string) {
    return <Checkbox label={label} {...form.getInputProps(key, { type: 'checkbox' })} />;
  };
}

/** Wildcards, one knockout or A and B play-offs, third-place and placement games, their shootout. */
function KnockoutFields({ form, largest }: { form: FormatForm; largest: number }) {
  const { t } = useTranslation('tournaments');
  const values = form.values;
  const check = checkboxOf(form);
  return (
    <>
      {check('wildcardsOn', t('setup.format.wildcards'))}
      {values.wildcardsOn && (
        <Group gap="sm" align="flex-end">
          <Select
            label={t('setup.format.wildcardPlace')}
            data={[
              { value: '2', label: t('setup.format.runnersUp') },
              { value: '3', label: t('setup.format.thirds') },
            ]}
            allowDeselect={false}
            w={200}
            {...form.getInputProps('wildcardPlace')}
          />
          <IntegerInput
            label={t('setup.format.wildcardCount')}
            min={1}
            max={32}
            w={180}
            value={values.wildcardCount}
            onChange={(n) => form.setFieldValue('wildcardCount', n ?? 1)}
          />
        </Group>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="format-after">
          {t('setup.format.after')}
        </Text>
        <SegmentedControl
          aria-labelledby="format-after"
          data={[
            { value: 'one', label: t('setup.format.oneBracket') },
            { value: 'ab', label: t('setup.format.playoffs') },
          ]}
          {...form.getInputProps('mode')}
        />
      </Stack>
      {values.mode === 'one' ? (
        <Group gap="lg">
          {check('thirdPlaceGame', t('setup.format.thirdPlaceGame'))}
          {check('placementGames', t('setup.format.placementGames'))}
        </Group>
      ) : (
        <Stack gap="xs">
          <IntegerInput
            label={t('setup.format.splitA')}
            min={1}
            max={Math.max(1, largest - 1)}
            w={260}
            value={values.splitA}
            onChange={(n) => form.setFieldValue('splitA', n ?? 1)}
          />
          <Text size="sm" fw={600}>
            {t('setup.format.playoffA', { last: values.splitA })}
          </Text>
          <Group gap="lg">
            {check('aThird', t('setup.format.thirdPlaceGame'))}
            {check('aPlacement', t('setup.format.placementGames'))}
          </Group>
          <Text size="sm" fw={600}>
            {t('setup.format.playoffB', { first: values.splitA + 1, last: largest })}
          </Text>
          <Group gap="lg">
            {check('bThird', t('setup.format.thirdPlaceGame'))}
            {check('bPlacement', t('setup.format.placementGames'))}
          </Group>
        </Stack>
      )}
      <IntegerInput
        label={t('setup.format.shootoutKicks')}
        description={t('setup.format.shootoutKicksHint')}
        min={1}
        max={10}
        w={360}
        value={values.kicks}
        onChange={(n) => form.setFieldValue('kicks', n)}
      />
    </>
  );
}

/**
 * The structure before anything is generated (decision 413, core
 * `summarizeGroupStage`): games in all and per phase, the least games any team
 * plays, games per day over the tournament's days, and each play-off's size;
 * or why the format does not fit the groups.
 */
export function StructurePreview({ tournament, format }: { tournament: Tournament; format: TournamentFormat }) {
  const { t } = useTranslation('tournaments');
  const { t: tErrors } = useTranslation('errors');
  const formatKey = JSON.stringify(format);
  const preview = useMemo(() => {
    if (tournament.type !== 'groupStage' || tournament.groups.length === 0) return null;
    const groups = tournament.groups.map((g) => ({ name: g.name, teams: g.teamIds, advancement: g.advancement }));
    return summarizeGroupStage(groups, planOf(JSON.parse(formatKey) as TournamentFormat));
  }, [tournament.type, tournament.groups, formatKey]);
  const days = Math.max(
    1,
    Math.round((Date.parse(tournament.dateTo) - Date.parse(tournament.dateFrom)) / 86_400_000) + 1,
  );
  if (!preview) return null;
  return (
    <Alert
      variant="light"
      color={preview.ok ? 'blue' : 'red'}
      title={t('setup.format.preview')}
      data-testid="format-preview"
    >
      {preview.ok ? (
        <List size="sm">
          <List.Item>
            {t('setup.format.previewTotal', {
              total: preview.summary.total,
              group: preview.summary.groupGames,
              knockout: preview.summary.knockoutGames,
            })}
          </List.Item>
          <List.Item>{t('setup.format.previewMin', { count: preview.summary.minGamesPerTeam })}</List.Item>
          <List.Item>
            {t('setup.format.previewPerDay', {
              count: Math.ceil(preview.summary.total / days),
              days,
            })}
          </List.Item>
          {preview.summary.brackets.length > 1 &&
            preview.summary.brackets.map((b, i) => (
              <List.Item key={i}>
                {t('setup.format.previewPlayoff', {
                  letter: String.fromCharCode(65 + i),
                  entrants: b.entrants,
                  games: b.games,
                })}
              </List.Item>
            ))}
        </List>
      ) : (
        <Text size="sm">
          {t('setup.format.previewInvalid')} {tErrors(`fields.${preview.code}`, { defaultValue: preview.code })}
        </Text>
      )}
    </Alert>
  );
}
