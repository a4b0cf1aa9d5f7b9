import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DeleteVideoButtonProps {
  /** The video's title, for the button's accessible name. */
  title: string;
  deleting?: boolean | undefined;
  onClick: () => void;
  className?: string;
}

/** An editor's delete button on a video, named after it; the tooltip says what the icon does. */
export function DeleteVideoButton({ title, deleting, onClick, className }: DeleteVideoButtonProps) {
  const { t } = useTranslation('card');
  return (
    <Tooltip label={t('videos.delete')}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('videos.deleteNamed', { title })}
        loading={deleting}
        onClick={onClick}
        className={className}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
