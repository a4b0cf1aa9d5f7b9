import { Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { can, canSome } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { SectionPanel } from '../../../components/section-panel';
import { useActor } from '../../../lib/auth/use-actor';
import { dateTimeFormat } from '../../../lib/format';
import { useEvent, useEventGames } from '../api/event-api';
import { divisionColour } from './division-colours';
import { EventGames } from './event-games';
import { DivisionSettingsButton, EditEventButton } from './event-manage-buttons';
import { EventTimeline } from './event-timeline';
import { GenerateEventSchedule } from './generate-event-schedule';
import { LazyAddDivisionDialog } from './lazy-event-dialogs';
import { PublishResults } from './publish-results';
import { PitchSheets } from './pitch-sheets';
import { LazyOfficialsSection } from '../officials/lazy-officials-section';

/**
 * /Event/{eventId} (decision 452): an event's dates, pitches and divisions,
 * "Generate schedule" for all divisions at once (levels 0–1), and every
 * division's games by day, kick-off and pitch, coloured by division.
 * "Add division" (levels 0–1) creates a division and opens its setup (decision 453).
 */
export function EventPage() {
  const { eventId } = useParams({ from: '/Event/$eventId' });
  const { t, i18n } = useTranslation(['events', 'errors']);
  const actor = useActor();
  const event = useEvent(eventId);
  const games = useEventGames(eventId);
  const [adding, setAdding] = useState(false);
  const manage = can(actor, 'event.manage');
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00Z`));

  return (
    <Page title={event.data?.name ?? t('page.title')} size="lg">
      {event.isPending && <Loader aria-label={t('page.loading')} />}
      {event.isError && <QueryError query={event} />}
      {event.data && (
        <Stack gap="md">
          <Text c="dimmed" data-testid="event-dates">
            {t('page.dates', { from: day(event.data.dateFrom), to: day(event.data.dateTo) })}
          </Text>
          {manage && <EditEventButton event={event.data} />}
          <SectionPanel title={t('page.pitches')}>
            <Group gap="xs" data-testid="event-pitches">
              {event.data.pitches.map((p) => (
                <Badge key={p.id} variant="outline" color="gray">
                  {p.name}
                </Badge>
              ))}
            </Group>
          </SectionPanel>
          <SectionPanel title={t('page.divisions')}>
            {event.data.divisions.length === 0 ? (
              <Text c="dimmed">{t('page.noDivisions')}</Text>
            ) : (
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {event.data.divisions.map((d, i) => (
                  <Group key={d.tournamentId} gap="xs" component="li" data-testid="event-division">
                    <Badge color={divisionColour(i)} variant="light">
                      {d.ageClass ?? d.name}
                    </Badge>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link to="/TournamentView/$tournamentId" params={{ tournamentId: d.tournamentId }} {...props} />
                      )}
                    >
                      {d.name}
                    </Anchor>
                    {manage && <DivisionSettingsButton event={event.data} division={d} />}
                  </Group>
                ))}
              </Stack>
            )}
            {manage && (
              <>
                <Button
                  mt="sm"
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setAdding(true)}
                  data-testid="add-division"
                >
                  {t('division.add')}
                </Button>
                <LazyAddDivisionDialog opened={adding} onClose={() => setAdding(false)} event={event.data} />
              </>
            )}
          </SectionPanel>
          {manage && <GenerateEventSchedule event={event.data} />}
          {manage && <PublishResults event={event.data} />}
          <SectionPanel title={t('games.title')}>
            {games.isPending && <Loader aria-label={t('page.loading')} />}
            {games.isError && <QueryError query={games} />}
            {games.data && <EventGames event={event.data} games={games.data.items} />}
          </SectionPanel>
          {games.data && (
            <SectionPanel title={t('timeline.title')}>
              <EventTimeline event={event.data} games={games.data.items} />
            </SectionPanel>
          )}
          <PitchSheets event={event.data} />
          {/* Officials (decisions 454–456): invite, assign, remove; levels 0–2. */}
          {canSome(actor, 'official.manage') && games.data && (
            <LazyOfficialsSection event={event.data} games={games.data.items} />
          )}
        </Stack>
      )}
    </Page>
  );
}
