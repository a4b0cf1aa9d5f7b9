import { Alert, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameConflicts } from '../../../../entities/tournament/tournament-types';
import type { GamesTabProps } from '../view/view-tabs';
import { DayTimeline } from './day-timeline';
import { OpenConflicts } from './open-conflicts';
import { PitchLists } from './pitch-lists';
import { involves, isPlaced, ownTeamIds, scheduleDays } from '../../../../entities/tournament/schedule-model';
import { TeamSchedules } from './team-schedules';
import { UnplacedGames } from './unplaced-games';

interface ScheduleTabProps extends GamesTabProps {
  /** The actor's clubs: with teams in the tournament, a "my teams" filter appears. */
  clubIds: readonly string[];
  onMove?: (game: Game) => void;
  /** The schedule's open conflicts (decision 421): marked on every game and listed above the schedule. */
  conflicts?: readonly GameConflicts[];
}

const NO_CONFLICTS: readonly GameConflicts[] = [];

type View = 'timeline' | 'byPitch' | 'byTeam';

/** The schedule: a timeline per day and a list per team, with unplaced games listed apart, never hidden. */
export function ScheduleTab({
  tournament,
  games,
  labels,
  clubIds,
  onMove,
  conflicts = NO_CONFLICTS,
}: ScheduleTabProps) {
  const { t } = useTranslation('tournaments');
  const [view, setView] = useState<View>('timeline');
  const mine = useMemo(() => ownTeamIds(tournament, clubIds), [tournament, clubIds]);
  const [onlyMine, setOnlyMine] = useState(false);
  const filtering = onlyMine && mine.size > 0;
  const visible = (game: Game) => !filtering || involves(game, mine);
  const days = useMemo(() => scheduleDays(tournament, games), [tournament, games]);
  const unplaced = games.filter((game) => !isPlaced(game));
  const conflicted = useMemo(() => new Set(conflicts.map((c) => c.gameId)), [conflicts]);

  if (games.length === 0) {
    return (
      <Alert icon={<IconCalendarOff aria-hidden />} color="gray" data-testid="no-schedule">
        {t('schedule.noSchedule')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as View)}
          aria-label={t('schedule.views.label')}
          data={[
            { value: 'timeline', label: t('schedule.views.timeline') },
            { value: 'byPitch', label: t('pitchLists.view') },
            { value: 'byTeam', label: t('schedule.views.byTeam') },
          ]}
        />
        {mine.size > 0 && (
          <SegmentedControl
            value={onlyMine ? 'mine' : 'all'}
            onChange={(value) => setOnlyMine(value === 'mine')}
            aria-label={t('schedule.filter.label')}
            data={[
              { value: 'all', label: t('schedule.filter.all') },
              { value: 'mine', label: t('schedule.filter.mine') },
            ]}
            data-testid="team-filter"
          />
        )}
      </Group>
      {onMove && (
        <Text size="sm" c="dimmed">
          {t('schedule.moveHint')}
        </Text>
      )}
      <OpenConflicts conflicts={conflicts} tournament={tournament} games={games} labels={labels} onMove={onMove} />
      {unplaced.length > 0 && (
        <UnplacedGames games={unplaced.filter(visible)} total={unplaced.length} labels={labels} onMove={onMove} />
      )}
      {view === 'timeline' ? (
        <Stack gap="lg">
          <Text size="xs" c="dimmed" hiddenFrom="md">
            <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {t('schedule.scrollHint')}
          </Text>
          {days.map((day) => {
            const shown = day.games.filter(visible);
            const heading = day.name
              ? t('schedule.dayNamed', { day: labels.day(day.date), name: day.name })
              : labels.day(day.date);
            return (
              <section key={day.date} aria-labelledby={`day-${day.date}`}>
                <Title order={3} fz="h4" mb="xs" id={`day-${day.date}`}>
                  {heading}
                </Title>
                {shown.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {filtering ? t('schedule.noGamesMine') : t('schedule.noGamesDay')}
                  </Text>
                ) : (
                  <>
                    <DayTimeline
                      day={day}
                      tournament={tournament}
                      labels={labels}
                      visible={visible}
                      onMove={onMove}
                      conflicted={conflicted}
                    />
                    <VisuallyHidden>{t('schedule.teamGames', { count: shown.length })}</VisuallyHidden>
                  </>
                )}
              </section>
            );
          })}
        </Stack>
      ) : view === 'byPitch' ? (
        <PitchLists
          days={days}
          tournament={tournament}
          labels={labels}
          visible={visible}
          onMove={onMove}
          conflicted={conflicted}
        />
      ) : (
        <TeamSchedules
          tournament={tournament}
          games={games}
          labels={labels}
          teamIds={filtering ? mine : null}
          onMove={onMove}
          conflicted={conflicted}
        />
      )}
    </Stack>
  );
}
