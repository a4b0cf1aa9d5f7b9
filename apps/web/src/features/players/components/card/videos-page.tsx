import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { can } from '@touchline/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../components/page';
import { QueryError } from '../../../../components/query-error';
import { useActor } from '../../../../lib/auth/use-actor';
import { usePlayer } from '../../api/get-player';
import { fullName } from '../../../../lib/format';
import { nameValues } from '../../../../lib/elision';
import { HrefAnchor } from '../../../../components/href-link';
import classes from './player-card.module.css';
import { VideosSection } from './videos-section';

const routeApi = getRouteApi('/video/$playerId');

/** /video/{id}: the player's videos with players, links and QR codes; add and delete (the card's components). */
export function VideosPage() {
  const { t } = useTranslation('card');
  const { playerId } = routeApi.useParams();
  const navigate = routeApi.useNavigate();
  const player = usePlayer(playerId);
  const actor = useActor();
  const name = player.data ? fullName(player.data) : null;

  const survivorId = player.data && player.data.id !== playerId ? player.data.id : null;
  useEffect(() => {
    if (survivorId) void navigate({ to: '/video/$playerId', params: { playerId: survivorId }, replace: true });
  }, [survivorId, navigate]);

  const title = name ? t('videosPage.title', nameValues(name)) : t('videosPage.titleShort');
  return (
    <Page title={title} size="lg">
      <div className={classes.card}>
        {player.isPending && <Loader aria-label={t('loading')} />}
        {player.isError && <QueryError query={player} />}
        {player.data && (
          <Stack gap="md">
            <Text>
              <HrefAnchor href={`/player/${encodeURIComponent(player.data.id)}`}>{t('videosPage.toCard')}</HrefAnchor>
            </Text>
            {player.data.detailsVisible ? (
              <VideosSection
                playerId={player.data.id}
                canEdit={can(actor, 'player.editDetails', { clubId: player.data.clubId })}
              />
            ) : (
              <Alert color="gray" icon={<IconLock aria-hidden />}>
                {t('details.hidden')}
              </Alert>
            )}
          </Stack>
        )}
      </div>
    </Page>
  );
}
