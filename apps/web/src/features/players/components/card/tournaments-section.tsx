import { Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { PlayerTournament } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { CardCounts } from '../../../../components/card-counts';
import { RequestError } from '../../../../components/error-alert';
import { HrefAnchor } from '../../../../components/href-link';
import { SectionPanel } from '../../../../components/section-panel';
import { usePlayerTournaments } from '../../api/get-player-tournaments';

function TournamentGames({ tournament }: { tournament: PlayerTournament }) {
  const { t } = useTranslation('card');
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
      <Table.ScrollContainer minWidth={0} type="native">
        <Table verticalSpacing={4} aria-label={tournament.name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tournaments.game')}</Table.Th>
              <Table.Th ta="end">{t('tournaments.result')}</Table.Th>
              <Table.Th ta="end">{t('tournaments.goals')}</Table.Th>
              <Table.Th ta="end">{t('tournaments.cards')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tournament.games.map((game) => (
              <Table.Tr key={game.gameId}>
                <Table.Td>
                  <Text size="sm">{game.team?.name ?? '–'}</Text>
                  <Text size="xs" c="dimmed">
                    {t('tournaments.vs', { team: game.opponent?.name ?? '–' })}
                  </Text>
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {game.goalsFor}:{game.goalsAgainst}
                </Table.Td>
                <Table.Td ta="end">{game.goals}</Table.Td>
                <Table.Td ta="end">
                  <CardCounts cards={game.cards} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
