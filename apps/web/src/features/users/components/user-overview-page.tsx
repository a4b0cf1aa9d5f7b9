import { Alert, Group, NativeSelect, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { ALL_LEVELS, grantOf, isLevel, levelLabelKey, type UserSummary } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination, pageParam } from '../../../components/list-pagination';
import { Page, Panel } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { useAllClubs } from '../../../entities/club/list-clubs';
import { useActor } from '../../../lib/auth/use-actor';
import { useUsers } from '../api/list-users';
import { listQueryFor, pageCount, pageRange, type UserOverviewSearch } from '../user-overview-search';
import { LevelChangeModal, type PendingLevelChange } from './level-change-modal';
import { UsersTable } from './users-table';
import { UrlSearchInput } from '../../../components/url-search-input';
import { lazyDialog } from '../../../components/lazy-dialog';

const routeApi = getRouteApi('/useroverview');

/** The club assignment form, with zod and core's schemas, loads on its first open (decision 286). */
const ClubAssignmentModal = lazyDialog(() =>
  import('./club-assignment-modal').then((module) => module.ClubAssignmentModal),
);

/** /useroverview (level ≤ 1 reads, level 0 changes levels; docs/product/levels-and-access.md). */
export function UserOverviewPage() {
  const { t } = useTranslation('users');
  const actor = useActor();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const users = useUsers(listQueryFor(search));
  const [pending, setPending] = useState<PendingLevelChange | null>(null);
  const [clubsOf, setClubsOf] = useState<UserSummary | null>(null);
  const clubs = useAllClubs();
  const clubNames = useMemo(
    () => new Map((clubs.data?.items ?? []).map((club) => [club.id, club.name] as const)),
    [clubs.data],
  );

  const page = search.page ?? 1;
  const setSearch = (next: Partial<UserOverviewSearch>) =>
    void navigate({
      // A new search or filter starts on page 1.
      search: (previous) => ({ ...previous, page: undefined, ...next }),
      replace: true,
    });

  const readOnly = grantOf(actor, 'users.changeLevel') === 'none';
  const data = users.data;
  const range = data ? pageRange(page, data.items.length, data.total) : null;

  return (
    <Page title={t('title')} size="lg">
      {readOnly && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('readOnly')}
        </Alert>
      )}
      <Panel>
        <Filters search={search} onChange={setSearch} />
        {users.isError && !data ? (
          <QueryError query={users} title={t('loadFailed')} />
        ) : (
          <UsersTable
            users={data?.items}
            loading={users.isPending}
            actor={actor}
            onChangeLevel={(user: UserSummary, to) => setPending({ user, to })}
            clubNames={clubs.data ? clubNames : undefined}
            onEditClubs={setClubsOf}
          />
        )}
        {data && data.total > 0 && range && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('range', { from: range.from, to: range.to, total: range.total })}
            </Text>
            <ListPagination
              label={t('pagination')}
              page={page}
              pages={pageCount(data.total)}
              onChange={(value) => void navigate({ search: (previous) => ({ ...previous, page: pageParam(value) }) })}
            />
          </Group>
        )}
      </Panel>
      <LevelChangeModal pending={pending} onClose={() => setPending(null)} />
      <ClubAssignmentModal opened={clubsOf !== null} user={clubsOf} onClose={() => setClubsOf(null)} />
    </Page>
  );
}

function Filters({
  search,
  onChange,
}: {
  search: UserOverviewSearch;
  onChange: (next: Partial<UserOverviewSearch>) => void;
}) {
  const { t } = useTranslation('users');

  return (
    <Group role="search" aria-label={t('filters.label')} align="flex-end" gap="sm" wrap="wrap">
      <UrlSearchInput
        q={search.q}
        onSearch={(q) => onChange({ q })}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        style={{ flex: '1 1 14rem' }}
        data-testid="users-search"
      />
      <NativeSelect
        label={t('filters.level')}
        value={search.level === undefined ? '' : String(search.level)}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          onChange({ level: event.currentTarget.value !== '' && isLevel(value) ? value : undefined });
        }}
        data={[
          { value: '', label: t('filters.allLevels') },
          ...ALL_LEVELS.map((level) => ({ value: String(level), label: t(`levels.${levelLabelKey(level)}`) })),
        ]}
        style={{ flex: '0 1 12rem' }}
      />
    </Group>
  );
}
