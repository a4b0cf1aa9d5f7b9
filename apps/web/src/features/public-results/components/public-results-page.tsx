import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { dateTimeFormat } from '../../../lib/format';
import { usePublicResults } from '../api/public-results';
import classes from './results.module.css';
import { ResultsView } from './results-view';
import { VenueScreen } from './venue-screen';

/**
 * /Results/{token} (decision 460): an event's published results, for anyone
 * with the link, signed out too. It asks again every 15 seconds (304 while
 * nothing changed); `?view=screen` is the venue screen.
 */
export function PublicResultsPage() {
  const { token } = useParams({ from: '/Results/$token' });
  const { view } = useSearch({ from: '/Results/$token' });
  const { t, i18n } = useTranslation(['results', 'errors']);
  const results = usePublicResults(token);
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00Z`));
  const screen = view === 'screen';

  return (
    <Page title={results.data?.name ?? t('page.title')} size={screen ? 'xl' : 'lg'} withBack={false}>
      {results.isPending && <Loader aria-label={t('page.loading')} />}
      {results.isError && <QueryError query={results} />}
      {results.data && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text c="dimmed" data-testid="public-dates">
              {t('page.dates', { from: day(results.data.dateFrom), to: day(results.data.dateTo) })}
              {results.data.pitches.length > 0 && ` · ${results.data.pitches.join(', ')}`}
            </Text>
            <Anchor
              size="sm"
              className={classes.noPrint}
              renderRoot={(props) => (
                <Link to="/Results/$token" params={{ token }} search={screen ? {} : { view: 'screen' }} {...props} />
              )}
            >
              {screen ? t('page.fullPage') : t('page.screen')}
            </Anchor>
          </Group>
          {screen ? <VenueScreen event={results.data} /> : <ResultsView event={results.data} />}
        </Stack>
      )}
    </Page>
  );
}
