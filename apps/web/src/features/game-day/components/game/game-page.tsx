import { Anchor, Button, Skeleton, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataAge } from '../../../../components/data-age';
import { Page } from '../../../../components/page';
import { QueryError } from '../../../../components/query-error';
import { isApiError } from '../../../../lib/api-client';
import { useTournament } from '../../../../entities/tournament/get-tournament';
import { useTournamentGames } from '../../../../entities/tournament/list-tournament-games';
import { useGameLabels } from '../../../../entities/tournament/game-labels';
import { GamePicker } from './game-picker';
import { GameRecorder } from './game-recorder';
import { usePrefetchRosters } from './use-team-roster';

const routeApi = getRouteApi('/Game/$tournamentId');

/**
 * /Game/{TournamentId} (levels 0–2, `game.record`): pick a game, then record
 * it. The picked game and the recorder's pitch live in the URL, so a reload
 * (or a second phone) opens the same game. The live channel refreshes the
 * games and the record (src/lib/live-events.ts: the `tournament` topic).
 */
export function GamePage() {
  const { t } = useTranslation('tournaments');
  const { tournamentId } = routeApi.useParams();
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/Game/$tournamentId' });
  const tournament = useTournament(tournamentId);
  const games = useTournamentGames(tournamentId);
  const items = games.data?.items ?? [];
  const labels = useGameLabels(items);
  const picked = search.game ? items.find((g) => g.id === search.game) : undefined;
  usePrefetchRosters(tournament.data, games.data?.items);

  if (tournament.isError && isApiError(tournament.error) && tournament.error.status === 404) {
    return (
      <Page title={t('view.unknownTitle')}>
        <Text data-testid="unknown-tournament">{t('view.unknownText')}</Text>
      </Page>
    );
  }
  // A failed refetch over data already here (offline) keeps showing it, with its age (DataAge).
  const failed = tournament.isError && !tournament.data ? tournament : games.isError && !games.data ? games : null;
  if (failed) {
    return (
      <Page title={t('game.title')}>
        <QueryError query={failed} title={t('game.loadFailed')} />
      </Page>
    );
  }
  if (!tournament.data || !games.data) {
    return (
      <Page title={t('game.title')}>
        <Skeleton height={64} />
        <Skeleton height={240} />
      </Page>
    );
  }

  const toList = () => void navigate({ search: (prev) => ({ ...prev, game: undefined }) });

  if (search.game && !picked) {
    return (
      <Page title={t('game.title')}>
        <Text data-testid="unknown-game">{t('game.unknownGame')}</Text>
        <Button size="lg" onClick={toList}>
          {t('game.backToGames')}
        </Button>
      </Page>
    );
  }

  if (picked) {
    return (
      <Page title={`${labels.pairing(picked)} – ${tournament.data.name}`} heading={tournament.data.name}>
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconList size={18} aria-hidden />}
          onClick={toList}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('game.backToGames')}
        </Button>
        <DataAge queries={[tournament, games]} />
        {/* Keyed by game: another game starts with its own outbox and dialogs. */}
        <GameRecorder key={picked.id} tournament={tournament.data} listGame={picked} labels={labels} />
      </Page>
    );
  }

  return (
    <Page title={`${t('game.title')} – ${tournament.data.name}`} heading={t('game.title')}>
      <Text mt={-8}>
        {/* The app's link style, as in the menu and the sign-in pages: not the browser's blue. */}
        <Anchor
          data-testid="tournament-link"
          renderRoot={(props) => <Link to="/TournamentView/$tournamentId" params={{ tournamentId }} {...props} />}
        >
          {tournament.data.name}
        </Anchor>
      </Text>
      <DataAge queries={[tournament, games]} />
      <GamePicker
        games={items}
        labels={labels}
        pitch={search.pitch ?? null}
        onPitch={(pitch) =>
          void navigate({ search: (prev) => ({ ...prev, pitch: pitch ?? undefined }), replace: true })
        }
        onPick={(game) => void navigate({ search: (prev) => ({ ...prev, game: game.id }) })}
      />
    </Page>
  );
}
