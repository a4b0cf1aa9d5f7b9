import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../hooks/use-error-messages';
import { useSetFollowing } from './follow-tournament';

/** Follow or stop following a tournament, on the hub's cards and the tournament's own page. */
export function FollowButton({
  tournament,
  followed,
}: {
  tournament: { id: string; name: string };
  followed: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  const following = useSetFollowing();

  const toggle = () =>
    following.mutate(
      { id: tournament.id, follow: !followed },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(followed ? 'hub.unfollowed' : 'hub.followed', { name: tournament.name }),
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t('hub.followFailed'), message: errorMessage(error) }),
      },
    );

  return (
    <Button
      size="xs"
      variant={followed ? 'light' : 'default'}
      leftSection={followed ? <IconStarFilled size={14} aria-hidden /> : <IconStar size={14} aria-hidden />}
      loading={following.isPending}
      onClick={toggle}
      aria-pressed={followed}
      aria-label={t(followed ? 'hub.unfollowNamed' : 'hub.followNamed', { name: tournament.name })}
    >
      {followed ? t('hub.following') : t('hub.follow')}
    </Button>
  );
}
