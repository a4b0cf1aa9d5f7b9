import { Button, Group, Tabs } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { canSome } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/lazy-dialog';
import { Page } from '../../../components/page';
import type { RatingsSearch, RatingsTab } from '../ratings-search';
import { useActor } from '../../../lib/auth/use-actor';
import { MyRatingsList } from './my-ratings-list';
import { RatingsOverviewList } from './ratings-overview-list';

/** The rating form and its schemas load when a rating is first started (decision 286). */
const RatingDialog = lazyDialog(() => import('./rating-dialog').then((module) => module.RatingDialog));

const routeApi = getRouteApi('/PlayerRating');

/** /PlayerRating: the ratings list (averages per rated player) and "My ratings". */
export function RatingsPage() {
  const { t } = useTranslation('ratings');
  const actor = useActor();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [rating, setRating] = useState(false);
  const tab: RatingsTab = search.tab ?? 'overview';

  const setSearch = (next: Partial<RatingsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }), replace: true });

  return (
    <Page title={t('page.title')} size="xl">
      {canSome(actor, 'rating.create') && (
        <Group>
          <Button leftSection={<IconStar size={16} aria-hidden />} onClick={() => setRating(true)}>
            {t('page.makeRating')}
          </Button>
        </Group>
      )}
      <Tabs
        value={tab}
        onChange={(value) => void navigate({ search: { tab: value === 'mine' ? 'mine' : undefined }, replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">{t('page.tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="mine">{t('page.tabs.mine')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <RatingsOverviewList
            search={search}
            onSearch={(q) => setSearch({ q })}
            onPage={(page) =>
              void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="md">
          <MyRatingsList />
        </Tabs.Panel>
      </Tabs>
      <RatingDialog opened={rating} onClose={() => setRating(false)} />
    </Page>
  );
}
