import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { can, groupLabel } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { QueryError } from '../../../../components/query-error';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';
import { useActor } from '../../../../lib/auth/use-actor';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import { useStandings } from '../../api/standings';
import { TieResolutions } from '../ties/tie-resolutions';
import { FinalStandings } from './final-standings';
import { SeparationLabel } from './separation-label';
import { groupTables, type GroupTable, type TableRow } from './standings-model';

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
      {standings.data.places && standings.data.places.length > 0 && (
        <FinalStandings tournament={tournament} places={standings.data.places} />
      )}
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
  const caption =
    table.name === null ? t('standings.captionAll') : t('standings.caption', { group: groupLabel(table.name) });
  const names = new Map(table.rows.map((r) => [r.teamId, r.team] as const));
  const name = (id: string) => names.get(id) ?? id;
  // A tie blocks something once the group has finished: before that, results may still separate the teams.
  const groupFinished = table.total > 0 && table.finished === table.total;
  const abbr = (key: 'played' | 'won' | 'drawn' | 'lost' | 'difference' | 'points' | 'fairPlay') => (
    <abbr title={t(`standings.columnTitles.${key}`)}>{t(`standings.columns.${key}`)}</abbr>
  );
  // On a phone (below md, 540 px) won, drawn, lost and goals give way to the
  // columns that decide the order: played, difference, points, fair play.
  const wide = 'mantine-visible-from-md';
  const columns: StackedColumn<TableRow>[] = [
    {
      key: 'position',
      header: t('standings.columns.position'),
      width: 36,
      cell: (row) => (row.shared ? `${row.position}=` : row.position),
    },
    {
      key: 'team',
      header: t('standings.columns.team'),
      cell: (row) => (
        <Stack gap={2} align="flex-start" fw={500}>
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
          {row.separatedBy && row.nextTeam && <SeparationLabel criterion={row.separatedBy} nextTeam={row.nextTeam} />}
        </Stack>
      ),
    },
    { key: 'played', header: abbr('played'), align: 'end', cell: (row) => row.played },
    { key: 'won', header: abbr('won'), align: 'end', className: wide, cell: (row) => row.won },
    { key: 'drawn', header: abbr('drawn'), align: 'end', className: wide, cell: (row) => row.drawn },
    { key: 'lost', header: abbr('lost'), align: 'end', className: wide, cell: (row) => row.lost },
    {
      key: 'goals',
      header: t('standings.columns.goals'),
      align: 'end',
      className: wide,
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{`${row.goalsFor}:${row.goalsAgainst}`}</span>,
    },
    {
      key: 'difference',
      header: abbr('difference'),
      align: 'end',
      cell: (row) => (row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference),
    },
    {
      key: 'points',
      header: abbr('points'),
      align: 'end',
      cell: (row) => (
        <Text span inherit fw={700}>
          {row.points}
        </Text>
      ),
    },
    {
      key: 'fairPlay',
      header: abbr('fairPlay'),
      align: 'end',
      cell: (row) => (row.fairPlay === 0 ? 0 : -row.fairPlay),
    },
  ];
  return (
    <Paper withBorder p={{ base: 'xs', md: 'md' }} data-testid="standings-group">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4">
            {table.name === null ? t('standings.table') : t('standings.group', { group: groupLabel(table.name) })}
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
        <StackedTable
          columns={columns}
          rows={table.rows}
          rowKey={(row) => row.teamId}
          rowAttributes={() => ({ 'data-testid': 'standings-row' })}
          caption={caption}
          stacks={false}
          compact
        />
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
