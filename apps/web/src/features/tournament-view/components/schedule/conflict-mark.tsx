import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The mark of a game with an open conflict (decision 421), the same on every
 * list of the schedule: a word, not only a colour, so it reads in print and
 * with a screen reader.
 */
export function ConflictMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('tournaments');
  return (
    <Badge
      color="orange"
      variant="filled"
      size={compact ? 'xs' : 'sm'}
      leftSection={<IconAlertTriangle size={compact ? 10 : 12} aria-hidden />}
      data-testid="conflict-mark"
    >
      {t('scheduleConflicts.mark')}
    </Badge>
  );
}
