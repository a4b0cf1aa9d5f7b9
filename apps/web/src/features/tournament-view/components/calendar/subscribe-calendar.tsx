import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { teamCalendarFeed } from '../../../../entities/calendar-feed/calendar-feed';

const LazyCalendarDialog = lazyDialog(() =>
  import('../../../../entities/calendar-feed/calendar-dialog').then((m) => m.CalendarDialog),
);

/** A team's "Subscribe in calendar" (decision 461); the dialog loads on first open. */
export function SubscribeCalendar({
  tournamentId,
  team,
}: {
  tournamentId: string;
  team: { id: string; name: string };
}) {
  const { t } = useTranslation('tournaments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        mt="xs"
        leftSection={<IconCalendarPlus size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="subscribe-calendar"
      >
        {t('calendar.action')}
      </Button>
      <LazyCalendarDialog
        opened={open}
        onClose={() => setOpen(false)}
        target={teamCalendarFeed(tournamentId, team.id)}
        title={t('calendar.title', { team: team.name })}
        intro={t('calendar.intro')}
      />
    </>
  );
}
