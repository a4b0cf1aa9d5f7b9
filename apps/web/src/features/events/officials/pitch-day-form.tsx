import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { CupEvent, EventGame, EventOfficial } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { dateTimeFormat } from '../../../lib/format';
import { useAssignPitchDay } from './officials-api';

/** One official for every game on one pitch on one day (overlaps are confirmed as for one game). */
export function PitchDayForm({
  event,
  games,
  officials,
}: {
  event: CupEvent;
  games: readonly EventGame[];
  officials: readonly EventOfficial[];
}) {
  const { t, i18n } = useTranslation('officials');
  const days = [...new Set(games.flatMap((g) => (g.date === null ? [] : [g.date])))].sort();
  const dayFormat = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', day: 'numeric', month: 'short' });
  const [day, setDay] = useState(days[0] ?? '');
  const [pitch, setPitch] = useState('1');
  const [userId, setUserId] = useState(officials[0]?.userId ?? '');
  const assign = useAssignPitchDay(event.id);
  if (days.length === 0 || officials.length === 0) return null;
  const send = (confirm: boolean) =>
    assign.mutate({ date: day || days[0]!, pitch: Number(pitch), userId: userId || officials[0]!.userId, confirm });
  return (
    <>
      <Text fw={600}>{t('assign.pitchDay')}</Text>
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label={t('assign.day')}
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
          data={days.map((d) => ({ value: d, label: dayFormat.format(new Date(`${d}T12:00:00Z`)) }))}
        />
        <NativeSelect
          label={t('assign.pitch')}
          value={pitch}
          onChange={(e) => setPitch(e.currentTarget.value)}
          data={event.pitches.map((p, i) => ({ value: String(i + 1), label: p.name }))}
        />
        <NativeSelect
          label={t('assign.official')}
          value={userId}
          onChange={(e) => setUserId(e.currentTarget.value)}
          data={officials.map((o) => ({ value: o.userId, label: o.name }))}
        />
        <Button variant="light" onClick={() => send(false)} loading={assign.isPending}>
          {t('assign.assignPitchDay')}
        </Button>
      </Group>
      {assign.data && <Text size="sm">{t('assign.assignedCount', { count: assign.data.gameIds.length })}</Text>}
      {assign.isError && (
        <RequestError error={assign.error} lead={t('assign.failed')}>
          {isBusy(assign.error) && (
            <Button size="xs" onClick={() => send(true)}>
              {t('assign.confirm')}
            </Button>
          )}
        </RequestError>
      )}
    </>
  );
}

const isBusy = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'OFFICIAL_NEEDS_CONFIRMATION';
