import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconAdjustments, IconPencil } from '@tabler/icons-react';
import type { CupEvent } from '@touchline/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDivisionSettingsDialog, LazyEditEventDialog } from './lazy-event-dialogs';

/** "Edit event" (levels 0–1, decision 468): opens the event's dialog, loaded on first use. */
export function EditEventButton({ event }: { event: CupEvent }) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="edit-event"
      >
        {t('edit.button')}
      </Button>
      <LazyEditEventDialog opened={open} onClose={() => setOpen(false)} event={event} />
    </>
  );
}

/** A division's pitches and age class (levels 0–1, decision 468). */
export function DivisionSettingsButton({
  event,
  division,
}: {
  event: CupEvent;
  division: CupEvent['divisions'][number];
}) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  const label = t('divisionEdit.buttonLabel', { division: division.name });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label={label}
          onClick={() => setOpen(true)}
          data-testid="division-settings"
        >
          <IconAdjustments size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <LazyDivisionSettingsDialog opened={open} onClose={() => setOpen(false)} event={event} division={division} />
    </>
  );
}
