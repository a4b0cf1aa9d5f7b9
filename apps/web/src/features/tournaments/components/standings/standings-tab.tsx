import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import { groupTables, type GroupTable } from './standings-model';

/** Teams per group with their standings, computed in the browser from the games as they are. */
export function StandingsTab({ tournament, games }: { tournament: Tournament; games: Game[] }) {
  const { t } = useTranslation('tournaments');
  const tables = useMemo(() => groupTables(tournament, games), [tournament, games]);
  if (tables.length === 0) return <Text c="dimmed">{t('view.noData')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('standings.fromGames', { rules: tournament.tieBreak })}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: tables.length > 1 ? 2 : 1 }} spacing="md">
        {tables.map((table) => (
          <StandingsTable key={table.name ?? ''} table={table} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function StandingsTable({ table }: { table: GroupTable }) {
  const { t } = useTranslation('tournaments');
  const caption = table.name === null ? t('standings.captionAll') : t('standings.caption', { group: table.name });
  const names = new Map(table.rows.map((r) => [r.team, r.name] as const));
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="standings-group">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4">
            {table.name === null ? t('standings.table') : t('standings.group', { group: table.name })}
          </Title>
          <Badge variant="light" color="gray">
            {t('standings.progress', { finished: table.finished, total: table.total })}
          </Badge>
        </Group>
        {table.advancement && (
          <Text size="sm" c="dimmed">
            {t(`standings.advancement.${table.advancement}`)}
          </Text>
        )}
        <Table.ScrollContainer minWidth={0} type="native">
          <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" striped aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>{t('standings.columns.position')}</Table.Th>
                <Table.Th>{t('standings.columns.team')}</Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.played')}>{t('standings.columns.played')}</abbr>
                </Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.won')}>{t('standings.columns.won')}</abbr>
                </Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.drawn')}>{t('standings.columns.drawn')}</abbr>
                </Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.lost')}>{t('standings.columns.lost')}</abbr>
                </Table.Th>
                <Table.Th ta="right">{t('standings.columns.goals')}</Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.difference')}>{t('standings.columns.difference')}</abbr>
                </Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.points')}>{t('standings.columns.points')}</abbr>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={row.team} data-testid="standings-row">
                  <Table.Td>{row.shared ? `${row.position}=` : row.position}</Table.Td>
                  <Table.Td fw={500}>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.played}</Table.Td>
                  <Table.Td ta="right">{row.won}</Table.Td>
                  <Table.Td ta="right">{row.drawn}</Table.Td>
                  <Table.Td ta="right">{row.lost}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {row.goalsFor}:{row.goalsAgainst}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {row.points}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {table.finished > 0 &&
          table.unresolvedTies.map((tie) => (
            <Alert key={tie.join()} color="yellow" variant="light" icon={<IconScale aria-hidden />} p="xs">
              <Text size="sm">{t('standings.tie', { teams: tie.map((id) => names.get(id) ?? id).join(', ') })}</Text>
            </Alert>
          ))}
      </Stack>
    </Paper>
  );
}
