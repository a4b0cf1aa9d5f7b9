import { Stack, Text, Title } from '@mantine/core';
import type { Leaderboard, LeaderboardEntry } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { HrefAnchor } from '../../../../components/href-link';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';
import { fullName } from '../../../../lib/format';

const entryKey = (entry: LeaderboardEntry) =>
  entry.playerId ?? `${entry.lastName}\u0000${entry.firstName}\u0000${entry.backNumber ?? ''}\u0000${entry.club ?? ''}`;

/** The player's name; a link to the card only when the server gave the id (levels that may open the card). */
function PlayerName({ entry }: { entry: LeaderboardEntry }) {
  const name = fullName(entry);
  if (!entry.playerId) return <Text fw={500}>{name}</Text>;
  return (
    <HrefAnchor href={`/player/${encodeURIComponent(entry.playerId)}`} fw={500}>
      {name}
    </HrefAnchor>
  );
}

/**
 * Top scorers and cards: back number, name and club only (docs/product/personal-details.md).
 * Stacked into cards below 36em, so it reads on a 360 px phone.
 */
export function LeaderboardTables({ leaderboard }: { leaderboard: Leaderboard | undefined }) {
  const { t } = useTranslation('tournaments');
  const common: StackedColumn<LeaderboardEntry>[] = [
    {
      key: 'number',
      header: t('stats.leaderboard.number'),
      label: t('stats.leaderboard.number'),
      cell: (e) => (e.backNumber === null ? '–' : e.backNumber),
      width: 56,
    },
    { key: 'player', header: t('stats.leaderboard.player'), cell: (e) => <PlayerName entry={e} />, stacked: 'main' },
    {
      key: 'club',
      header: t('stats.leaderboard.club'),
      label: t('stats.leaderboard.club'),
      cell: (e) => e.club ?? t('stats.leaderboard.noClub'),
    },
  ];
  const scorerColumns: StackedColumn<LeaderboardEntry>[] = [
    ...common,
    {
      key: 'goals',
      header: t('stats.leaderboard.goals'),
      label: t('stats.leaderboard.goals'),
      cell: (e) => <Text fw={700}>{e.goals}</Text>,
      align: 'end',
    },
  ];
  const cardColumns: StackedColumn<LeaderboardEntry>[] = [
    ...common,
    ...(['yellow', 'secondYellow', 'red'] as const).map((kind): StackedColumn<LeaderboardEntry> => ({
      key: kind,
      header: t(`stats.leaderboard.${kind}`),
      label: t(`stats.leaderboard.${kind}`),
      cell: (e) => e.cards[kind],
      align: 'end',
    })),
  ];

  return (
    <Stack gap="lg">
      <LeaderboardList
        title={t('stats.leaderboard.scorers')}
        empty={t('stats.leaderboard.noScorers')}
        columns={scorerColumns}
        rows={leaderboard?.scorers}
        testId="leaderboard-scorers"
      />
      <LeaderboardList
        title={t('stats.leaderboard.cards')}
        empty={t('stats.leaderboard.noCards')}
        columns={cardColumns}
        rows={leaderboard?.cards}
        testId="leaderboard-cards"
      />
    </Stack>
  );
}

/** One list under its heading (also the table's name); a sentence instead of an empty table; skeleton rows while loading. */
function LeaderboardList({
  title,
  empty,
  columns,
  rows,
  testId,
}: {
  title: string;
  empty: string;
  columns: StackedColumn<LeaderboardEntry>[];
  rows: LeaderboardEntry[] | undefined;
  testId: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {title}
      </Title>
      {rows && rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <StackedTable
          columns={columns}
          rows={rows}
          rowKey={entryKey}
          caption={title}
          testId={testId}
          verticalSpacing="xs"
        />
      )}
    </Stack>
  );
}
