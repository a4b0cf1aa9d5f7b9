import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { can } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { QueryError } from '../../../../components/query-error';
import { useActor } from '../../../../lib/auth/use-actor';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import { useStandings } from '../../api/standings';
import { TieResolutions } from '../ties/tie-resolutions';
import { SeparationLabel } from './separation-label';
import { groupTables, type GroupTable } from './standings-model';

type OpenTie = { id: string; name: string }[];

/** The form and its schema load when a tie is first resolved (decision 286). */
const TieDialog = lazyDialog(() => import('../ties/tie-dialog').then((module) => module.TieDialog));

/**
 * Teams per group with the server's standings (decision 273): the
 * tournament's preset, fair play from the card events, the criterion that
 * separated each pair of neighbours, and the ties a person still has to
 * resolve. It follows the live channel (the standings key is under the
 * tournament's detail key).
 */
export function StandingsTab({ tournament, games }: { tournament: Tournament; games: Game[] }) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  const standings = useStandings(tournament.id);
  const [open, setOpen] = useState<OpenTie | null>(null);
  const tables = useMemo(
    () => (standings.data ? groupTables(tournament, games, standings.data) : []),
    [tournament, games, standings.data],
  );
  const mayResolve = can(actor, 'tie.resolve');

  if (standings.isError && !standings.data) return <QueryError query={standings} title={t('standings.loadFailed')} />;
  if (!standings.data) return <Skeleton height={240} />;
  if (tables.length === 0) return <Text c="dimmed">{t('view.noData')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('standings.fromServerLive', { rules: standings.data.tieBreak })}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: tables.length > 1 ? 2 : 1 }} spacing="md">
        {tables.map((table) => (
          <StandingsTable
            key={table.serverName}
            table={table}
            tournamentId={tournament.id}
            version={standings.data.version}
            mayResolve={mayResolve}
            onResolve={setOpen}
          />
        ))}
      </SimpleGrid>
      {mayResolve && (
        <TieDialog
          opened={open !== null}
          onClose={() => setOpen(null)}
          tournamentId={tournament.id}
          version={standings.data.version}
          teams={open ?? []}
        />
      )}
    </Stack>
  );
}

function StandingsTable({
  table,
  tournamentId,
  version,
  mayResolve,
  onResolve,
}: {
  table: GroupTable;
  tournamentId: string;
  version: number;
  mayResolve: boolean;
  onResolve: (teams: { id: string; name: string }[]) => void;
}) {
  const { t } = useTranslation('tournaments');
  const caption = table.name === null ? t('standings.captionAll') : t('standings.caption', { group: table.name });
  const names = new Map(table.rows.map((r) => [r.teamId, r.team] as const));
  const name = (id: string) => names.get(id) ?? id;
  // A tie blocks something once the group has finished: before that, results may still separate the teams.
  const groupFinished = table.total > 0 && table.finished === table.total;
  return (
    <Paper withBorder p={{ base: 'xs', md: 'md' }} data-testid="standings-group">
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
        {/* On a phone (below md, 540 px) won, drawn, lost and goals give way to the
            columns that decide the order: played, difference, points, fair play. */}
        <Table.ScrollContainer minWidth={0} type="native">
          <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" striped aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>{t('standings.columns.position')}</Table.Th>
                <Table.Th>{t('standings.columns.team')}</Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.played')}>{t('standings.columns.played')}</abbr>
                </Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  <abbr title={t('standings.columnTitles.won')}>{t('standings.columns.won')}</abbr>
                </Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  <abbr title={t('standings.columnTitles.drawn')}>{t('standings.columns.drawn')}</abbr>
                </Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  <abbr title={t('standings.columnTitles.lost')}>{t('standings.columns.lost')}</abbr>
                </Table.Th>
                <Table.Th ta="right" visibleFrom="md">
                  {t('standings.columns.goals')}
                </Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.difference')}>{t('standings.columns.difference')}</abbr>
                </Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.points')}>{t('standings.columns.points')}</abbr>
                </Table.Th>
                <Table.Th ta="right">
                  <abbr title={t('standings.columnTitles.fairPlay')}>{t('standings.columns.fairPlay')}</abbr>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={row.teamId} data-testid="standings-row">
                  <Table.Td>{row.shared ? `${row.position}=` : row.position}</Table.Td>
                  <Table.Td fw={500}>
                    <Stack gap={2} align="flex-start">
                      <Group gap={4} wrap="wrap">
                        <span>{row.team}</span>
                        {row.playing && (
                          // Its points count the current score: said in words, not only in colour.
                          <Badge
                            component="span"
                            size="xs"
                            color="red"
                            variant="filled"
                            title={t('standings.playingTitle')}
                            aria-label={t('standings.playingTitle')}
                            data-testid="playing-now"
                          >
                            {t('standings.playing')}
                          </Badge>
                        )}
                      </Group>
                      {row.separatedBy && row.nextTeam && (
                        <SeparationLabel criterion={row.separatedBy} nextTeam={row.nextTeam} />
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{row.played}</Table.Td>
                  <Table.Td ta="right" visibleFrom="md">
                    {row.won}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="md">
                    {row.drawn}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="md">
                    {row.lost}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} visibleFrom="md">
                    {row.goalsFor}:{row.goalsAgainst}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {row.points}
                  </Table.Td>
                  <Table.Td ta="right">{row.fairPlay === 0 ? 0 : -row.fairPlay}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {table.finished > 0 &&
          table.unresolvedTies.map((tie) => (
            <Alert
              key={tie.join()}
              color="yellow"
              variant="light"
              icon={<IconScale aria-hidden />}
              p="xs"
              data-testid="unresolved-tie"
            >
              <Group justify="space-between" gap="xs">
                <Text size="sm" style={{ flex: '1 1 12rem' }}>
                  {t('standings.tie', { teams: tie.map(name).join(', ') })}
                </Text>
                {mayResolve && groupFinished && (
                  <Button size="xs" onClick={() => onResolve(tie.map((id) => ({ id, name: name(id) })))}>
                    {t('ties.resolve')}
                  </Button>
                )}
              </Group>
            </Alert>
          ))}
        <TieResolutions
          tournamentId={tournamentId}
          version={version}
          resolutions={table.resolutions}
          teamName={name}
          mayResolve={mayResolve}
        />
      </Stack>
    </Paper>
  );
}
