import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatMinutes, type CupEvent, type EventGame } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/format';
import { divisionColour } from './division-colours';
import classes from './event-timeline.module.css';

/** Width of one minute: a 10-minute game is 40 px, its division and teams readable; the day scrolls sideways. */
const PX_PER_MINUTE = 4;

type Placed = EventGame & { date: string; start: number; end: number; pitch: number };

const isPlaced = (g: EventGame): g is Placed =>
  g.date !== null && g.start !== null && g.end !== null && g.pitch !== null;

/** Whole hours from before the first kick-off to after the last whistle. */
function daySpan(games: readonly Placed[]): { from: number; to: number } {
  const from = Math.floor(Math.min(...games.map((g) => g.start)) / 60) * 60;
  const to = Math.ceil(Math.max(...games.map((g) => g.end)) / 60) * 60;
  return { from, to: Math.max(to, from + 60) };
}

/**
 * Every pitch of each day of the event, every division's games on them,
 * coloured by division (decision 471). Each game is a link to its
 * division's tournament, its name the block's text with its time and pitch
 * for screen readers; the day scrolls sideways on a phone (Tab or the arrow keys on
 * the focused day), and printed it fits the page.
 */
export function EventTimeline({ event, games }: { event: CupEvent; games: readonly EventGame[] }) {
  const { t, i18n } = useTranslation('events');
  const dayFormat = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'long', day: 'numeric', month: 'long' });
  const divisions = new Map(
    event.divisions.map(
      (d, i) => [d.tournamentId, { label: d.ageClass ?? d.name, colour: divisionColour(i) }] as const,
    ),
  );
  const placed = games.filter(isPlaced);
  const days = [...new Set(placed.map((g) => g.date))].sort();
  if (days.length === 0) return <Text c="dimmed">{t('games.none')}</Text>;
  const team = (side: EventGame['team1']) => side?.name ?? t('games.tbd');

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('timeline.help')}
      </Text>
      {days.map((date) => {
        const ofDay = placed.filter((g) => g.date === date);
        const { from, to } = daySpan(ofDay);
        const span = to - from;
        const at = (minute: number) => `${((minute - from) / span) * 100}%`;
        const title = dayFormat.format(new Date(`${date}T12:00:00Z`));
        const hours = Array.from({ length: span / 60 + 1 }, (_, i) => from + i * 60).slice(0, -1);
        return (
          <Stack key={date} gap="xs">
            <Title order={3} fz="h5">
              {title}
            </Title>
            <div
              className={classes.scroller}
              role="region"
              tabIndex={0}
              aria-label={`${t('timeline.title')}: ${title}`}
              data-testid={`event-timeline-${date}`}
            >
              <div
                className={classes.timeline}
                style={{ width: `calc(var(--lane-label-width) + ${span * PX_PER_MINUTE}px)` }}
              >
                <div className={classes.axis} aria-hidden>
                  <div className={classes.laneLabel} />
                  <div className={classes.track}>
                    {hours.map((hour) => (
                      <span key={hour} className={classes.tick} style={{ left: at(hour) }}>
                        {formatMinutes(hour)}
                      </span>
                    ))}
                  </div>
                </div>
                {event.pitches.map((pitch, index) => {
                  const onPitch = ofDay.filter((g) => g.pitch === index + 1);
                  return (
                    <div key={pitch.id} className={classes.lane} data-testid="event-timeline-lane">
                      <div className={classes.laneLabel}>{pitch.name}</div>
                      <ul className={classes.track} aria-label={pitch.name}>
                        {onPitch.map((g) => {
                          const division = divisions.get(g.tournamentId);
                          const colour = division?.colour ?? 'gray';
                          const label = t('timeline.game', {
                            time: `${formatMinutes(g.start)}–${formatMinutes(g.end)}`,
                            pitch: pitch.name,
                            division: division?.label ?? '?',
                            home: team(g.team1),
                            away: team(g.team2),
                          });
                          return (
                            <li
                              key={g.id}
                              className={classes.block}
                              style={{ left: at(g.start), width: `${((g.end - g.start) / span) * 100}%` }}
                              data-testid="event-timeline-game"
                            >
                              <Link
                                to="/TournamentView/$tournamentId"
                                params={{ tournamentId: g.tournamentId }}
                                className={classes.blockInner}
                                title={label}
                                style={{
                                  ['--division-bar' as string]: `var(--mantine-color-${colour}-filled)`,
                                  ['--division-tint' as string]: `var(--mantine-color-${colour}-0)`,
                                }}
                              >
                                {/* The name is the text itself (time and pitch unseen), as axe asks of a link. */}
                                <VisuallyHidden>
                                  {t('timeline.where', {
                                    time: `${formatMinutes(g.start)}–${formatMinutes(g.end)}`,
                                    pitch: pitch.name,
                                  })}{' '}
                                </VisuallyHidden>
                                <span className={classes.blockDivision}>{division?.label ?? '?'}</span>
                                <VisuallyHidden>, </VisuallyHidden>
                                <span className={classes.blockTeams}>
                                  {team(g.team1)} – {team(g.team2)}
                                </span>
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  );
                })}
              </div>
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
