import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import {
  dateRange,
  estimateWorkload,
  type Advancement,
  type ScheduleSettings,
  type TournamentType,
} from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../entities/tournament/tournament-format';
import classes from './setup.module.css';
import { IntegerInput } from '../../../components/integer-input';

interface WorkloadEstimateProps {
  type: TournamentType;
  /** Teams entered so far. */
  teamCount: number;
  /** Groups drawn so far (group stage); 0 = core's default of about four teams a group. */
  groupCount: number;
  advancement: Advancement | undefined;
  settings: ScheduleSettings;
  /** Let the organiser try another number of teams (the schedule step comes before the teams). */
  adjustableTeams?: boolean;
}

function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Core's workload estimate, recomputed on every change: games, playing
 * minutes, days needed, and whether it fits, with one bar per day.
 */
export function WorkloadEstimate({
  type,
  teamCount,
  groupCount,
  advancement,
  settings,
  adjustableTeams = false,
}: WorkloadEstimateProps) {
  const { t, i18n } = useTranslation('tournaments');
  const [plannedTeams, setPlannedTeams] = useState<number | null>(null);
  const teams = adjustableTeams && plannedTeams !== null ? plannedTeams : teamCount;
  const outcome = useMemo(
    () =>
      estimateWorkload({
        type,
        teamCount: teams,
        ...(groupCount > 0 ? { groupCount } : {}),
        ...(advancement ? { advancement } : {}),
        settings,
      }),
    [type, teams, groupCount, advancement, settings],
  );
  const dates = useMemo(() => dateRange(settings.dateFrom, settings.dateTo), [settings.dateFrom, settings.dateTo]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="workload-title" data-testid="workload">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={3} size="h4" id="workload-title">
            {t('setup.workload.title')}
          </Title>
          {adjustableTeams && (
            <IntegerInput
              label={t('setup.workload.teams')}
              value={teams}
              onChange={(next) => setPlannedTeams(next ?? 0)}
              max={512}
              w={140}
              size="xs"
            />
          )}
        </Group>
        <div aria-live="polite" aria-atomic="true">
          {!outcome.ok ? (
            <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="workload-unavailable">
              {outcome.code === 'NOT_ENOUGH_TEAMS' ? t('setup.workload.notEnoughTeams') : t('setup.workload.invalid')}
            </Alert>
          ) : (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="xs">
                <Figure label={t('setup.workload.games')} value={String(outcome.games.total)} testId="workload-games" />
                <Figure
                  label={t('setup.workload.playingTime')}
                  value={t('setup.workload.hours', { time: hoursAndMinutes(outcome.playingMinutes) })}
                  testId="workload-minutes"
                />
                <Figure
                  label={t('setup.workload.days')}
                  value={
                    outcome.daysNeeded === null
                      ? '–'
                      : t('setup.workload.daysOf', { needed: outcome.daysNeeded, available: outcome.daysAvailable })
                  }
                  testId="workload-days"
                />
                <div>
                  <Text size="xs" c="dimmed">
                    {t('setup.workload.verdict')}
                  </Text>
                  {outcome.fits ? (
                    <Badge color="teal" leftSection={<IconCheck size={12} aria-hidden />} data-testid="workload-fits">
                      {t('setup.workload.fits')}
                    </Badge>
                  ) : (
                    <Badge
                      color="red"
                      leftSection={<IconAlertTriangle size={12} aria-hidden />}
                      data-testid="workload-fits"
                    >
                      {t('setup.workload.doesNotFit')}
                    </Badge>
                  )}
                </div>
              </SimpleGrid>
              {outcome.games.knockout > 0 && (
                <Text size="sm" c="dimmed">
                  {t('setup.workload.split', { main: outcome.games.main, knockout: outcome.games.knockout })}
                </Text>
              )}
              <Stack gap={6} aria-label={t('setup.workload.perDay')} role="list">
                {outcome.gamesPerDay.map((planned, index) => {
                  const capacity = outcome.capacityPerDay[index] ?? 0;
                  const date = dates[index];
                  return (
                    <div key={date ?? index} className={classes.dayBar} role="listitem">
                      <Text size="sm">{date ? formatDay(date, i18n.resolvedLanguage) : index + 1}</Text>
                      <Progress
                        value={capacity === 0 ? 0 : (planned / capacity) * 100}
                        color={outcome.fits ? 'teal' : 'orange'}
                        aria-hidden
                      />
                      <Text size="sm" c="dimmed">
                        {t('setup.workload.dayLoad', { planned, capacity })}
                      </Text>
                    </div>
                  );
                })}
              </Stack>
              {!outcome.fits && (
                <Text size="sm" c="red">
                  {t('setup.workload.doesNotFitHint')}
                </Text>
              )}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
