import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEventList } from '../../../entities/event/list-events';

/** The hub's events (cups with several divisions), for a signed-in visitor; nothing while there are none. */
export function HubEvents({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('tournaments');
  const events = useEventList(signedIn);
  const items = events.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="hub-events-title" data-testid="hub-events">
      <Title order={2} fz="h4" id="hub-events-title">
        {t('hub.events')}
      </Title>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((event) => (
          <Group key={event.id} gap="xs" component="li">
            <Anchor renderRoot={(props) => <Link to="/Event/$eventId" params={{ eventId: event.id }} {...props} />}>
              {event.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {event.dateFrom} – {event.dateTo} · {t('hub.eventDivisions', { count: event.divisions })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
