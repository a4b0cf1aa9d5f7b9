import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatMinutes, type OfficialGame } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { useMyGames } from '../../../entities/official/official-queries';
import { dateTimeFormat } from '../../../lib/format';

/** One game to record as a link to the recorder, "Sat 1 May · 09:00 · Pitch A · FC Nord – FC Süd". */
function GameLink({ game }: { game: OfficialGame }) {
  const { t, i18n } = useTranslation('officials');
  const day = dateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', day: 'numeric', month: 'short' });
  const label = [
    game.date === null ? null : day.format(new Date(`${game.date}T12:00:00Z`)),
    game.start === null ? null : formatMinutes(game.start),
    game.pitchName,
    `${game.team1?.name ?? '?'} – ${game.team2?.name ?? '?'}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Anchor
      aria-label={t('myGames.record', { game: label })}
      data-testid="game-to-record"
      renderRoot={(props) => (
        <Link
          to="/Game/$tournamentId"
          params={{ tournamentId: game.tournamentId }}
          search={{ game: game.id }}
          {...props}
        />
      )}
    >
      {label}
      <Text span c="dimmed" size="sm">
        {` (${game.eventName} · ${game.tournamentName})`}
      </Text>
    </Anchor>
  );
}

/**
 * "Games to record" (decision 454): the games the signed-in user is the
 * official of, each linking to the recorder. Nothing when there are none,
 * unless `always` (the invitation page says so).
 */
export default function GamesToRecord({ always = false }: { always?: boolean }) {
  const { t, ready } = useTranslation('officials');
  const games = useMyGames();
  const items = games.data?.items ?? [];
  if (!ready || (!always && items.length === 0)) return null;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="games-to-record-title"
      data-testid="games-to-record"
    >
      <Title order={2} size="h3" id="games-to-record-title">
        {t('myGames.title')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" mt="xs">
          {t('myGames.none')}
        </Text>
      ) : (
        <Stack gap={6} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((game) => (
            <li key={game.id}>
              <GameLink game={game} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
