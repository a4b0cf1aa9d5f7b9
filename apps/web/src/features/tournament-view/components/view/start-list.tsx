import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../../../../entities/tournament/tournament-types';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';

type Team = Tournament['teams'][number];

/** Every team with its club (and its group in a group stage), grouped by club. */
export function StartList({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const groupOf = new Map(tournament.groups.flatMap((g) => g.teamIds.map((id) => [id, g.name] as const)));
  const withGroups = tournament.type === 'groupStage';
  const collator = new Intl.Collator(i18n.resolvedLanguage, { sensitivity: 'base', numeric: true });
  // The server names each team's club for every viewer (a deleted club: null).
  const clubLabel = (team: Team) => team.clubName ?? t('view.startList.noClub');
  const rows = [...tournament.teams].sort(
    (a, b) =>
      collator.compare(clubLabel(a), clubLabel(b)) ||
      (a.clubId ?? '').localeCompare(b.clubId ?? '') ||
      collator.compare(a.name, b.name),
  );

  const columns: StackedColumn<Team>[] = [
    {
      key: 'team',
      header: t('view.startList.team'),
      stacked: 'main',
      cell: (team) => (
        <Text span inherit fw={500}>
          {team.name}
        </Text>
      ),
    },
    { key: 'club', header: t('view.startList.club'), cell: clubLabel },
  ];
  if (withGroups)
    columns.push({
      key: 'group',
      header: t('view.startList.group'),
      label: t('view.startList.group'),
      cell: (team) => groupOf.get(team.id) ?? '–',
    });

  if (rows.length === 0) return <Text c="dimmed">{t('view.noData')}</Text>;
  return (
    <StackedTable
      columns={columns}
      rows={rows}
      rowKey={(team) => team.id}
      caption={t('view.startList.caption')}
      verticalSpacing="xs"
      testId="start-list"
    />
  );
}
