import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advancement, TournamentTeam } from '../../../entities/tournament/tournament-types';
import { DrawPanel } from './draw-panel';
import classes from './setup.module.css';
import { groupIssuesByIndex, newGroupKey, nextGroupLetter, type GroupDraft } from './setup-draft';
import { useIssueMessage } from './use-issue-message';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';

const ADVANCEMENTS: readonly Advancement[] = ['first', 'topTwo', 'topThree', 'bestRunnerUp'];

interface GroupEditorProps {
  tournamentId: string;
  groups: GroupDraft[];
  teams: readonly TournamentTeam[];
  onChange: (groups: GroupDraft[]) => void;
}

/**
 * Groups of a group stage: drawn from the teams' pots keeping clubs apart
 * (the server's draw, decision 443; the seed is shown and can be typed again
 * to repeat a draw) or by hand; advancement per group; deleting a group asks
 * first; an empty group name is refused as you type. The groups are a draft
 * until "Next" saves them (the wizard asks before leaving with it unsaved).
 */
export function GroupEditor({ tournamentId, groups, teams, onChange }: GroupEditorProps) {
  const { t } = useTranslation('tournaments');
  const issueMessage = useIssueMessage();
  const [deleting, setDeleting] = useState<GroupDraft | null>(null);
  const issues = useMemo(() => groupIssuesByIndex(groups), [groups]);
  const prefix = t('setup.groups.prefix');
  const groupOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const group of groups) for (const id of group.teamIds) map.set(id, group.key);
    return map;
  }, [groups]);
  const unassigned = teams.filter((team) => !groupOf.has(team.id)).length;

  const drawn = (drawnGroups: string[][]) => {
    const next: GroupDraft[] = [];
    drawnGroups.forEach((teamIds, index) => {
      const previous = groups[index];
      next.push({
        key: previous?.key ?? newGroupKey(),
        name: previous?.name ?? nextGroupLetter(next, prefix),
        advancement: previous?.advancement ?? groups[0]?.advancement ?? 'topTwo',
        teamIds,
      });
    });
    onChange(next);
  };

  const addGroup = () =>
    onChange([
      ...groups,
      {
        key: newGroupKey(),
        name: nextGroupLetter(groups, prefix),
        advancement: groups[groups.length - 1]?.advancement ?? 'topTwo',
        teamIds: [],
      },
    ]);

  const update = (key: string, change: Partial<GroupDraft>) =>
    onChange(groups.map((group) => (group.key === key ? { ...group, ...change } : group)));

  const assign = (teamId: string, groupKey: string) =>
    onChange(
      groups.map((group) => {
        const without = group.teamIds.filter((id) => id !== teamId);
        return { ...group, teamIds: group.key === groupKey ? [...without, teamId] : without };
      }),
    );

  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? '–';

  const assignmentColumns: StackedColumn<TournamentTeam>[] = [
    {
      key: 'team',
      header: t('setup.teams.name'),
      cell: (team) => <span style={{ overflowWrap: 'anywhere' }}>{team.name}</span>,
    },
    {
      key: 'group',
      header: t('setup.groups.title'),
      width: 170,
      cell: (team) => (
        <NativeSelect
          size="xs"
          aria-label={t('setup.groups.groupOf', { name: team.name })}
          value={groupOf.get(team.id) ?? ''}
          onChange={(event) => assign(team.id, event.currentTarget.value)}
          data={[
            { value: '', label: t('setup.groups.none') },
            ...groups.map((g) => ({ value: g.key, label: g.name || t('setup.groups.unnamed') })),
          ]}
        />
      ),
    },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="groups-title" data-testid="group-editor">
      <Title order={3} size="h4" id="groups-title">
        {t('setup.groups.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('setup.groups.help')}
      </Text>

      <DrawPanel
        tournamentId={tournamentId}
        teams={teams}
        groups={groups}
        onDrawn={drawn}
        actions={
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addGroup}>
            {t('setup.groups.add')}
          </Button>
        }
      />

      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="groups-empty">
          {t('setup.groups.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
          {groups.map((group, index) => {
            const code = issues[index];
            const nameProblem = code === 'GROUP_NAME_EMPTY' || code === 'GROUP_NAME_DUPLICATE';
            return (
              <Paper
                key={group.key}
                withBorder
                p="sm"
                className={classes.groupCard}
                component="section"
                aria-label={group.name || t('setup.groups.unnamed')}
                data-testid="group-card"
              >
                <Stack gap="xs">
                  <Group align="flex-start" gap="xs" wrap="nowrap">
                    <TextInput
                      label={t('setup.groups.name')}
                      value={group.name}
                      onChange={(event) => update(group.key, { name: event.currentTarget.value })}
                      error={nameProblem ? issueMessage(code) : undefined}
                      maxLength={60}
                      required
                      style={{ flex: 1 }}
                    />
                    <ActionIcon
                      mt={26}
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => setDeleting(group)}
                      aria-label={t('setup.groups.delete', { name: group.name || t('setup.groups.unnamed') })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                  <NativeSelect
                    label={t('setup.groups.advancement')}
                    value={group.advancement}
                    onChange={(event) => update(group.key, { advancement: event.currentTarget.value as Advancement })}
                    data={ADVANCEMENTS.map((value) => ({ value, label: t(`setup.advancement.${value}`) }))}
                  />
                  <div>
                    <Text size="sm" fw={500}>
                      {t('setup.groups.members', { count: group.teamIds.length })}
                    </Text>
                    {group.teamIds.length > 0 ? (
                      <Group gap={4} mt={4}>
                        {group.teamIds.map((id) => (
                          <Badge key={id} variant="light" style={{ textTransform: 'none' }}>
                            {teamName(id)}
                          </Badge>
                        ))}
                      </Group>
                    ) : null}
                    {code === 'GROUP_TOO_SMALL' && (
                      <Text size="xs" c="orange" mt={4}>
                        {issueMessage(code)}
                      </Text>
                    )}
                  </div>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}

      {groups.length > 0 && teams.length > 0 && (
        <Stack gap="xs" mt="md">
          <Title order={4} size="h5">
            {t('setup.groups.byHand')}
          </Title>
          <StackedTable
            columns={assignmentColumns}
            rows={teams}
            rowKey={(team) => team.id}
            caption={t('setup.groups.byHand')}
            verticalSpacing="xs"
            hideHeader
            testId="group-assignment"
          />
          {unassigned > 0 && (
            <Text size="sm" c="orange" aria-live="polite">
              {t('setup.groups.unassigned', { count: unassigned })}
            </Text>
          )}
        </Stack>
      )}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('setup.groups.deleteTitle')}
        centered
      >
        {deleting && (
          <Stack gap="md">
            <Text>
              {t('setup.groups.deleteText', {
                name: deleting.name || t('setup.groups.unnamed'),
                count: deleting.teamIds.length,
              })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
                {t('setup.cancel')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  onChange(groups.filter((group) => group.key !== deleting.key));
                  setDeleting(null);
                }}
              >
                {t('setup.groups.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
