import { Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Video } from '@touchline/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../../components/error-alert';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { lazyPanel } from '../../../../components/lazy-panel';
import { SectionPanel } from '../../../../components/section-panel';
import { useErrorMessages } from '../../../../hooks/use-error-messages';
import { useDeletePlayerVideo } from '../../api/delete-player-video';
import { usePlayerVideos } from '../../api/list-player-videos';
import { AddVideoFormPlaceholder } from './add-video-form-placeholder';
import classes from './player-card.module.css';
import { DeleteVideoButton, VideoItem } from './video-item';

/**
 * Only editors see the form (decision 331): the others never download it and
 * @mantine/form. For editors it arrives a moment after the section, in a
 * placeholder of its own shape, so nothing below it moves.
 */
const AddVideoForm = lazyPanel(() => import('./add-video-form').then((module) => module.AddVideoForm), {
  loading: () => <AddVideoFormPlaceholder />,
});

// Only editors delete, and seldom: the confirmation and its Modal load on first open (decision 286).
const DeleteVideoDialog = lazyDialog(() => import('./delete-video-dialog').then((module) => module.DeleteVideoDialog));

interface VideosSectionProps {
  playerId: string;
  /** May add and delete videos (player.editDetails). */
  canEdit: boolean;
  /** Heading level: 2 on the card, 2 on the videos page too (below the h1). */
  headingExtra?: ReactNode;
}

/** The player's videos (links and uploads) with QR codes; add and delete. Shared by the card and /video/{id}. */
export function VideosSection({ playerId, canEdit, headingExtra }: VideosSectionProps) {
  const { t } = useTranslation('card');
  const { errorMessage } = useErrorMessages();
  const videos = usePlayerVideos(playerId);
  const remove = useDeletePlayerVideo();
  const [confirming, setConfirming] = useState<Video | null>(null);

  // The delete buttons' code arrives with the list, not a round trip after it.
  useEffect(() => {
    if (canEdit) DeleteVideoButton.preload();
  }, [canEdit]);

  const onConfirmDelete = () => {
    const video = confirming;
    setConfirming(null);
    if (!video) return;
    remove.mutate(
      { playerId, videoId: video.id },
      {
        onSuccess: () => notifications.show({ color: 'pitch', message: t('videos.deleted') }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  };

  const items = videos.data?.items ?? [];

  return (
    <SectionPanel title={t('videos.title')} actions={headingExtra}>
      {videos.isPending && <Loader size="sm" aria-label={t('videos.loading')} />}
      {videos.isError && <RequestError error={videos.error} />}
      {videos.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="no-videos">
          {t('videos.none')}
        </Text>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" className={classes.plainList}>
          {items.map((video) => (
            <VideoItem
              key={video.id}
              video={video}
              onDelete={canEdit ? setConfirming : undefined}
              deleting={remove.isPending && remove.variables.videoId === video.id}
            />
          ))}
        </Stack>
      )}
      {canEdit && <AddVideoForm playerId={playerId} />}
      {canEdit && (
        <DeleteVideoDialog
          opened={confirming !== null}
          onClose={() => setConfirming(null)}
          onConfirm={onConfirmDelete}
        />
      )}
    </SectionPanel>
  );
}
