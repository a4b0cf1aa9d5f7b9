import { useTranslation } from 'react-i18next';
import { followedCalendarFeed } from '../../../entities/calendar-feed/calendar-feed';
import { SubscribeCalendarButton } from '../../../entities/calendar-feed/subscribe-calendar-button';

/** "Subscribe to the tournaments I follow" (decision 463): the team feed's dialog, for the caller's follower feed. */
export function SubscribeFollowed() {
  const { t } = useTranslation('tournaments');
  return (
    <SubscribeCalendarButton
      variant="default"
      target={followedCalendarFeed}
      label={t('calendar.followedAction')}
      title={t('calendar.followedTitle')}
      intro={t('calendar.followedIntro')}
      testId="subscribe-followed"
    />
  );
}
