import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { CupEvent, EventScheduleResponse } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RequestError } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { useScheduleEvent } from '../api/event-api';

type Impact = { running: number; finished: number };

/** The impact the server sends with 409 REGENERATE_NEEDS_CONFIRMATION, read by hand (no zod in a lazy chunk). */
function impactOf(error: unknown): Impact | null {
  if (!isApiError(error) || error.code !== 'REGENERATE_NEEDS_CONFIRMATION') return null;
  const impact = (error.body as { impact?: Partial<Impact> } | undefined)?.impact;
  if (typeof impact?.running !== 'number' || typeof impact.finished !== 'number') return null;
  return { running: impact.running, finished: impact.finished };
}

/** "Generate schedule" for every division at once; asks first when results would be lost; then the result's problems. */
export function GenerateEventSchedule({ event }: { event: CupEvent }) {
  const { t } = useTranslation('events');
  const schedule = useScheduleEvent(event.id);
  const [result, setResult] = useState<EventScheduleResponse | null>(null);
  const [asking, setAsking] = useState<Impact | null>(null);
  const divisionName = (id: string) => {
    const division = event.divisions.find((d) => d.tournamentId === id);
    return division?.ageClass ?? division?.name ?? '?';
  };

  const run = (confirm: boolean) => {
    setAsking(null);
    setResult(null);
    schedule.mutate(confirm ? { confirm } : {}, {
      onSuccess: setResult,
      onError: (error) => {
        const impact = impactOf(error);
        if (impact) {
          schedule.reset();
          setAsking(impact);
        }
      },
    });
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          onClick={() => run(false)}
          loading={schedule.isPending}
          disabled={event.divisions.length === 0}
          data-testid="generate-event-schedule"
        >
          {t('schedule.generate')}
        </Button>
      </Group>
      {asking && (
        <ErrorAlert color="orange" data-testid="event-schedule-confirm">
          <Stack gap="xs" align="flex-start">
            <span>{t('schedule.confirmDiscard', asking)}</span>
            <Group gap="xs">
              <Button size="xs" color="red" onClick={() => run(true)}>
                {t('schedule.confirm')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(null)}>
                {t('schedule.cancel')}
              </Button>
            </Group>
          </Stack>
        </ErrorAlert>
      )}
      {schedule.isError && <RequestError error={schedule.error} />}
      {result && (
        <Stack gap={4} data-testid="event-schedule-result">
          <Text>{t('schedule.done', { games: result.games, unscheduled: result.unscheduled })}</Text>
          {result.problems.map((p) => (
            <ErrorAlert
              key={`${p.code}-${p.tournamentId}`}
              color="orange"
              live={false}
              data-testid="event-schedule-problem"
            >
              {p.code === 'NOT_ENOUGH_TIME'
                ? t('schedule.notEnoughTime', { division: divisionName(p.tournamentId), count: p.leftOver })
                : p.code === 'SAME_CLUB_PAIRS'
                  ? t('schedule.sameClubPairs', { division: divisionName(p.tournamentId), count: p.count })
                  : t('schedule.sameGroupPairs', { division: divisionName(p.tournamentId), count: p.count })}
            </ErrorAlert>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
