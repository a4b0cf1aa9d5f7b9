import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { useAllClubs } from '../../../../lib/clubs/list-clubs';
import type { TournamentTeam } from '../../../../lib/tournaments/tournament-types';
import { useAddTeam, useRemoveTeam } from '../../api/tournament-teams';
import { GroupEditor } from './group-editor';
import { nextTeamName, type GroupDraft, type SetupDraft } from './setup-draft';
import { useIssueMessage } from './use-issue-message';
import { SectionPanel } from '../../../../components/section-panel';

interface TeamsStepProps {
  tournamentId: string;
  draft: SetupDraft;
  teams: readonly TournamentTeam[];
  onGroupsChange: (groups: GroupDraft[]) => void;
  /** After a team write the tournament reloads; the step waits for it. */
  onTeamsChanged: () => Promise<void>;
}

/** Clubs and their teams (saved one by one), then the groups for a group stage. */
export function TeamsStep({ tournamentId, draft, teams, onGroupsChange, onTeamsChanged }: TeamsStepProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Stack gap="md">
      <TeamsEditor tournamentId={tournamentId} teams={teams} onTeamsChanged={onTeamsChanged} />
      {draft.basics.type === 'groupStage' ? (
        <GroupEditor groups={draft.groups} teams={teams} onChange={onGroupsChange} />
      ) : (
        <Text size="sm" c="dimmed">
          {t(draft.basics.type === 'scouting' ? 'setup.teams.scoutingNote' : 'setup.teams.roundRobinNote')}
        </Text>
      )}
    </Stack>
  );
}

function TeamsEditor({ tournamentId, teams, onTeamsChanged }: Omit<TeamsStepProps, 'draft' | 'onGroupsChange'>) {
  const { t } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  const issueMessage = useIssueMessage();
  const clubs = useAllClubs();
  const add = useAddTeam();
  const remove = useRemoveTeam();
  const [clubId, setClubId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const clubName = useMemo(() => new Map((clubs.data?.items ?? []).map((c) => [c.id, c.name])), [clubs.data]);
  const options = useMemo(
    () => (clubs.data?.items ?? []).map((club) => ({ value: club.id, label: club.name })),
    [clubs.data],
  );

  const pickClub = (id: string | null) => {
    setClubId(id);
    setNameTouched(false);
    setName(id ? nextTeamName(clubName.get(id) ?? '', id, teams) : '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!clubId) return;
    const club = clubName.get(clubId) ?? '';
    const trimmed = name.trim() || nextTeamName(club, clubId, teams);
    add.mutate(
      { tournamentId, clubId, ...(trimmed === club ? {} : { name: trimmed }) },
      {
        onSuccess: async (team) => {
          await onTeamsChanged();
          // The next team of the same club gets the next number at once.
          setName(nextTeamName(club, clubId, [...teams, team]));
          setNameTouched(false);
          notifications.show({ color: 'teal', message: t('setup.teams.added', { name: team.name }) });
        },
      },
    );
  };

  const removeTeam = (team: TournamentTeam) =>
    remove.mutate(
      { tournamentId, teamId: team.id },
      {
        onSuccess: async () => {
          await onTeamsChanged();
          notifications.show({ color: 'teal', message: t('setup.teams.removed', { name: team.name }) });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
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
            searchable
            nothingFoundMessage={t('setup.teams.noClubs')}
            disabled={clubs.isPending}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 12rem' }}
            data-testid="team-club"
          />
          <TextInput
            label={t('setup.teams.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameTouched(true);
            }}
            maxLength={120}
            disabled={!clubId}
            error={nameTouched && name.trim() === '' ? issueMessage('REQUIRED') : undefined}
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
      {clubs.isError && (
        <Alert color="red" mt="sm" role="alert">
          {errorMessage(clubs.error)}
        </Alert>
      )}
      {add.isError && (
        <Alert color="red" mt="sm" role="alert">
          {errorMessage(add.error)}
        </Alert>
      )}
      {teams.length === 0 ? (
        <Text mt="md" c="dimmed" size="sm" data-testid="teams-empty">
          {t('setup.teams.empty')}
        </Text>
      ) : (
        <Table mt="md" verticalSpacing={4} data-testid="teams-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('setup.teams.name')}</Table.Th>
              <Table.Th>{t('setup.teams.club')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('setup.teams.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team) => (
              <Table.Tr key={team.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{team.name}</Table.Td>
                <Table.Td c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {(team.clubId && clubName.get(team.clubId)) || '–'}
                </Table.Td>
                <Table.Td w={44}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => removeTeam(team)}
                    loading={remove.isPending && remove.variables?.teamId === team.id}
                    aria-label={t('setup.teams.remove', { name: team.name })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
        {t('setup.teams.count', { count: teams.length })}
      </Text>
    </SectionPanel>
  );
}
