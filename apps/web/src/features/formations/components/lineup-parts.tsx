import { Select } from '@mantine/core';
import type { PlayerSummary } from '@touchline/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/integer-input';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table/stacked-table';
import { numberedName } from '../../../lib/format';

/** A searchable list of the club's players not in the line-up; picking one adds them and empties the field. */
export function PlayerPicker({
  label,
  players,
  onPick,
}: {
  label: string;
  players: readonly PlayerSummary[];
  onPick: (player: PlayerSummary) => void;
}) {
  const { t } = useTranslation('formations');
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label={label}
      placeholder={t('dialog.search')}
      searchable
      clearable
      value={value}
      data={players.map((player) => ({ value: player.id, label: numberedName(player) }))}
      onChange={(playerId) => {
        setValue(null);
        const player = players.find((p) => p.id === playerId);
        if (player) onPick(player);
      }}
    />
  );
}

/** The starters or the substitutes: each player's back number for this game, name, and one more cell. */
export function LineupTable<E extends { playerId: string; backNumber: number }>({
  entries,
  testId,
  caption,
  nameOf,
  onChange,
  endHeader,
  endWidth,
  end,
}: {
  entries: readonly E[];
  testId: string;
  caption: string;
  nameOf: (playerId: string) => string;
  /** The list with one player's back number changed. */
  onChange: (entries: E[]) => void;
  endHeader: string;
  endWidth?: number;
  /** The row's last cell: a starter's position, a substitute's remove button. */
  end: (entry: E, index: number) => ReactNode;
}) {
  const { t } = useTranslation('formations');
  const rows = entries.map((entry, index) => ({ entry, index }));
  const columns: StackedColumn<(typeof rows)[number]>[] = [
    {
      key: 'backNumber',
      header: t('lineup.columns.backNumber'),
      width: 90,
      cell: ({ entry, index }) => (
        <BackNumberInput
          name={nameOf(entry.playerId)}
          value={entry.backNumber}
          onChange={(backNumber) =>
            onChange(entries.map((other, i) => (i === index ? { ...other, backNumber } : other)))
          }
        />
      ),
    },
    { key: 'player', header: t('lineup.columns.player'), cell: ({ entry }) => nameOf(entry.playerId) },
    { key: 'end', header: endHeader, width: endWidth, cell: ({ entry, index }) => end(entry, index) },
  ];
  return (
    <StackedTable
      columns={columns}
      rows={rows}
      rowKey={({ entry }) => entry.playerId}
      rowAttributes={() => ({ 'data-testid': testId })}
      caption={caption}
      stacks={false}
      hideHeader
    />
  );
}

/** This game's back number of one player (1–99). */
function BackNumberInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('formations');
  return (
    <IntegerInput
      aria-label={t('lineup.backNumberOf', { name })}
      min={1}
      max={99}
      clampBehavior="strict"
      value={value}
      onChange={(next) => {
        // A back number is never empty: an emptied field shows the last one again when it loses focus.
        if (next !== null && next >= 1) onChange(next);
      }}
    />
  );
}
