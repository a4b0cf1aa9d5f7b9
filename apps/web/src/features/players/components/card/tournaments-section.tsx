import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { PlayerTournament } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { CardCounts } from '../../../../components/card-counts';
import { RequestError } from '../../../../components/error-alert';
import { HrefAnchor } from '../../../../components/href-link';
import { SectionPanel } from '../../../../components/section-panel';
import { StackedTable, type StackedColumn } from '../../../../components/stacked-table/stacked-table';
import { usePlayerTournaments } from '../../api/get-player-tournaments';

type PlayerGame = PlayerTournament['games'][number];

function TournamentGames({ tournament }: { tournament: PlayerTournament }) {
  const { t } = useTranslation('card');
  const columns: StackedColumn<PlayerGame>[] = [
    {
      key: 'game',
      header: t('tournaments.game'),
      stacked: 'main',
      cell: (game) => (
        <>
          <Text size="sm">{game.team?.name ?? '–'}</Text>
          <Text size="xs" c="dimmed">
            {t('tournaments.vs', { team: game.opponent?.name ?? '–' })}
          </Text>
        </>
      ),
    },
    {
      key: 'result',
      header: t('tournaments.result'),
      label: t('tournaments.result'),
      align: 'end',
      cell: (game) => <span style={{ whiteSpace: 'nowrap' }}>{`${game.goalsFor}:${game.goalsAgainst}`}</span>,
    },
    {
      key: 'goals',
      header: t('tournaments.goals'),
      label: t('tournaments.goals'),
      align: 'end',
      cell: (game) => game.goals,
    },
    {
      key: 'cards',
      header: t('tournaments.cards'),
      align: 'end',
      stacked: 'end',
      cell: (game) => <CardCounts cards={game.cards} />,
    },
  ];
  return (
    <Stack gap={4} component="section" aria-labelledby={`card-tournament-${tournament.tournamentId}`}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h5" id={`card-tournament-${tournament.tournamentId}`}>
          <HrefAnchor href={`/TournamentView/${encodeURIComponent(tournament.tournamentId)}`}>
            {tournament.name}
          </HrefAnchor>
        </Title>
        <Text size="sm" c="dimmed">
          {`${t('tournaments.gameCount', { count: tournament.games.length })} · ${t('tournaments.goalCount', { count: tournament.goals })}`}
        </Text>
      </Group>
      <StackedTable
        columns={columns}
        rows={tournament.games}
        rowKey={(game) => game.gameId}
        caption={tournament.name}
        verticalSpacing="xs"
      />
    </Stack>
  );
}

/**
 * The card's "Tournaments" section: the player's games with a recorded goal
 * or card, per tournament (decision 024). The server answers exactly where it
 * answers the card itself, so the card shows it whenever the card shows.
 */
export function TournamentsSection({ playerId }: { playerId: string }) {
  const { t } = useTranslation('card');
  const tournaments = usePlayerTournaments(playerId);
  const items = tournaments.data?.items ?? [];

  return (
    <SectionPanel title={t('tournaments.title')}>
      {tournaments.isPending && <Loader size="sm" aria-label={t('tournaments.loading')} />}
      {tournaments.isError && <RequestError error={tournaments.error} />}
      {tournaments.isSuccess && items.length === 0 && <Text c="dimmed">{t('tournaments.empty')}</Text>}
      {items.map((tournament) => (
        <TournamentGames key={tournament.tournamentId} tournament={tournament} />
      ))}
    </SectionPanel>
  );
}
