import { Badge, Button, Collapse, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFilter, IconPlus, IconUpload } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { canSome } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { ListPagination, pageParam } from '../../../components/list-pagination';
import { Page } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { useActor } from '../../../lib/auth/use-actor';
import { playersExportUrl } from '../api/export-url';
import { usePlayers } from '../../../entities/player/list-players';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZES,
  activeFilterCount,
  exportQueryFor,
  listQueryFor,
  pageCount,
  pageRange,
  type PageSize,
  type PlayerListSearch,
} from '../player-list-search';
import { PlayerFilters } from './player-filters';
import { PlayersTable } from './players-table';

const routeApi = getRouteApi('/players');

/** /players (levels 0–3): filters, sort and page in the URL; the server filters, sorts and pages. */
export function PlayerListPage() {
  const { t } = useTranslation('players');
  const actor = useActor();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const players = usePlayers(listQueryFor(search));

  const page = search.page ?? 1;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const activeCount = activeFilterCount(search);
  const filtersShown = !search.hideFilters;
  const mayCreate = canSome(actor, 'player.create');

  const setSearch = (next: Partial<PlayerListSearch>) =>
    void navigate({
      // A new filter or sort starts on page 1.
      search: (previous) => ({ ...previous, page: undefined, ...next }),
      replace: true,
    });
  const resetFilters = () =>
    void navigate({
      search: (previous) => ({ sort: previous.sort, size: previous.size, hideFilters: previous.hideFilters }),
      replace: true,
    });

  const data = players.data;
  const range = data ? pageRange(page, size, data.items.length, data.total) : null;
  const pages = data ? pageCount(data.total, size) : 1;

  return (
    <Page title={t('list.title')} size="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            activeCount > 0 ? (
              <Badge size="sm" circle aria-label={t('filters.activeCount', { count: activeCount })}>
                {activeCount}
              </Badge>
            ) : undefined
          }
          aria-expanded={filtersShown}
          aria-controls="player-filters"
          onClick={() => setSearch({ hideFilters: filtersShown ? true : undefined, page: search.page })}
          data-testid="filters-toggle"
        >
          {filtersShown ? t('filters.hide') : t('filters.show')}
        </Button>
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            variant="default"
            href={playersExportUrl(exportQueryFor(search))}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="players-export"
          >
            {t('list.export')}
          </Button>
          {mayCreate && (
            <>
              <Button
                component={Link}
                to="/players/import"
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                data-testid="players-import"
              >
                {t('list.import')}
              </Button>
              <Button
                component={Link}
                to="/addplayer"
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="players-add"
              >
                {t('list.add')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Collapse expanded={filtersShown}>
        <Paper withBorder p={{ base: 'sm', md: 'md' }}>
          <PlayerFilters search={search} onChange={setSearch} onReset={resetFilters} activeCount={activeCount} />
        </Paper>
      </Collapse>
      <Paper withBorder p={{ base: 'xs', md: 'md' }}>
        <Stack gap="md">
          {players.isError && !data ? (
            <QueryError query={players} title={t('list.loadFailed')} />
          ) : (
            <PlayersTable
              players={data?.items}
              stale={players.isPlaceholderData}
              sort={search.sort ?? DEFAULT_SORT}
              onSort={(sort) => setSearch({ sort: sort === DEFAULT_SORT ? undefined : sort })}
              skeletonRows={Math.min(size, 10)}
              filtered={activeCount > 0}
            />
          )}
          {data && data.total > 0 && range && (
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="wrap">
                <Text size="sm" c="dimmed" aria-live="polite" data-testid="players-range">
                  {t('list.range', { from: range.from, to: range.to, total: range.total })}
                </Text>
                <NativeSelect
                  size="xs"
                  aria-label={t('list.pageSize')}
                  value={String(size)}
                  onChange={(event) => {
                    const next = Number(event.currentTarget.value) as PageSize;
                    setSearch({ size: next === DEFAULT_PAGE_SIZE ? undefined : next });
                  }}
                  data={PAGE_SIZES.map((value) => ({
                    value: String(value),
                    label: t('list.perPage', { count: value }),
                  }))}
                  data-testid="players-page-size"
                />
              </Group>
              <ListPagination
                label={t('list.pagination')}
                siblings={0}
                page={page}
                pages={pages}
                onChange={(value) => void navigate({ search: (previous) => ({ ...previous, page: pageParam(value) }) })}
              />
            </Group>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
