import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../../../../entities/tournament/tournament-types';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import {
  gameEnd,
  hourTicks,
  spanPosition,
  type PlacedGame,
  type ScheduleDay,
} from '../../../../entities/tournament/schedule-model';
import { ConflictMark } from './conflict-mark';
import { overlapRows } from './overlap-rows';
import classes from './schedule.module.css';

/**
 * Width of one minute on the axis: a 25-minute game is 150 px, room for a
 * club name of about 20 characters a line, and a longer one wraps to a
 * second line (names were cut to 6 characters at 3.2 px). The day scrolls
 * sideways at every width; the hour lines in schedule.module.css match.
 */
const PX_PER_MINUTE = 6;

interface DayTimelineProps {
  day: ScheduleDay;
  tournament: Pick<Tournament, 'settings' | 'dateFrom' | 'dateTo'>;
  labels: GameLabels;
  /** Games to show; others are left out (the "my teams" filter). */
  visible: (game: Game) => boolean;
  /** Set for organisers: a game block becomes a button that opens the move dialog. */
  onMove?: (game: Game) => void;
  /** Games with an open conflict (decision 421): marked, and overlapping ones drawn one under the other. */
  conflicted?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * One day as a picture: a lane per pitch, each game a block from its
 * kick-off to its final whistle, the break shaded. The axis is wider than a
 * phone: the picture scrolls sideways while the pitch names stay put.
 * Every block is a list item with the game spelled out, so the picture reads
 * the same with a screen reader, and organisers reach each block by Tab.
 */
export function DayTimeline({ day, tournament, labels, visible, onMove, conflicted = NONE }: DayTimelineProps) {
  const { t } = useTranslation('tournaments');
  const width = (day.to - day.from) * PX_PER_MINUTE;
  const shown = day.games.filter(visible);

  return (
    <div
      className={classes.scroller}
      role="region"
      tabIndex={0}
      aria-label={t('schedule.timelineLabel', { day: labels.day(day.date) })}
      data-testid={`timeline-${day.date}`}
    >
      <div className={classes.timeline} style={{ width: `calc(var(--lane-label-width) + ${width}px)` }}>
        <div className={classes.axis} aria-hidden>
          <div className={classes.laneLabel} />
          <div className={classes.track}>
            {hourTicks(day).map((tick) => (
              <span key={tick} className={classes.tick} style={{ left: `${spanPosition(day, tick, tick).left}%` }}>
                {labels.time(tick)}
              </span>
            ))}
          </div>
        </div>
        {day.pitches.map((pitch) => {
          const onPitch = shown
            .filter((game) => game.pitch === pitch)
            .map((game) => ({ game, end: gameEnd(game, tournament) }));
          const { rows, rowOf } = overlapRows(
            onPitch.map(({ game, end }) => ({ id: game.id, start: game.start, end })),
          );
          return (
            <div key={pitch} className={classes.lane} data-testid={`lane-${day.date}-${pitch}`}>
              <div className={classes.laneLabel}>
                <Text size="sm" fw={600}>
                  {t('schedule.pitch', { pitch })}
                </Text>
              </div>
              <ul
                className={classes.track}
                aria-label={t('schedule.pitch', { pitch })}
                style={rows > 1 ? { height: `calc(var(--lane-height) * ${rows})` } : undefined}
              >
                {day.pause && (
                  <li
                    className={classes.pause}
                    style={position(day, day.pause.from, day.pause.to)}
                    aria-label={`${t('schedule.pause')} ${labels.time(day.pause.from)}–${labels.time(day.pause.to)}`}
                  >
                    <span aria-hidden>{t('schedule.pause')}</span>
                  </li>
                )}
                {onPitch.map(({ game, end }) => (
                  <GameBlock
                    key={game.id}
                    game={game}
                    day={day}
                    end={end}
                    labels={labels}
                    onMove={onMove}
                    conflict={conflicted.has(game.id)}
                    row={rows > 1 ? (rowOf.get(game.id) ?? 0) : null}
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function position(day: ScheduleDay, from: number, to: number) {
  const { left, width } = spanPosition(day, from, to);
  return { left: `${left}%`, width: `${width}%` };
}

function GameBlock({
  game,
  day,
  end,
  labels,
  onMove,
  conflict,
  row,
}: {
  game: PlacedGame;
  day: ScheduleDay;
  end: number;
  labels: GameLabels;
  onMove?: (game: Game) => void;
  conflict: boolean;
  /** The row inside an overlapping lane; null when the lane has one row. */
  row: number | null;
}) {
  const { t } = useTranslation('tournaments');
  const title =
    t('schedule.gameTitle', {
      from: labels.time(game.start),
      to: labels.time(end),
      pitch: game.pitch,
      team1: labels.team1(game),
      team2: labels.team2(game),
    }) + (conflict ? ` (${t('scheduleConflicts.mark')})` : '');
  const body = (
    <>
      <span className={classes.blockTime}>
        {labels.time(game.start)} · {labels.stage(game)}
      </span>
      {conflict && <ConflictMark compact />}
      <span className={classes.blockTeams} data-testid="block-team">
        {labels.team1(game)}
      </span>
      <span className={classes.blockTeams} data-testid="block-team">
        {labels.team2(game)}
      </span>
      {game.status !== 'scheduled' && (
        <span className={classes.blockScore}>
          {game.goals1}:{game.goals2}
        </span>
      )}
    </>
  );
  return (
    <li
      className={classes.block}
      style={{
        ...position(day, game.start, end),
        ...(row === null
          ? {}
          : {
              top: `calc(var(--lane-height) * ${row} + 0.3rem)`,
              bottom: 'auto',
              height: 'calc(var(--lane-height) - 0.6rem)',
            }),
      }}
      data-conflict={conflict || undefined}
      data-phase={game.phase}
      data-status={game.status}
      data-testid="timeline-game"
      data-game-id={game.id}
      title={title}
    >
      {onMove ? (
        <UnstyledButton className={classes.blockInner} onClick={() => onMove(game)}>
          {/* Named by what it shows (WCAG 2.5.3), the action said after it. */}
          {body}
          <VisuallyHidden>{t('schedule.move')}</VisuallyHidden>
        </UnstyledButton>
      ) : (
        <div className={classes.blockInner} aria-label={title} role="group">
          {body}
        </div>
      )}
    </li>
  );
}
