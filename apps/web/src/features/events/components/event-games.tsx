import { Badge, Stack, Text, Title } from '@mantine/core';
import { formatMinutes, type CupEvent, type EventGame } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { dateTimeFormat } from '../../../lib/format';
import { divisionColour } from './division-colours';

type Division = { label: string; colour: string };

/** The event's games day by day, by kick-off and pitch, each with its division's colour and name. */
export function EventGames({ event, games }: { event: CupEvent; games: readonly EventGame[] }) {
  const { t, i18n } = useTranslation('events');
  const dayFormat = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'long', day: 'numeric', month: 'long' });
  const divisions = new Map<string, Division>(
    event.divisions.map((d, i) => [d.tournamentId, { label: d.ageClass ?? d.name, colour: divisionColour(i) }]),
  );
  const byDate = new Map<string, EventGame[]>();
  for (const game of games) {
    const key = game.date ?? '';
    byDate.set(key, [...(byDate.get(key) ?? []), game]);
  }
  const team = (side: EventGame['team1']) => side?.name ?? t('games.tbd');
  const columns: StackedColumn<EventGame>[] = [
    {
      key: 'time',
      header: t('games.time'),
      stacked: 'main',
      cell: (g) => (g.start === null ? '–' : `${formatMinutes(g.start)}–${formatMinutes(g.end ?? g.start)}`),
    },
    { key: 'pitch', header: t('games.pitch'), cell: (g) => g.pitchName ?? '–' },
    {
      key: 'division',
      header: t('games.division'),
      cell: (g) => {
        const division = divisions.get(g.tournamentId);
        return (
          <Badge color={division?.colour ?? 'gray'} variant="light" data-testid="event-game-division">
            {division?.label ?? '?'}
          </Badge>
        );
      },
    },
    { key: 'game', header: t('games.game'), cell: (g) => `${team(g.team1)} – ${team(g.team2)}` },
  ];
  if (games.length === 0) return <Text c="dimmed">{t('games.none')}</Text>;
  return (
    <Stack gap="md">
      {[...byDate.entries()]
        .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
        .map(([date, rows]) => {
          const title = date === '' ? t('games.unplaced') : dayFormat.format(new Date(`${date}T12:00:00Z`));
          return (
            <Stack key={date || 'unplaced'} gap="xs">
              <Title order={3} fz="h4">
                {title}
              </Title>
              <StackedTable
                columns={columns}
                rows={rows}
                rowKey={(g) => g.id}
                rowAttributes={() => ({ 'data-testid': 'event-game' })}
                caption={title}
                verticalSpacing="xs"
              />
            </Stack>
          );
        })}
    </Stack>
  );
}
