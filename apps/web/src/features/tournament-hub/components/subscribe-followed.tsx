import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/lazy-dialog';
import { followedCalendarFeed } from '../../../entities/calendar-feed/calendar-feed';

const LazyCalendarDialog = lazyDialog(() =>
  import('../../../entities/calendar-feed/calendar-dialog').then((m) => m.CalendarDialog),
);

/** "Subscribe to the tournaments I follow" (decision 463): the team feed's dialog, for the caller's follower feed. */
export function SubscribeFollowed() {
  const { t } = useTranslation('tournaments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="subscribe-followed"
      >
        {t('calendar.followedAction')}
      </Button>
      <LazyCalendarDialog
        opened={open}
        onClose={() => setOpen(false)}
        target={followedCalendarFeed}
        title={t('calendar.followedTitle')}
        intro={t('calendar.followedIntro')}
      />
    </>
  );
}
