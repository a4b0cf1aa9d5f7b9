import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Video } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '../../../../components/lazy-panel';
import classes from './player-card.module.css';
import { VideoQrCode, absoluteVideoUrl } from './video-qr-code';
import { dateTimeFormat } from '../../../../lib/format';

/**
 * Only editors delete (decision 331): the button and its Tooltip load for
 * them alone. An empty square of the button's size holds its place; the
 * videos section preloads the code while the list itself loads.
 */
export const DeleteVideoButton = lazyPanel(
  () => import('./delete-video-button').then((module) => module.DeleteVideoButton),
  { loading: () => <Box w={28} h={28} aria-busy /> },
);

interface VideoItemProps {
  video: Video;
  onDelete?: (video: Video) => void;
  deleting?: boolean;
}

/** One video: its link (or a player for an upload), the QR code of its address, delete. */
export function VideoItem({ video, onDelete, deleting }: VideoItemProps) {
  const { t, i18n } = useTranslation('card');
  const absolute = absoluteVideoUrl(video.url);
  const title = video.title || (video.kind === 'upload' ? t('videos.uploadedVideo') : hostOf(absolute));
  const added = dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(video.createdAt));
  return (
    <Paper withBorder p="sm" component="li" className={classes.video} data-testid="video-item">
      <Group align="flex-start" wrap="wrap" gap="md" justify="space-between">
        <Stack gap={6} miw={0} style={{ flex: '1 1 14rem' }}>
          <Text fw={600} className={classes.breakAnywhere}>
            {title}
          </Text>
          {video.kind === 'upload' && (
            <video controls preload="metadata" className={classes.videoPlayer} aria-label={title}>
              <source src={video.url} {...(video.contentType ? { type: video.contentType } : {})} />
            </video>
          )}
          <Anchor href={absolute} target="_blank" rel="noopener noreferrer" size="sm" className={classes.breakAnywhere}>
            <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
              <span>{absolute}</span>
              <IconExternalLink size={14} aria-hidden style={{ flex: 'none' }} />
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('videos.added', { date: added })}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <VideoQrCode url={video.url} label={t('videos.qrLabel', { title })} />
          {onDelete && (
            <DeleteVideoButton
              title={title}
              deleting={deleting}
              onClick={() => onDelete(video)}
              className={classes.noPrint}
            />
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
