import { Button, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { POSITIONS, type Position } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { usePlayerFormat } from '../../../lib/player-format';
import type { PlayerListSearch } from '../player-list-search';
import { CountrySelect } from './country-select';
import { UrlSearchInput, type UrlSearchInputHandle } from '../../../components/url-search-input';
import { useRef } from 'react';

interface PlayerFiltersProps {
  search: PlayerListSearch;
  onChange: (next: Partial<PlayerListSearch>) => void;
  onReset: () => void;
  activeCount: number;
}

function flagValue(value: boolean | undefined): string {
  return value === undefined ? '' : String(value);
}

function toFlag(value: string): boolean | undefined {
  return value === '' ? undefined : value === 'true';
}

/** The filter panel: name, nationality, position (main or side), network player, watchlist; reset. */
export function PlayerFilters({ search, onChange, onReset, activeCount }: PlayerFiltersProps) {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();
  const searchBox = useRef<UrlSearchInputHandle>(null);
  const yesNo = [
    { value: '', label: t('filters.any') },
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];

  return (
    <div role="search" aria-label={t('filters.label')} id="player-filters" data-testid="player-filters">
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        <UrlSearchInput
          q={search.q}
          onSearch={(q) => onChange({ q })}
          handleRef={searchBox}
          label={t('filters.name')}
          placeholder={t('filters.namePlaceholder')}
          data-testid="filter-name"
        />
        <CountrySelect
          label={t('filters.nationality')}
          placeholder={t('filters.anyCountry')}
          value={search.nationality ?? null}
          onChange={(code) => onChange({ nationality: code ?? undefined })}
          data-testid="filter-nationality"
        />
        <NativeSelect
          label={t('filters.position')}
          description={t('filters.positionHint')}
          inputWrapperOrder={['label', 'input', 'description']}
          value={search.position ?? ''}
          onChange={(event) => onChange({ position: (event.currentTarget.value || undefined) as Position | undefined })}
          data={[
            { value: '', label: t('filters.anyPosition') },
            ...POSITIONS.map((position) => ({
              value: position,
              label: `${format.positionShort(position)} – ${format.positionLabel(position)}`,
            })),
          ]}
          data-testid="filter-position"
        />
        <NativeSelect
          label={t('filters.networkPlayer', { org: appConfig.orgName })}
          value={flagValue(search.networkPlayer)}
          onChange={(event) => onChange({ networkPlayer: toFlag(event.currentTarget.value) })}
          data={yesNo}
          data-testid="filter-network"
        />
        <NativeSelect
          label={t('filters.watchlist')}
          value={flagValue(search.watchlist)}
          onChange={(event) => onChange({ watchlist: toFlag(event.currentTarget.value) })}
          data={yesNo}
          data-testid="filter-watchlist"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            searchBox.current?.clear();
            onReset();
          }}
          disabled={activeCount === 0}
          data-testid="filters-reset"
        >
          {t('filters.reset')}
        </Button>
      </Group>
    </div>
  );
}
