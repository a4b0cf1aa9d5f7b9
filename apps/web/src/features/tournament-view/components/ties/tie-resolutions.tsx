import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import type { TieResolutionRecord } from '../../api/standings';
import { useClearTie } from '../../api/clear-tie';

/**
 * The decisions recorded for a group: method, result or note, the winner or
 * the order, who decided and when. Those allowed (levels 0–2) may clear one;
 * the teams are level again and the tie shows as open.
 */
export function TieResolutions({
  tournamentId,
  version,
  resolutions,
  teamName,
  mayResolve,
}: {
  tournamentId: string;
  /** The tournament version read: clearing with an older one is 409 CONFLICT. */
  version: number;
  resolutions: TieResolutionRecord[];
  teamName: (id: string) => string;
  mayResolve: boolean;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const { errorMessage } = useErrorMessages();
  const clear = useClearTie();
  if (resolutions.length === 0) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Stack gap={4} data-testid="tie-resolutions">
      {resolutions.map((r) => (
        <Paper key={r.id} withBorder p="xs" radius="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconScale size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={0}>
                <Text size="sm">
                  {t('ties.resolvedAs', {
                    method: t(`ties.methods.${r.method}`),
                    order: r.order.map(teamName).join(' › '),
                  })}
                  {r.score ? ` (${r.score})` : ''}
                </Text>
                {r.note && (
                  <Text size="xs" c="dimmed">
                    {r.note}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {r.resolvedBy
                    ? t('ties.resolvedBy', { name: r.resolvedBy.name, when: when(r.resolvedAt) })
                    : t('ties.resolvedAt', { when: when(r.resolvedAt) })}
                </Text>
              </Stack>
            </Group>
            {mayResolve && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={clear.isPending && clear.variables?.tieId === r.id}
                onClick={() =>
                  clear.mutate(
                    { tournamentId, tieId: r.id, version },
                    {
                      onSuccess: () => notifications.show({ message: t('ties.cleared') }),
                      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                    },
                  )
                }
              >
                {t('ties.clear')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
