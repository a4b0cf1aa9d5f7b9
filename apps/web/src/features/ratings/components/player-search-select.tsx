import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Player } from '@touchline/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '../../../hooks/use-error-messages';
import { usePlayers } from '../../../entities/player/list-players';
import { useClubNames } from '../../../entities/club/club-names';
import { fullName } from '../../../lib/format';
import { usePlayerFormat } from '../../../lib/player-format';
import { PlayerAvatar } from '../../../entities/player/player-avatar';
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
  /** The rating dialog's texts by default; the radar's compare picker names its own. */
  label?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** Players not to offer (the card's own player, those already compared). */
  excludeIds?: readonly string[];
  /** Only players whose personal details the caller sees (their ratings are such a detail). */
  detailsVisibleOnly?: boolean;
  /** Takes the focus when shown: the radar's compare picker replaces its stand-in on a click. */
  autoFocus?: boolean;
  'data-testid'?: string;
}

/**
 * What tells two players of one name apart (docs/product/ratings.md): club,
 * position and birth year, each only where the caller may see it (the
 * birthday is a personal detail, absent otherwise).
 */
function usePlayerHint(enabled: boolean): (player: Player) => string {
  const clubName = useClubNames({ enabled });
  const format = usePlayerFormat();
  return (player) =>
    [
      clubName(player.clubId),
      player.position ? format.positionShort(player.position) : null,
      player.detailsVisible && player.birthday ? player.birthday.slice(0, 4) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The rating dialog's player picker: a combobox (type, arrow keys, Enter)
 * searching by back number, first name or last name; each option shows the
 * photo (where visible), club, position and birth year.
 */
export function PlayerSearchSelect({
  value,
  onChange,
  error,
  label,
  description,
  placeholder,
  required = true,
  excludeIds = [],
  detailsVisibleOnly = false,
  autoFocus,
  'data-testid': testId = 'rating-player-search',
}: PlayerSearchSelectProps) {
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
    const items = typing
      ? (players.data?.items ?? [])
          .filter(
            (p) =>
              matchesBackNumber(p, search) && !excludeIds.includes(p.id) && (!detailsVisibleOnly || p.detailsVisible),
          )
          .slice(0, 20)
      : [];
    if (value && !items.some((p) => p.id === value.id)) items.unshift(value);
    return items;
  }, [players.data, search, typing, value, excludeIds, detailsVisibleOnly]);

  const hint = usePlayerHint(typing && matches.length > 0);
  // The hint is part of the options' data: the dropdown redraws when a club name arrives.
  const data = matches.map((player) => ({ value: player.id, label: playerOptionLabel(player), hint: hint(player) }));

  let nothingFound: string | undefined;
  if (typing && players.isFetching) nothingFound = t('dialog.searching');
  else if (typing && players.isError) nothingFound = errorMessage(players.error);
  else if (typing) nothingFound = t('dialog.noPlayers');

  return (
    <Select
      label={label ?? t('dialog.player')}
      placeholder={placeholder ?? t('dialog.playerPlaceholder')}
      description={description ?? t('dialog.playerHelp')}
      searchable
      clearable
      required={required}
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(matches.find((p) => p.id === id) ?? null)}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server (and the back-number match) already filtered.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const player = matches.find((p) => p.id === option.value);
        const optionHint = data.find((item) => item.value === option.value)?.hint;
        if (!player) return option.label;
        return (
          <Group gap="xs" wrap="nowrap" data-testid="rating-player-option">
            <PlayerAvatar player={player} size={28} />
            <Stack gap={0} miw={0}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {optionHint}
              </Text>
            </Stack>
          </Group>
        );
      }}
      nothingFoundMessage={nothingFound}
      rightSection={typing && players.isFetching ? <Loader size="xs" /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      autoFocus={autoFocus}
      data-testid={testId}
    />
  );
}
