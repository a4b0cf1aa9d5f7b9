import { Badge, Group, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconUsers } from '@tabler/icons-react';
import type { Player, PlayerSort } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';
import { usePlayerFormat } from '../../../lib/player-format';
import { HrefAnchor } from '../../../components/href-link';
import { playerCardHref } from './player-href';
import { BackNumberBadge } from './back-number-badge';
import { NotVisible } from './not-visible';
import classes from './players-table.module.css';

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
 * Below 36em each row is a stacked card.
 */
export function PlayersTable({ players, stale, sort, onSort, skeletonRows, filtered }: PlayersTableProps) {
  const { t } = useTranslation('players');
  const format = usePlayerFormat();

  if (players && players.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center" data-testid="players-empty">
        <ThemeIcon variant="light" size="xl" radius="xl" color="gray">
          <IconUsers size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{filtered ? t('list.emptyFiltered.title') : t('list.empty.title')}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {filtered ? t('list.emptyFiltered.text') : t('list.empty.text')}
        </Text>
      </Stack>
    );
  }

  const header = (key: SortKey, label: string) => {
    const active = sort === key || sort === `-${key}`;
    const descending = sort === `-${key}`;
    const next: PlayerSort = active && !descending ? `-${key}` : key;
    const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
    return (
      <Table.Th role="columnheader" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className={classes.sortButton} onClick={() => onSort(next)} data-testid={`sort-${key}`}>
          {label}
          <Icon size={14} aria-hidden stroke={active ? 2.25 : 1.5} />
        </button>
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table
        className={`${classes.table} ${stale ? classes.stale : ''}`}
        role="table"
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('list.caption')}
        aria-busy={!players || stale || undefined}
        data-testid="players-table"
      >
        <Table.Thead>
          <Table.Tr role="row">
            {header('name', t('list.columns.name'))}
            {header('position', t('list.columns.position'))}
            {header('age', t('list.columns.age'))}
            <Table.Th role="columnheader">{t('list.columns.videos')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!players
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index} aria-hidden className={classes.row}>
                  <Table.Td role="cell" className={classes.name}>
                    <Skeleton height={12} width="60%" />
                  </Table.Td>
                  <Table.Td role="cell" className={classes.position}>
                    <Skeleton height={12} width={60} />
                  </Table.Td>
                  <Table.Td role="cell" className={classes.age}>
                    <Skeleton height={12} width={24} />
                  </Table.Td>
                  <Table.Td role="cell" className={classes.videos}>
                    <Skeleton height={12} width={24} />
                  </Table.Td>
                </Table.Tr>
              ))
            : players.map((player) => {
                const age = player.detailsVisible ? format.age(player.birthday) : null;
                return (
                  <Table.Tr
                    key={player.id}
                    role="row"
                    className={classes.row}
                    data-testid="player-row"
                    data-player-id={player.id}
                  >
                    <Table.Td role="cell" className={classes.name}>
                      <Group gap="xs" wrap="wrap" align="center">
                        {player.backNumberDefault !== null && (
                          <BackNumberBadge variant="default" size="sm" miw={34} number={player.backNumberDefault} />
                        )}
                        <HrefAnchor
                          href={playerCardHref(player.id)}
                          fw={600}
                          size="sm"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {format.fullName(player)}
                        </HrefAnchor>
                        {player.networkPlayer && (
                          <Badge size="xs" variant="light" color="teal">
                            {t('networkBadge', { org: appConfig.orgName })}
                          </Badge>
                        )}
                        {player.detailsVisible && player.watchlist && (
                          <Badge size="xs" variant="light" color="yellow">
                            {t('watchlistBadge')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td role="cell" className={classes.position}>
                      <span className={classes.cellLabel}>{t('list.columns.position')}</span>
                      <Text span size="sm" title={player.position ? format.positionLabel(player.position) : undefined}>
                        {format.positionsText(player) || '–'}
                      </Text>
                    </Table.Td>
                    <Table.Td role="cell" className={classes.age}>
                      <span className={classes.cellLabel}>{t('list.columns.age')}</span>
                      {player.detailsVisible ? (
                        <Text span size="sm" className={classes.number}>
                          {age ?? '–'}
                        </Text>
                      ) : (
                        <NotVisible />
                      )}
                    </Table.Td>
                    <Table.Td role="cell" className={classes.videos}>
                      <span className={classes.cellLabel}>{t('list.columns.videos')}</span>
                      {player.detailsVisible ? (
                        <Text span size="sm" className={classes.number}>
                          {player.videoCount ?? 0}
                        </Text>
                      ) : (
                        <NotVisible />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
