import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { useAllClubs } from '../../../entities/club/list-clubs';
import type { TournamentTeam } from '../../../entities/tournament/tournament-types';
import { useAddTeam } from '../api/add-team';
import { useRemoveTeam } from '../api/remove-team';
import { useSetTeamPot } from '../api/set-team-pot';
import { GroupEditor } from './group-editor';
import { nextTeamName, type GroupDraft, type SetupDraft } from './setup-draft';
import { useIssueMessage } from './use-issue-message';
import { MAX_POTS } from '@touchline/core';
import { SectionPanel } from '../../../components/section-panel';
import { RequestError } from '../../../components/error-alert';
import { useCodedForm } from '../../../lib/forms/use-coded-form';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';

interface TeamsStepProps {
  tournamentId: string;
  /** The tournament's latest version: a pot is saved with it. */
  version: number;
  draft: SetupDraft;
  teams: readonly TournamentTeam[];
  onGroupsChange: (groups: GroupDraft[]) => void;
  /** After a team write the tournament reloads; the step waits for it. */
  onTeamsChanged: () => Promise<void>;
}

/** Clubs and their teams (saved one by one), then the groups for a group stage. */
export function TeamsStep({ tournamentId, version, draft, teams, onGroupsChange, onTeamsChanged }: TeamsStepProps) {
  const { t } = useTranslation('tournaments');
  const groupStage = draft.basics.type === 'groupStage';
  return (
    <Stack gap="md">
      <TeamsEditor
        tournamentId={tournamentId}
        version={version}
        withPots={groupStage}
        teams={teams}
        onTeamsChanged={onTeamsChanged}
      />
      {groupStage ? (
        <GroupEditor tournamentId={tournamentId} groups={draft.groups} teams={teams} onChange={onGroupsChange} />
      ) : (
        <Text size="sm" c="dimmed">
          {t(draft.basics.type === 'scouting' ? 'setup.teams.scoutingNote' : 'setup.teams.roundRobinNote')}
        </Text>
      )}
    </Stack>
  );
}

function TeamsEditor({
  tournamentId,
  version,
  withPots,
  teams,
  onTeamsChanged,
}: Omit<TeamsStepProps, 'draft' | 'onGroupsChange'> & { withPots: boolean }) {
  const { t } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  const issueMessage = useIssueMessage();
  const clubs = useAllClubs();
  const add = useAddTeam();
  const remove = useRemoveTeam();
  const [said, setSaid] = useState('');
  // An emptied name is refused as it is typed (a club picked); picking a club proposes its next team's name.
  const form = useCodedForm<{ clubId: string | null; name: string }>({
    initialValues: { clubId: null, name: '' },
    validate: { name: (value, values) => (values.clubId && value.trim() === '' ? 'REQUIRED' : null) },
    validateInputOnChange: ['name'],
    message: (_field, code) => issueMessage(code),
  });
  const { clubId, name } = form.values;
  const clubName = useMemo(() => new Map((clubs.data?.items ?? []).map((c) => [c.id, c.name])), [clubs.data]);
  const options = useMemo(
    () => (clubs.data?.items ?? []).map((club) => ({ value: club.id, label: club.name })),
    [clubs.data],
  );

  const pickClub = (id: string | null) => {
    form.setValues({ clubId: id, name: id ? nextTeamName(clubName.get(id) ?? '', id, teams) : '' });
    form.clearErrors();
  };

  const submit = form.onSubmit(({ clubId, name }) => {
    if (!clubId) return;
    const club = clubName.get(clubId) ?? '';
    const trimmed = name.trim() || nextTeamName(club, clubId, teams);
    add.mutate(
      { tournamentId, clubId, ...(trimmed === club ? {} : { name: trimmed }) },
      {
        onSuccess: async (team) => {
          await onTeamsChanged();
          // The next team of the same club gets the next number at once.
          form.setFieldValue('name', nextTeamName(club, clubId, [...teams, team]));
          // Said once beside the form, not a toast per team piling up over the table's buttons.
          setSaid(t('setup.teams.added', { name: team.name }));
        },
      },
    );
  });

  const removeTeam = (team: TournamentTeam) =>
    remove.mutate(
      { tournamentId, teamId: team.id },
      {
        onSuccess: async () => {
          await onTeamsChanged();
          setSaid(t('setup.teams.removed', { name: team.name }));
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );

  const pots = usePots({ tournamentId, version, count: teams.length, onTeamsChanged, say: setSaid });
  const columns = teamColumns(
    t,
    clubName,
    removeTeam,
    (team) => remove.isPending && remove.variables?.teamId === team.id,
    withPots ? pots : null,
  );
  return (
    <SectionPanel order={3} title={t('setup.teams.title')} description={t('setup.teams.help')}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('setup.teams.club')}
            placeholder={t('setup.teams.clubPlaceholder')}
            data={options}
            value={clubId}
            onChange={pickClub}
            // Picking the chosen club again keeps it (a second team of the same club), never clears it.
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('setup.teams.noClubs')}
            disabled={clubs.isPending}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 12rem' }}
            data-testid="team-club"
          />
          <TextInput
            label={t('setup.teams.name')}
            {...form.getInputProps('name')}
            maxLength={120}
            disabled={!clubId}
            style={{ flex: '1 1 12rem' }}
            data-testid="team-name"
          />
          <Button
            type="submit"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
            disabled={!clubId || name.trim() === ''}
          >
            {t('setup.teams.add')}
          </Button>
        </Group>
      </form>
      {/* The theme's text colour: teal on white is 3.1:1, below WCAG's 4.5:1 (axe in e2e/21-draw.spec.ts). */}
      <Text role="status" size="sm" mt={said ? 'xs' : 0} data-testid="teams-said">
        {said}
      </Text>
      {clubs.isError && <RequestError error={clubs.error} mt="sm" />}
      {add.isError && <RequestError error={add.error} mt="sm" />}
      {teams.length === 0 ? (
        <Text mt="md" c="dimmed" size="sm" data-testid="teams-empty">
          {t('setup.teams.empty')}
        </Text>
      ) : (
        <Box mt="md">
          <StackedTable
            columns={columns}
            rows={teams}
            rowKey={(team) => team.id}
            caption={t('setup.teams.title')}
            verticalSpacing="xs"
            testId="teams-table"
          />
        </Box>
      )}
      <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
        {t('setup.teams.count', { count: teams.length })}
      </Text>
    </SectionPanel>
  );
}

/** A pot is saved at once, like the team (decision 443); the select waits for the reload's version. */
function usePots({
  tournamentId,
  version,
  count,
  onTeamsChanged,
  say,
}: {
  tournamentId: string;
  version: number;
  count: number;
  onTeamsChanged: () => Promise<void>;
  say: (text: string) => void;
}): Pots {
  const { t } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  const setPot = useSetTeamPot();
  const change = (team: TournamentTeam, pot: number | null) =>
    setPot.mutate(
      { tournamentId, teamId: team.id, version, pot },
      {
        onSuccess: async () => {
          await onTeamsChanged();
          say(
            pot === null
              ? t('setup.draw.potCleared', { name: team.name })
              : t('setup.draw.potSet', { name: team.name, pot }),
          );
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  return { count: potCount(count), change, busy: setPot.isPending };
}

/** Pots to offer: one per two teams (a pot per row of groups of two at most), at least two, at most 32. */
function potCount(teams: number): number {
  return Math.min(MAX_POTS, Math.max(2, Math.ceil(teams / 2)));
}

type Pots = { count: number; change: (team: TournamentTeam, pot: number | null) => void; busy: boolean };

/** The pot column of a group stage: pick a team's pot, saved at once. */
function potColumn(t: TFunction<'tournaments'>, pots: Pots): StackedColumn<TournamentTeam> {
  const options = [
    { value: '', label: t('setup.draw.noPot') },
    ...Array.from({ length: pots.count }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
  ];
  return {
    key: 'pot',
    header: t('setup.draw.pot'),
    width: 110,
    cell: (team) => (
      <NativeSelect
        size="xs"
        aria-label={t('setup.draw.potOf', { name: team.name })}
        value={team.pot === null ? '' : String(team.pot)}
        disabled={pots.busy}
        onChange={(event) => {
          const value = event.currentTarget.value;
          pots.change(team, value === '' ? null : Number(value));
        }}
        data={
          team.pot !== null && team.pot > pots.count
            ? [...options, { value: String(team.pot), label: String(team.pot) }]
            : options
        }
        data-testid="team-pot"
      />
    ),
  };
}

/** The teams table's columns: name, club, the pot (group stage), and the remove button. */
function teamColumns(
  t: TFunction<'tournaments'>,
  clubName: ReadonlyMap<string, string>,
  removeTeam: (team: TournamentTeam) => void,
  removing: (team: TournamentTeam) => boolean,
  pots: Pots | null,
): StackedColumn<TournamentTeam>[] {
  return [
    {
      key: 'name',
      header: t('setup.teams.name'),
      stacked: 'main',
      cell: (team) => <span style={{ overflowWrap: 'anywhere' }}>{team.name}</span>,
    },
    {
      key: 'club',
      header: t('setup.teams.club'),
      cell: (team) => (
        <Text span inherit c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {(team.clubId && clubName.get(team.clubId)) || '–'}
        </Text>
      ),
    },
    ...(pots ? [potColumn(t, pots)] : []),
    {
      key: 'actions',
      header: <VisuallyHidden>{t('setup.teams.actions')}</VisuallyHidden>,
      width: 44,
      stacked: 'end',
      noPrint: true,
      cell: (team) => (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => removeTeam(team)}
          loading={removing(team)}
          aria-label={t('setup.teams.remove', { name: team.name })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
}
