import { Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { can, type Actor } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clubQueryOptions } from '../../../../lib/clubs/get-club';
import { useAllClubs } from '../../../../lib/clubs/list-clubs';
import type { Tournament } from '../../../../lib/tournaments/tournament-types';

/**
 * Club names for the start list, as far as the viewer may read clubs: the
 * whole list for levels 0–2, one club at a time for levels 3–4 (the club
 * page's access), none for level 5 (the teams still show, grouped by club).
 */
function useClubNames(actor: Actor | null, clubIds: readonly string[]): Map<string, string> {
  const mayList = can(actor, 'club.list');
  const mayView = !mayList && clubIds.some((id) => can(actor, 'club.view', { id }));
  const all = useAllClubs({ enabled: mayList });
  const single = useQueries({
    queries: (mayView ? clubIds : []).map((id) => ({ ...clubQueryOptions(id), staleTime: 5 * 60_000 })),
  });
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const club of all.data?.items ?? []) names.set(club.id, club.name);
    for (const query of single) if (query.data) names.set(query.data.id, query.data.name);
    return names;
  }, [all.data, single]);
}

/** Every team with its club (and its group in a group stage), grouped by club. */
export function StartList({ tournament, actor }: { tournament: Tournament; actor: Actor | null }) {
  const { t, i18n } = useTranslation('tournaments');
  const clubIds = useMemo(
    () => [...new Set(tournament.teams.flatMap((team) => (team.clubId ? [team.clubId] : [])))],
    [tournament.teams],
  );
  const names = useClubNames(actor, clubIds);
  const groupOf = new Map(tournament.groups.flatMap((g) => g.teamIds.map((id) => [id, g.name] as const)));
  const withGroups = tournament.type === 'groupStage';
  const collator = new Intl.Collator(i18n.resolvedLanguage, { sensitivity: 'base', numeric: true });
  const clubLabel = (clubId: string | null) =>
    clubId === null ? t('view.startList.noClub') : (names.get(clubId) ?? t('view.startList.clubHidden'));
  const rows = [...tournament.teams].sort(
    (a, b) =>
      collator.compare(clubLabel(a.clubId), clubLabel(b.clubId)) ||
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
              <Table.Td>{clubLabel(team.clubId)}</Table.Td>
              {withGroups && <Table.Td>{groupOf.get(team.id) ?? '–'}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
