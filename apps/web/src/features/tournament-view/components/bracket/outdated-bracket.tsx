import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { can } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { useActor } from '../../../../lib/auth/use-actor';
import { useApplyGroupResults } from '../../api/apply-group-results';

/**
 * The bracket no longer follows the groups (decision 423): a result corrected
 * after applying changed who qualifies. Everyone sees it as long as the
 * server counts outdated slots; organisers re-apply with one tap.
 */
export function OutdatedBracket({
  tournamentId,
  version,
  outdated,
}: {
  tournamentId: string;
  version: number;
  outdated: number;
}) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  const apply = useApplyGroupResults();
  const { errorMessage } = useErrorMessages();
  if (outdated <= 0) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('outdatedBracket.title')}
      data-testid="outdated-bracket"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('outdatedBracket.text', { count: outdated })}</Text>
        {can(actor, 'groupResults.apply') && (
          <Button
            size="xs"
            color="orange"
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(
                { tournamentId, version },
                {
                  onSuccess: () => notifications.show({ color: 'green', message: t('outdatedBracket.done') }),
                  onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                },
              )
            }
          >
            {t('outdatedBracket.apply')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
