import { Group, Stack, Text, Title } from '@mantine/core';
import type { PublicDivision, PublicEvent } from '@touchline/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './results.module.css';
import { Score, StandingsTables, currentGames, divisionLabel, timeOf } from './results-parts';

/** How long the venue screen shows one view before the next. */
export const SCREEN_SLIDE_MS = 12_000;

type Slide = { kind: 'games' } | { kind: 'table'; division: PublicDivision };

/**
 * The clubhouse television (`?view=screen`, decision 460): large type, and it
 * cycles by itself through the games now and next, then each division's
 * tables. The timer is the component's only clock (`slideMs`), so tests
 * drive it with fake timers.
 */
export function VenueScreen({ event, slideMs = SCREEN_SLIDE_MS }: { event: PublicEvent; slideMs?: number }) {
  const { t } = useTranslation('results');
  const slides: Slide[] = [
    { kind: 'games' },
    ...event.divisions
      .filter((d) => d.groups.some((g) => g.rows.length > 0))
      .map((division) => ({ kind: 'table' as const, division })),
  ];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => i + 1), slideMs);
    return () => clearInterval(timer);
  }, [slideMs]);
  const current = slides[index % slides.length]!;
  const { running, upcoming } = currentGames(event);
  const divisions = new Map(event.divisions.map((d) => [d.id, d] as const));
  const team = (side: PublicEvent['games'][number]['team1']) => side?.name ?? t('schedule.tbd');

  return (
    <Stack gap="md" className={classes.screen} data-testid="venue-screen" aria-live="polite">
      <Text c="dimmed" size="sm">
        {t('screen.slide', { current: (index % slides.length) + 1, total: slides.length })}
      </Text>
      {current.kind === 'games' ? (
        <Stack gap="lg" data-testid="venue-screen-games">
          <Title order={2}>{t('screen.now')}</Title>
          {running.length === 0 && <Text>{t('screen.nothing')}</Text>}
          {running.map((g) => (
            <div key={g.id} className={classes.screenGame}>
              <Text inherit>{g.pitchName ?? ''}</Text>
              <Text inherit fw={600}>
                {`${team(g.team1)} – ${team(g.team2)}`}
              </Text>
              <Score game={g} size="xl" />
            </div>
          ))}
          {upcoming.length > 0 && <Title order={2}>{t('screen.next')}</Title>}
          {upcoming.map((g) => (
            <div key={g.id} className={classes.screenGame}>
              <Text inherit>{timeOf(g)}</Text>
              <Text inherit>{`${team(g.team1)} – ${team(g.team2)}`}</Text>
              <Group gap={4}>
                <Text inherit c="dimmed">
                  {[g.pitchName, event.divisions.length > 1 ? divisionLabel(divisions.get(g.divisionId)) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Group>
            </div>
          ))}
        </Stack>
      ) : (
        <Stack gap="md" data-testid="venue-screen-table">
          <Title order={2}>{current.division.name}</Title>
          <StandingsTables division={current.division} />
        </Stack>
      )}
    </Stack>
  );
}
