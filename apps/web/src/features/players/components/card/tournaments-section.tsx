import { Alert, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PlayerTournament } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { CardCounts } from '../../../../components/card-counts';
import { HrefAnchor } from '../../../../components/href-link';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
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
  const { errorMessage } = useErrorMessages();
  const tournaments = usePlayerTournaments(playerId);
  const items = tournaments.data?.items ?? [];

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="card-tournaments">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="card-tournaments">
          {t('tournaments.title')}
        </Title>
        {tournaments.isPending && <Loader size="sm" aria-label={t('tournaments.loading')} />}
        {tournaments.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(tournaments.error)}
          </Alert>
        )}
        {tournaments.isSuccess && items.length === 0 && <Text c="dimmed">{t('tournaments.empty')}</Text>}
        {items.map((tournament) => (
          <TournamentGames key={tournament.tournamentId} tournament={tournament} />
        ))}
      </Stack>
    </Paper>
  );
}
