import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../components/error-alert';
import { Page } from '../../../components/page';
import { officialQueryKeys } from '../../../entities/official/official-queries';
import { acceptInvitation } from './officials-api';
import GamesToRecord from './games-to-record';

/**
 * /Invitation/{token} (any signed-in level; signed out, the guard signs in
 * first and comes back): accepting makes the user an official of the event
 * (decision 455). Unknown, used and expired links are refused in words.
 */
export function InvitationPage() {
  const { token } = useParams({ from: '/Invitation/$token' });
  const { t } = useTranslation('officials');
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officialQueryKeys.myGames() }),
  });
  return (
    <Page title={t('invitation.title')} size="sm">
      <Stack gap="md">
        {accept.data ? (
          <>
            <Text size="lg" fw={600} role="status" data-testid="invitation-accepted">
              {t('invitation.accepted', { event: accept.data.eventName })}
            </Text>
            <GamesToRecord always />
          </>
        ) : (
          <>
            <Text>{t('invitation.text')}</Text>
            <Button
              size="lg"
              onClick={() => accept.mutate()}
              loading={accept.isPending}
              style={{ alignSelf: 'flex-start' }}
              data-testid="accept-invitation"
            >
              {t('invitation.accept')}
            </Button>
            {accept.isError && (
              <RequestError error={accept.error} lead={t('invitation.failed')} data-testid="invitation-error" />
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
