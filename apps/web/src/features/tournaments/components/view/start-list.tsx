import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../../lib/tournaments/tournament-types';

/** Every team with its club (and its group in a group stage), grouped by club. */
export function StartList({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const groupOf = new Map(tournament.groups.flatMap((g) => g.teamIds.map((id) => [id, g.name] as const)));
  const withGroups = tournament.type === 'groupStage';
  const collator = new Intl.Collator(i18n.resolvedLanguage, { sensitivity: 'base', numeric: true });
  // The server names each team's club for every viewer (a deleted club: null).
  const clubLabel = (team: Tournament['teams'][number]) => team.clubName ?? t('view.startList.noClub');
  const rows = [...tournament.teams].sort(
    (a, b) =>
      collator.compare(clubLabel(a), clubLabel(b)) ||
      (a.clubId ?? '').localeCompare(b.clubId ?? '') ||
      collator.compare(a.name, b.name),
  );

  if (rows.length === 0) return <Text c="dimmed">{t('view.noData')}</Text>;
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table striped verticalSpacing="xs" aria-label={t('view.startList.caption')} data-testid="start-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('view.startList.team')}</Table.Th>
            <Table.Th>{t('view.startList.club')}</Table.Th>
            {withGroups && <Table.Th>{t('view.startList.group')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td fw={500}>{team.name}</Table.Td>
              <Table.Td>{clubLabel(team)}</Table.Td>
              {withGroups && <Table.Td>{groupOf.get(team.id) ?? '–'}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
