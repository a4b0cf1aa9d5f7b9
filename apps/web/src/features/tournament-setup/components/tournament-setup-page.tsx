import { Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HrefAnchor } from '../../../components/href-link';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { useTournament } from '../../../entities/tournament/get-tournament';
import { SetupWizard } from './setup-wizard';

const routeApi = getRouteApi('/TournamentSetup/$tournamentId');

/** /TournamentSetup/{id} (levels 0–2): the guided setup of one tournament. */
export function TournamentSetupPage() {
  const { t } = useTranslation('tournaments');
  const { tournamentId } = routeApi.useParams();
  const tournament = useTournament(tournamentId);
  const data = tournament.data;

  return (
    <Page
      title={data ? t('setup.pageTitle', { name: data.name }) : t('setup.title')}
      heading={data?.name ?? t('setup.title')}
      size="lg"
    >
      {data ? (
        <SetupWizard key={data.id} tournament={data} />
      ) : tournament.isError && isApiError(tournament.error) && tournament.error.status === 404 ? (
        <Stack gap="xs" data-testid="setup-unknown">
          <Text>{t('setup.unknown')}</Text>
          <HrefAnchor href="/Tournament">{t('setup.toHub')}</HrefAnchor>
        </Stack>
      ) : tournament.isError ? (
        <QueryError query={tournament} title={t('setup.loadFailed')} />
      ) : (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('setup.loading')}>
          <Skeleton height={48} />
          <Skeleton height={240} />
        </Stack>
      )}
    </Page>
  );
}
