import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Player } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { usePlayers } from '../../../lib/players/list-players';
import { fullName } from '../../../lib/format';
import { matchesBackNumber, parsePlayerSearch, searchFilters } from '../player-search';

const DEBOUNCE_MS = 250;

export function playerOptionLabel(player: Pick<Player, 'firstName' | 'lastName' | 'backNumberDefault'>): string {
  const name = fullName(player);
  return player.backNumberDefault === null ? name : `#${player.backNumberDefault} ${name}`;
}

interface PlayerSearchSelectProps {
  value: Player | null;
  onChange: (player: Player | null) => void;
  error?: string | null;
}

/**
 * The rating dialog's player picker: a combobox (type, arrow keys, Enter)
 * searching by back number, first name or last name.
 */
export function PlayerSearchSelect({ value, onChange, error }: PlayerSearchSelectProps) {
  const { t } = useTranslation('ratings');
  const { errorMessage } = useErrorMessages();
  const [searchValue, setSearchValue] = useState(value ? playerOptionLabel(value) : '');
  const [debounced] = useDebouncedValue(searchValue, DEBOUNCE_MS);
  const search = useMemo(() => parsePlayerSearch(debounced), [debounced]);
  const selectedLabel = value ? playerOptionLabel(value) : null;
  // While the box shows the chosen player, the search is that player's name.
  const typing = debounced !== '' && debounced !== selectedLabel;
  const players = usePlayers(searchFilters(search), { enabled: typing });

  const matches = useMemo(() => {
    const items = typing ? (players.data?.items ?? []).filter((p) => matchesBackNumber(p, search)).slice(0, 20) : [];
    if (value && !items.some((p) => p.id === value.id)) items.unshift(value);
    return items;
  }, [players.data, search, typing, value]);

  const data = matches.map((player) => ({ value: player.id, label: playerOptionLabel(player) }));

  let nothingFound: string | undefined;
  if (typing && players.isFetching) nothingFound = t('dialog.searching');
  else if (typing && players.isError) nothingFound = errorMessage(players.error);
  else if (typing) nothingFound = t('dialog.noPlayers');

  return (
    <Select
      label={t('dialog.player')}
      placeholder={t('dialog.playerPlaceholder')}
      description={t('dialog.playerHelp')}
      searchable
      clearable
      required
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(matches.find((p) => p.id === id) ?? null)}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server (and the back-number match) already filtered.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      rightSection={typing && players.isFetching ? <Loader size="xs" /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="rating-player-search"
    />
  );
}
