import { ActionIcon, Anchor, Button, Group, Select, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconBuildingStadium, IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { can, type Actor, type Club } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, PageIntro, Panel } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { useActor } from '../../../lib/auth/use-actor';
import { useClubs } from '../../../entities/club/list-clubs';
import type { ClubsSearch } from './clubs-search';
import { countryNamer } from '../../../lib/countries';
import { countryOptions } from '../../../lib/country-options';
import { UrlSearchInput } from '../../../components/url-search-input';
import { CountryFlag } from '../../../components/country-flag';
import { ClubCrest } from '../../../entities/club/club-crest';
import { EmptyState } from '../../../components/empty-state';
import { lazyDialog } from '../../../components/lazy-dialog';

/** The club form, with zod and core's schemas, loads on the first Edit (decision 286). */
const ClubDialog = lazyDialog(() => import('./club-dialog').then((module) => module.ClubDialog));

const routeApi = getRouteApi('/ClubPlayers');
const SKELETON_ROWS = 4;

/** /ClubPlayers (levels 0–2): search, country filter, add club (0–1), edit dialog (0–2). */
export function ClubsPage() {
  const { t } = useTranslation('clubs');
  const actor = useActor();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const clubs = useClubs({ q: search.q, country: search.country });
  // undefined = closed, null = add, Club = edit
  const [editing, setEditing] = useState<Club | null | undefined>(undefined);

  const setSearch = (next: Partial<ClubsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });

  const data = clubs.data;
  const filtered = search.q !== undefined || search.country !== undefined;

  return (
    <Page title={t('list.title')} size="lg">
      <PageIntro
        actions={
          can(actor, 'club.create') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('list.add')}
            </Button>
          )
        }
      >
        {t('list.intro')}
      </PageIntro>
      <Panel>
        <Filters search={search} onChange={setSearch} />
        {clubs.isError && !data ? (
          <QueryError query={clubs} title={t('list.loadFailed')} />
        ) : data && data.items.length === 0 ? (
          <EmptyState
            icon={IconBuildingStadium}
            title={filtered ? t('list.empty.title') : t('list.empty.none')}
            text={filtered ? t('list.empty.text') : undefined}
            data-testid="clubs-empty"
          />
        ) : (
          <ClubsTable clubs={data?.items} actor={actor} onEdit={setEditing} />
        )}
        {data && data.total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.count', { count: data.total })}
          </Text>
        )}
      </Panel>
      <ClubDialog opened={editing !== undefined} club={editing ?? null} onClose={() => setEditing(undefined)} />
    </Page>
  );
}

function ClubsTable({
  clubs,
  actor,
  onEdit,
}: {
  clubs: Club[] | undefined;
  actor: Actor | null;
  onEdit: (club: Club) => void;
}) {
  const { t, i18n } = useTranslation('clubs');
  const countryName = useMemo(() => countryNamer(i18n.resolvedLanguage), [i18n.resolvedLanguage]);
  const clubLink = (club: Club) => (props: Record<string, unknown>) => (
    <Link to="/Club/$clubId" params={{ clubId: club.id }} {...props} />
  );
  const columns: StackedColumn<Club>[] = [
    {
      key: 'name',
      header: t('list.table.name'),
      stacked: 'main',
      cell: (club) => (
        <Group gap="xs" wrap="nowrap">
          <ClubCrest club={club} />
          <Anchor fw={500} renderRoot={clubLink(club)} style={{ overflowWrap: 'anywhere' }}>
            {club.name}
          </Anchor>
        </Group>
      ),
    },
    {
      key: 'country',
      header: t('list.table.country'),
      cell: (club) => (
        <Text size="sm">
          <CountryFlag code={club.country} /> {countryName(club.country)}
        </Text>
      ),
      skeleton: <Skeleton height={12} width={100} />,
    },
    {
      key: 'actions',
      header: t('list.table.actions'),
      stacked: 'end',
      width: 120,
      align: 'end',
      noPrint: true,
      skeleton: <Skeleton height={24} width={60} />,
      cell: (club) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('list.open')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('list.openLabel', { name: club.name })}
              renderRoot={clubLink(club)}
            >
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {can(actor, 'club.edit', { id: club.id }) && (
            <Tooltip label={t('list.edit')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('list.editLabel', { name: club.name })}
                onClick={() => onEdit(club)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
  return (
    <StackedTable
      columns={columns}
      rows={clubs}
      rowKey={(club) => club.id}
      caption={t('list.table.caption')}
      rowAttributes={() => ({ 'data-testid': 'club-row' })}
      skeletonRows={SKELETON_ROWS}
    />
  );
}

function Filters({ search, onChange }: { search: ClubsSearch; onChange: (next: Partial<ClubsSearch>) => void }) {
  const { t, i18n } = useTranslation('clubs');
  const options = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage]);

  return (
    <Group role="search" aria-label={t('list.filters.label')} align="flex-end" gap="sm" wrap="wrap">
      <UrlSearchInput
        q={search.q}
        onSearch={(q) => onChange({ q })}
        label={t('list.filters.search')}
        placeholder={t('list.filters.searchPlaceholder')}
        style={{ flex: '1 1 14rem' }}
        data-testid="clubs-search"
      />
      <Select
        label={t('list.filters.country')}
        placeholder={t('list.filters.allCountries')}
        nothingFoundMessage={t('dialog.nothingFound')}
        data={options}
        value={search.country ?? null}
        onChange={(value) => onChange({ country: value ?? undefined })}
        searchable
        clearable
        style={{ flex: '1 1 12rem' }}
        data-testid="clubs-country"
      />
    </Group>
  );
}
