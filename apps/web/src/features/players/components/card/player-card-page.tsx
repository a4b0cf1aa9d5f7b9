import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMovie, IconStar } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { can, type Player } from '@touchline/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { GoBackButton } from '../../../../components/go-back-button';
import { QueryError } from '../../../../components/query-error';
import { isApiError } from '../../../../lib/api-client';
import { useActor } from '../../../../lib/auth/use-actor';
import { usePlayer } from '../../api/get-player';
import { fullName } from '../../../../lib/format';
import { usePlayerFormat } from '../../../../lib/player-format';
import { DownloadPdfButton } from './download-pdf-button';
import { HrefButton } from '../../../../components/href-link';
import classes from './player-card.module.css';
import { PlayerDetails } from './player-details';
import { PlayerPhoto } from './player-photo';
import { TournamentsSection } from './tournaments-section';
import { VideosSection } from './videos-section';

const routeApi = getRouteApi('/player/$playerId');

/** The page title is the player's name alone (docs/product/names-and-legal-pages.md). */
function usePlayerTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export interface PlayerCardSlots {
  /** The ratings block (radar, trend, history); the route passes the ratings feature's. */
  ratingsSection: (playerId: string) => ReactNode;
  /** "Make a rating" for this player; the route passes the ratings feature's dialog. */
  ratingDialog: (props: { opened: boolean; onClose: () => void; player: Player }) => ReactNode;
}

/**
 * /player/{id}: details, photo, ratings (radar, trend, history), videos, PDF
 * and print. The ratings parts come in as slots: features do not import each
 * other, the route composes them (decision 260).
 */
export function PlayerCardPage({ ratingsSection, ratingDialog }: PlayerCardSlots) {
  const { t } = useTranslation('card');
  const { playerId } = routeApi.useParams();
  const navigate = routeApi.useNavigate();
  const player = usePlayer(playerId);
  const format = usePlayerFormat();
  const actor = useActor();
  const [rating, setRating] = useState(false);
  const name = player.data ? fullName(player.data) : null;
  usePlayerTitle(name ?? (player.isError ? t('notFoundTitle') : null));

  // A merged player's old id answers with the survivor: show the survivor's address.
  const survivorId = player.data && player.data.id !== playerId ? player.data.id : null;
  useEffect(() => {
    if (survivorId) void navigate({ to: '/player/$playerId', params: { playerId: survivorId }, replace: true });
  }, [survivorId, navigate]);

  if (player.isPending) {
    return <Loader aria-label={t('loading')} />;
  }
  if (player.isError) {
    return (
      <Stack>
        <div>
          <GoBackButton />
        </div>
        {isApiError(player.error) && player.error.status === 404 ? (
          <ErrorAlert>{t('notFound')}</ErrorAlert>
        ) : (
          <QueryError query={player} />
        )}
      </Stack>
    );
  }

  const data = player.data;
  const clubResource = { clubId: data.clubId };
  const canEdit = can(actor, 'player.editDetails', clubResource);
  const canRate = data.detailsVisible && can(actor, 'rating.create', clubResource);
  const subtitle = [
    data.position ? format.positionLabel(data.position) : null,
    data.backNumberDefault !== null ? `#${data.backNumberDefault}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Container size="lg" px={0} w="100%" className={classes.card} data-testid="player-card">
      <Stack gap="md">
        <div className={classes.noPrint}>
          <GoBackButton />
        </div>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="card-name">
          <Stack gap="md">
            <div className={classes.header}>
              {data.detailsVisible && <PlayerPhoto player={data} canEdit={canEdit} />}
              <Stack gap="xs" className={classes.headerMain}>
                <Title order={1} fz={{ base: 'h2', md: 'h1' }} id="card-name" className={classes.breakAnywhere}>
                  {name}
                </Title>
                {subtitle && <Text c="dimmed">{subtitle}</Text>}
                <Group gap="xs" className={classes.noPrint}>
                  {canRate && (
                    <Button leftSection={<IconStar size={16} aria-hidden />} onClick={() => setRating(true)}>
                      {t('actions.rate')}
                    </Button>
                  )}
                  {canEdit && (
                    <HrefButton
                      href={`/player/${encodeURIComponent(data.id)}/edit`}
                      variant="default"
                      leftSection={<IconEdit size={16} aria-hidden />}
                    >
                      {t('actions.edit')}
                    </HrefButton>
                  )}
                  {data.detailsVisible && <DownloadPdfButton player={data} />}
                  {data.detailsVisible && (
                    <HrefButton
                      href={`/video/${encodeURIComponent(data.id)}`}
                      variant="subtle"
                      leftSection={<IconMovie size={16} aria-hidden />}
                    >
                      {t('actions.videosPage')}
                    </HrefButton>
                  )}
                </Group>
              </Stack>
            </div>
            <PlayerDetails player={data} />
          </Stack>
        </Paper>
        {data.detailsVisible && ratingsSection(data.id)}
        {data.detailsVisible && <VideosSection playerId={data.id} canEdit={canEdit} />}
        <TournamentsSection playerId={data.id} />
      </Stack>
      {canRate && ratingDialog({ opened: rating, onClose: () => setRating(false), player: data })}
    </Container>
  );
}
