import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatMinutes, type PublicDivision, type PublicEvent, type PublicGame } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';

type Row = PublicDivision['groups'][number]['rows'][number];

/** A division's short label: its age class, else its name. */
export const divisionLabel = (d: Pick<PublicDivision, 'ageClass' | 'name'> | undefined) =>
  d?.ageClass ?? d?.name ?? '?';

export function timeOf(game: Pick<PublicGame, 'start' | 'end'>): string {
  return game.start === null ? '–' : formatMinutes(game.start);
}

/** The score as it stands: nothing before kick-off, a live badge while running, the shoot-out after a draw. */
export function Score({ game, size = 'sm' }: { game: PublicGame; size?: 'sm' | 'xl' }) {
  const { t } = useTranslation('results');
  if (game.status === 'scheduled') return <Text size={size}>–</Text>;
  const shootout = game.shootout ? ` (${game.shootout.goals1}:${game.shootout.goals2})` : '';
  return (
    <Group gap={6} wrap="nowrap">
      <Text size={size} fw={700} data-testid="public-score">
        {`${game.goals1}:${game.goals2}${shootout}`}
      </Text>
      {game.status === 'running' && (
        <Badge color="red" variant="filled" size={size === 'xl' ? 'lg' : 'xs'}>
          {t('schedule.live')}
        </Badge>
      )}
    </Group>
  );
}

export function StandingsTables({ division }: { division: PublicDivision }) {
  const { t } = useTranslation('results');
  const columns: StackedColumn<Row>[] = [
    { key: 'pos', header: t('standings.position'), cell: (r) => r.position, width: 32 },
    { key: 'team', header: t('standings.team'), cell: (r) => r.team, stacked: 'main', rowHeader: true },
    {
      key: 'p',
      header: <abbr title={t('standings.playedFull')}>{t('standings.played')}</abbr>,
      label: t('standings.playedFull'),
      cell: (r) => r.played,
      align: 'end',
    },
    {
      key: 'w',
      header: <abbr title={t('standings.wonFull')}>{t('standings.won')}</abbr>,
      label: t('standings.wonFull'),
      cell: (r) => r.won,
      align: 'end',
    },
    {
      key: 'd',
      header: <abbr title={t('standings.drawnFull')}>{t('standings.drawn')}</abbr>,
      label: t('standings.drawnFull'),
      cell: (r) => r.drawn,
      align: 'end',
    },
    {
      key: 'l',
      header: <abbr title={t('standings.lostFull')}>{t('standings.lost')}</abbr>,
      label: t('standings.lostFull'),
      cell: (r) => r.lost,
      align: 'end',
    },
    { key: 'g', header: t('standings.goals'), cell: (r) => `${r.goalsFor}:${r.goalsAgainst}`, align: 'end' },
    {
      key: 'gd',
      header: <abbr title={t('standings.differenceFull')}>{t('standings.difference')}</abbr>,
      label: t('standings.differenceFull'),
      cell: (r) => r.goalDifference,
      align: 'end',
    },
    {
      key: 'pts',
      header: <abbr title={t('standings.pointsFull')}>{t('standings.points')}</abbr>,
      label: t('standings.pointsFull'),
      cell: (r) => r.points,
      align: 'end',
      stacked: 'end',
    },
  ];
  return (
    <Stack gap="sm">
      {division.groups.map((group) => {
        const caption = `${divisionLabel(division)} – ${group.name ? t('standings.group', { name: group.name }) : t('standings.table')}`;
        return (
          <StackedTable
            key={group.name || 'table'}
            columns={columns}
            rows={group.rows}
            rowKey={(r) => r.teamId}
            caption={caption}
            verticalSpacing="xs"
            testId="public-standings"
          />
        );
      })}
    </Stack>
  );
}

export function BracketView({ division }: { division: PublicDivision }) {
  const { t } = useTranslation('results');
  const bracket = division.bracket;
  if (!bracket) return null;
  const rounds = [...new Set(bracket.games.map((g) => `${g.playoff}:${g.round}`))];
  return (
    <Stack gap="xs" data-testid="public-bracket">
      <Title order={3} fz="h4">
        {t('bracket.title')}
      </Title>
      {rounds.map((key) => {
        const [playoff, round] = key.split(':').map(Number) as [number, number];
        const games = bracket.games.filter((g) => g.playoff === playoff && g.round === round);
        const last = round === bracket.rounds;
        const label = `${playoff > 0 ? `${t('bracket.playoff', { letter: String.fromCharCode(65 + playoff) })} · ` : ''}${last && playoff === 0 ? t('bracket.final') : t('bracket.round', { round })}`;
        return (
          <Stack key={key} gap={2}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {games.map((g) => (
              <Group key={g.id} gap="xs" wrap="nowrap">
                <Text size="sm" fw={g.winnerTeamId && g.winnerTeamId === g.team1Id ? 700 : 400}>
                  {g.team1 ?? t('schedule.tbd')}
                </Text>
                <Text size="sm" c="dimmed">
                  {g.status === 'scheduled'
                    ? '–'
                    : `${g.goals1}:${g.goals2}${g.shootout ? ` (${g.shootout.goals1}:${g.shootout.goals2})` : ''}`}
                </Text>
                <Text size="sm" fw={g.winnerTeamId && g.winnerTeamId === g.team2Id ? 700 : 400}>
                  {g.team2 ?? t('schedule.tbd')}
                </Text>
              </Group>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The games running now and the next ones to kick off, for the venue screen. */
export function currentGames(event: PublicEvent, next = 4): { running: PublicGame[]; upcoming: PublicGame[] } {
  const running = event.games.filter((g) => g.status === 'running');
  const upcoming = event.games.filter((g) => g.status === 'scheduled' && g.start !== null).slice(0, next);
  return { running, upcoming };
}
