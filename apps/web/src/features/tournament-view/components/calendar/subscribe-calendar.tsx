import { useTranslation } from 'react-i18next';
import { teamCalendarFeed } from '../../../../entities/calendar-feed/calendar-feed';
import { SubscribeCalendarButton } from '../../../../entities/calendar-feed/subscribe-calendar-button';

/** A team's "Subscribe in calendar" (decision 461). */
export function SubscribeCalendar({
  tournamentId,
  team,
}: {
  tournamentId: string;
  team: { id: string; name: string };
}) {
  const { t } = useTranslation('tournaments');
  return (
    <SubscribeCalendarButton
      size="xs"
      variant="subtle"
      mt="xs"
      target={teamCalendarFeed(tournamentId, team.id)}
      label={t('calendar.action')}
      title={t('calendar.title', { team: team.name })}
      intro={t('calendar.intro')}
      testId="subscribe-calendar"
    />
  );
}
