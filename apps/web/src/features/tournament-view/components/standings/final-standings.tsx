import { Paper, Stack, Title } from '@mantine/core';
import type { FinalPlace } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';
import type { Tournament } from '../../../../entities/tournament/tournament-types';

/**
 * The final standings (decision 441): every team by the place it finished in
 * — the play-offs' places in order (A, then B …), then the teams that reached
 * no play-off — as the server ranks them. A place the pitch has not decided yet
 * reads "To be decided"; without placement games, losers of one round share a place.
 */
export function FinalStandings({ tournament, places }: { tournament: Tournament; places: FinalPlace[] }) {
  const { t } = useTranslation('tournaments');
  const names = new Map(tournament.teams.map((team) => [team.id, team.name] as const));
  const columns: StackedColumn<FinalPlace>[] = [
    {
      key: 'place',
      header: t('standings.final.place'),
      width: 72,
      cell: (row) => (row.shared ? t('standings.final.shared', { place: row.place }) : row.place),
    },
    {
      key: 'team',
      header: t('standings.final.team'),
      cell: (row) => (row.teamId ? (names.get(row.teamId) ?? '–') : t('standings.final.open')),
    },
  ];
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('standings.final.title')}
        </Title>
        <StackedTable
          columns={columns}
          rows={places}
          rowKey={(row) => `${row.place}-${row.teamId ?? places.indexOf(row)}`}
          rowAttributes={() => ({ 'data-testid': 'final-place' })}
          caption={t('standings.final.caption')}
          stacks={false}
          compact
        />
      </Stack>
    </Paper>
  );
}
