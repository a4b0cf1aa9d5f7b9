import { Badge, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { Player, PlayerSort } from '@touchline/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StackedTable,
  type StackedColumn,
  type StackedColumnSort,
} from '../../../components/stacked-table/stacked-table';
import { PlayerAvatar } from '../../../entities/player/player-avatar';
import { appConfig } from '../../../lib/app-config';
import { usePlayerFormat } from '../../../lib/player-format';
import { HrefAnchor } from '../../../components/href-link';
import { playerCardHref } from './player-href';
import { BackNumberBadge } from './back-number-badge';
import { NotVisible } from './not-visible';
import classes from './players-table.module.css';
import { EmptyState } from '../../../components/empty-state';

type SortKey = 'name' | 'position' | 'age';

interface PlayersTableProps {
  /** undefined while the first page loads. */
  players: Player[] | undefined;
  /** A new page is on its way while the previous one stays on screen. */
  stale: boolean;
  sort: PlayerSort;
  onSort: (sort: PlayerSort) => void;
  skeletonRows: number;
  filtered: boolean;
}

/**
 * One page of players (the server pages and sorts). Age and videos are
 * personal details: an em dash read as "not visible" when hidden for this user.
 * Below 36em each row is a stacked card (components/stacked-table).
 */
export function PlayersTable({ players, stale, sort, onSort, skeletonRows, filtered }: PlayersTableProps) {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();

  if (players && players.length === 0) {
    return (
      <EmptyState
        icon={IconUsers}
        title={filtered ? t('list.emptyFiltered.title') : t('list.empty.title')}
        text={filtered ? t('list.emptyFiltered.text') : t('list.empty.text')}
        data-testid="players-empty"
      />
    );
  }

  const sortBy = (key: SortKey): StackedColumnSort => {
    const active = sort === key || sort === `-${key}`;
    const descending = sort === `-${key}`;
    return {
      direction: active ? (descending ? 'descending' : 'ascending') : 'none',
      onSort: () => onSort(active && !descending ? `-${key}` : key),
      testId: `sort-${key}`,
    };
  };
  const hidden = (value: ReactNode) => (value === null ? <NotVisible /> : value);

  const columns: StackedColumn<Player>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      stacked: 'main',
      sort: sortBy('name'),
      cell: (player) => (
        <Group gap="xs" wrap="wrap" align="center">
          <PlayerAvatar player={player} size={28} />
          {player.backNumberDefault !== null && (
            <BackNumberBadge variant="default" size="sm" miw={34} number={player.backNumberDefault} />
          )}
          <HrefAnchor href={playerCardHref(player.id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {format.fullName(player)}
          </HrefAnchor>
          {player.networkPlayer && (
            <Badge size="xs" variant="light" color="pitch">
              {t('networkBadge', { org: appConfig.orgName })}
            </Badge>
          )}
          {player.detailsVisible && player.watchlist && (
            <Badge size="xs" variant="light" color="yellow">
              {t('watchlistBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'position',
      header: t('list.columns.position'),
      label: t('list.columns.position'),
      sort: sortBy('position'),
      cell: (player) => (
        <Text span size="sm" title={player.position ? format.positionLabel(player.position) : undefined}>
          {format.positionsText(player) || '–'}
        </Text>
      ),
    },
    {
      key: 'age',
      header: t('list.columns.age'),
      label: t('list.columns.age'),
      sort: sortBy('age'),
      cell: (player) =>
        hidden(
          player.detailsVisible ? (
            <Text span size="sm" className={classes.number}>
              {format.age(player.birthday) ?? '–'}
            </Text>
          ) : null,
        ),
    },
    {
      key: 'videos',
      header: t('list.columns.videos'),
      label: t('list.columns.videos'),
      cell: (player) =>
        hidden(
          player.detailsVisible ? (
            <Text span size="sm" className={classes.number}>
              {player.videoCount ?? 0}
            </Text>
          ) : null,
        ),
    },
  ];

  return (
    <StackedTable
      columns={columns}
      rows={players}
      rowKey={(player) => player.id}
      caption={t('list.caption')}
      rowAttributes={(player) => ({ 'data-testid': 'player-row', 'data-player-id': player.id })}
      stale={stale}
      skeletonRows={skeletonRows}
      testId="players-table"
    />
  );
}
