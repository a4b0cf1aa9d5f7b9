import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game, Tournament } from '../../../../lib/tournaments/tournament-types';
import type { GameLabels } from '../view/game-labels';
import { gameEnd, hourTicks, spanPosition, type PlacedGame, type ScheduleDay } from './schedule-model';
import classes from './schedule.module.css';

/** Width of one minute on the axis: a 25-minute game is 80 px, wide enough for two short names. */
const PX_PER_MINUTE = 3.2;

interface DayTimelineProps {
  day: ScheduleDay;
  tournament: Pick<Tournament, 'settings' | 'dateFrom' | 'dateTo'>;
  labels: GameLabels;
  /** Games to show; others are left out (the "my teams" filter). */
  visible: (game: Game) => boolean;
  /** Set for organisers: a game block becomes a button that opens the move dialog. */
  onMove?: (game: Game) => void;
}

/**
 * One day as a picture: a lane per pitch, each game a block from its
 * kick-off to its final whistle, the break shaded. The axis is wider than a
 * phone: the picture scrolls sideways while the pitch names stay put.
 * Every block is a list item with the game spelled out, so the picture reads
 * the same with a screen reader, and organisers reach each block by Tab.
 */
export function DayTimeline({ day, tournament, labels, visible, onMove }: DayTimelineProps) {
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
        {day.pitches.map((pitch) => (
          <div key={pitch} className={classes.lane} data-testid={`lane-${day.date}-${pitch}`}>
            <div className={classes.laneLabel}>
              <Text size="sm" fw={600}>
                {t('schedule.pitch', { pitch })}
              </Text>
            </div>
            <ul className={classes.track} aria-label={t('schedule.pitch', { pitch })}>
              {day.pause && (
                <li
                  className={classes.pause}
                  style={position(day, day.pause.from, day.pause.to)}
                  aria-label={`${t('schedule.pause')} ${labels.time(day.pause.from)}–${labels.time(day.pause.to)}`}
                >
                  <span aria-hidden>{t('schedule.pause')}</span>
                </li>
              )}
              {shown
                .filter((game) => game.pitch === pitch)
                .map((game) => (
                  <GameBlock
                    key={game.id}
                    game={game}
                    day={day}
                    end={gameEnd(game, tournament)}
                    labels={labels}
                    onMove={onMove}
                  />
                ))}
            </ul>
          </div>
        ))}
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
}: {
  game: PlacedGame;
  day: ScheduleDay;
  end: number;
  labels: GameLabels;
  onMove?: (game: Game) => void;
}) {
  const { t } = useTranslation('tournaments');
  const title = t('schedule.gameTitle', {
    from: labels.time(game.start),
    to: labels.time(end),
    pitch: game.pitch,
    team1: labels.team1(game),
    team2: labels.team2(game),
  });
  const body = (
    <>
      <span className={classes.blockTime}>
        {labels.time(game.start)} · {labels.stage(game)}
      </span>
      <span className={classes.blockTeams}>{labels.team1(game)}</span>
      <span className={classes.blockTeams}>{labels.team2(game)}</span>
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
      style={position(day, game.start, end)}
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
