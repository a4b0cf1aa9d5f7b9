import { Alert, Anchor, Button, Group, Skeleton, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrophy } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { can } from '@touchline/core';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '../../../components/data-age';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { useActor } from '../../../lib/auth/use-actor';
import { todayIso } from '../../../lib/format';
import { useTournaments } from '../../../entities/tournament/list-tournaments';
import { byPhase, type TournamentPhase } from '../../../entities/tournament/tournament-format';
import type { TournamentSummary } from '../../../entities/tournament/tournament-types';
import { HubEvents } from './hub-events';
import { SubscribeFollowed } from './subscribe-followed';
import { TournamentCard } from './tournament-card';

const PHASES: readonly TournamentPhase[] = ['running', 'upcoming', 'past'];

interface TournamentHubPageProps {
  /** "New event"'s dialog (features/events), composed by the route (decision 453); without it, no button. */
  NewEventDialog?: ComponentType<{ opened: boolean; onClose: () => void }>;
}

/** /Tournament (public): upcoming, running and past tournaments; follow; organisers add tournaments and events. */
export function TournamentHubPage({ NewEventDialog }: TournamentHubPageProps = {}) {
  const { t } = useTranslation('tournaments');
  const actor = useActor();
  const tournaments = useTournaments();
  const phases = useMemo(() => byPhase(tournaments.data?.items ?? [], todayIso()), [tournaments.data]);
  // Open where something happens: running if any, else upcoming.
  const [tab, setTab] = useState<TournamentPhase | null>(null);
  const [creatingEvent, setCreatingEvent] = useState(false);
  const activeTab = tab ?? (phases.running.length > 0 ? 'running' : phases.upcoming.length > 0 ? 'upcoming' : 'past');

  return (
    <Page title={t('hub.title')} size="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 16rem' }}>
          {t('hub.intro')}
        </Text>
        <Group gap="sm">
          {NewEventDialog && can(actor, 'event.manage') && (
            <>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCreatingEvent(true)}
                data-testid="hub-new-event"
              >
                {t('hub.newEvent')}
              </Button>
              <NewEventDialog opened={creatingEvent} onClose={() => setCreatingEvent(false)} />
            </>
          )}
          {can(actor, 'tournament.follow') && <SubscribeFollowed />}
          {can(actor, 'tournament.create') && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              renderRoot={(props) => <Link to="/add-tournament" {...props} />}
            >
              {t('hub.add')}
            </Button>
          )}
        </Group>
      </Group>
      {!actor && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="hub-sign-in">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('hub.signInToFollow')}</Text>
            <Anchor
              size="sm"
              renderRoot={(props) => <Link to="/login" search={{ redirect: '/Tournament' }} {...props} />}
            >
              {t('hub.logIn')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <HubEvents signedIn={actor !== null} />
      {tournaments.isError && !tournaments.data ? (
        <QueryError query={tournaments} title={t('hub.loadFailed')} />
      ) : tournaments.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('hub.loading')}>
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      ) : (
        <Stack gap="sm">
          {/* Offline or not refreshed: the saved list says how old it is. */}
          <DataAge queries={[tournaments]} />
          <Tabs value={activeTab} onChange={(value) => setTab(value as TournamentPhase)} keepMounted={false}>
            <Tabs.List grow>
              {PHASES.map((phase) => (
                <Tabs.Tab key={phase} value={phase} data-testid={`hub-tab-${phase}`}>
                  {t(`hub.phases.${phase}`, { count: phases[phase].length })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {PHASES.map((phase) => (
              <Tabs.Panel key={phase} value={phase} pt="md">
                <PhaseList tournaments={phases[phase]} phase={phase} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      )}
    </Page>
  );
}

function PhaseList({ tournaments, phase }: { tournaments: TournamentSummary[]; phase: TournamentPhase }) {
  const { t } = useTranslation('tournaments');
  if (tournaments.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center" data-testid="hub-empty">
        <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
          <IconTrophy size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t(`hub.empty.${phase}`)}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tournaments.map((tournament) => (
        <li key={tournament.id}>
          <TournamentCard tournament={tournament} past={phase === 'past'} />
        </li>
      ))}
    </Stack>
  );
}
