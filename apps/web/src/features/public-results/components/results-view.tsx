import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicEvent, PublicGame } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { dateTimeFormat } from '../../../lib/format';
import classes from './results.module.css';
import { BracketView, Score, StandingsTables, divisionLabel, timeOf } from './results-parts';

/** The whole public page: champions, the schedule day by day with pitch and score, each division's tables and knockout. */
export function ResultsView({ event }: { event: PublicEvent }) {
  const { t, i18n } = useTranslation('results');
  const dayFormat = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'long', day: 'numeric', month: 'long' });
  const divisions = new Map(event.divisions.map((d) => [d.id, d] as const));
  const champions = event.divisions.filter((d) => d.champion !== null);
  const byDate = new Map<string, PublicGame[]>();
  for (const game of event.games) byDate.set(game.date ?? '', [...(byDate.get(game.date ?? '') ?? []), game]);
  const team = (side: PublicGame['team1']) => side?.name ?? t('schedule.tbd');
  const columns: StackedColumn<PublicGame>[] = [
    { key: 'time', header: t('schedule.time'), cell: timeOf, stacked: 'lead', width: 64 },
    { key: 'pitch', header: t('schedule.pitch'), cell: (g) => g.pitchName ?? '–' },
    ...(event.divisions.length > 1
      ? [
          {
            key: 'division',
            header: t('schedule.division'),
            cell: (g: PublicGame) => divisionLabel(divisions.get(g.divisionId)),
          },
        ]
      : []),
    { key: 'game', header: t('schedule.game'), cell: (g) => `${team(g.team1)} – ${team(g.team2)}`, stacked: 'main' },
    { key: 'score', header: t('schedule.score'), cell: (g) => <Score game={g} />, stacked: 'end' },
  ];

  return (
    <Stack gap="lg">
      {champions.length > 0 && (
        <Paper withBorder p="md" className={classes.division} data-testid="public-champions">
          <Title order={2} fz="h3">
            {t('champions.title')}
          </Title>
          <Stack gap={4} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {champions.map((d) => (
              <Text component="li" key={d.id} fw={600}>
                {t('champions.division', { division: divisionLabel(d), team: d.champion })}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('schedule.title')}
        </Title>
        {event.games.length === 0 && <Text c="dimmed">{t('schedule.none')}</Text>}
        {[...byDate.entries()]
          .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
          .map(([date, rows]) => {
            const title = date === '' ? t('schedule.unplaced') : dayFormat.format(new Date(`${date}T12:00:00Z`));
            return (
              <Stack key={date || 'unplaced'} gap="xs" className={classes.day}>
                <Title order={3} fz="h4">
                  {title}
                </Title>
                <StackedTable
                  columns={columns}
                  rows={rows}
                  rowKey={(g) => g.id}
                  rowAttributes={() => ({ 'data-testid': 'public-game' })}
                  caption={title}
                  verticalSpacing="xs"
                />
              </Stack>
            );
          })}
      </Stack>
      {event.divisions.map((d) => (
        <Stack key={d.id} gap="sm" className={classes.division} data-testid="public-division">
          <Group gap="xs">
            <Title order={2} fz="h3">
              {d.name}
            </Title>
            {d.ageClass && <Badge variant="light">{d.ageClass}</Badge>}
          </Group>
          {d.champion && (
            <Text fw={700}>{t('champions.division', { division: divisionLabel(d), team: d.champion })}</Text>
          )}
          <StandingsTables division={d} />
          <BracketView division={d} />
        </Stack>
      ))}
    </Stack>
  );
}
