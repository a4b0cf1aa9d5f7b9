import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { CupEvent, EventGame } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { RequestError } from '../../../components/error-alert';
import { SectionPanel } from '../../../components/section-panel';
import { GameAssignments } from './game-assignments';
import { InvitePanel } from './invite-panel';
import { useEventOfficials, useRemoveOfficial } from './officials-api';
import { PitchDayForm } from './pitch-day-form';

/**
 * The event page's "Officials" (levels 0–2, decisions 454–456): invite by a
 * single-use link or QR code, the officials with their number of games,
 * removing one, and assigning them to games or to a pitch for a day.
 */
export default function OfficialsSection({ event, games }: { event: CupEvent; games: readonly EventGame[] }) {
  const { t, ready } = useTranslation('officials');
  const officials = useEventOfficials(event.id);
  const remove = useRemoveOfficial(event.id);
  const [removing, setRemoving] = useState<string | null>(null);
  if (!ready) return null;
  const items = officials.data?.items ?? [];
  const removingName = items.find((o) => o.userId === removing)?.name ?? '';
  return (
    <SectionPanel title={t('section.title')} description={t('section.description')}>
      <InvitePanel eventId={event.id} />
      {officials.isError && <QueryError query={officials} />}
      {officials.data && items.length === 0 && <Text c="dimmed">{t('section.none')}</Text>}
      {items.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="officials">
          {items.map((o) => (
            <Group key={o.userId} component="li" gap="xs" justify="space-between" wrap="nowrap" data-testid="official">
              <Text>
                {o.name}{' '}
                <Text span c="dimmed" size="sm">
                  {t('section.games', { count: o.gameIds.length })}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('section.remove', { name: o.name })}
                onClick={() => setRemoving(o.userId)}
              >
                <IconUserMinus size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {removing && (
        <Stack gap="xs" data-testid="remove-official">
          <Text size="sm">{t('section.removeConfirm', { name: removingName })}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
            >
              {t('section.removeYes')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setRemoving(null)}>
              {t('section.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      {remove.isError && <RequestError error={remove.error} />}
      {items.length > 0 && (
        <>
          <Text fw={600}>{t('assign.title')}</Text>
          <GameAssignments eventId={event.id} games={games} officials={items} />
          <PitchDayForm event={event} games={games} officials={items} />
        </>
      )}
    </SectionPanel>
  );
}
