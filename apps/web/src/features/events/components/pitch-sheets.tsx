import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { CupEvent } from '@touchline/core';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { dateTimeFormat } from '../../../lib/format';
import { pitchSheetFileName, pitchSheetUrl, useDownloadPitchSheet } from '../api/pitch-sheet-pdf';
import { datesOf } from './event-dates';

/**
 * "Pitch sheets" on the event page (decision 469): choose a pitch and a day,
 * download the sheet for the table at that pitch. A real link (new tab,
 * "save as" work); a plain click fetches it in the page to show progress
 * and a translated error.
 */
export function PitchSheets({ event }: { event: CupEvent }) {
  const { t, i18n } = useTranslation('events');
  const { errorMessage } = useErrorMessages();
  const download = useDownloadPitchSheet();
  const days = datesOf(event.dateFrom, event.dateTo);
  const [pitchId, setPitchId] = useState(event.pitches[0]?.id ?? '');
  const [date, setDate] = useState(days[0] ?? event.dateFrom);
  const dayFormat = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', day: 'numeric', month: 'short' });
  const pitch = event.pitches.find((p) => p.id === pitchId) ?? event.pitches[0];
  if (!pitch) return null;
  const locale = i18n.resolvedLanguage;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (download.isPending) return;
    download.mutate(
      { eventId: event.id, eventName: event.name, pitchId: pitch.id, pitchName: pitch.name, date, locale },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
    );
  };
  return (
    <SectionPanel title={t('pitchSheet.section')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('pitchSheet.help')}
        </Text>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('pitchSheet.pitch')}
            value={pitch.id}
            onChange={(e) => setPitchId(e.currentTarget.value)}
            data={event.pitches.map((p) => ({ value: p.id, label: p.name }))}
            data-testid="pitch-sheet-pitch"
          />
          <NativeSelect
            label={t('pitchSheet.day')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            data={days.map((d) => ({ value: d, label: dayFormat.format(new Date(`${d}T12:00:00Z`)) }))}
            data-testid="pitch-sheet-day"
          />
          <Button
            component="a"
            href={pitchSheetUrl(event.id, pitch.id, date, locale)}
            download={pitchSheetFileName(event.name, pitch.name, date)}
            onClick={onClick}
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={download.isPending}
            aria-busy={download.isPending || undefined}
            data-testid="pitch-sheet-pdf"
          >
            {download.isPending ? t('pitchSheet.pending') : t('pitchSheet.download')}
          </Button>
        </Group>
      </Stack>
    </SectionPanel>
  );
}
