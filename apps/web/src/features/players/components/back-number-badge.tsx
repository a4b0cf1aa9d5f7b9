import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "#10" on screen, "Back number 10" for screen readers. */
export function BackNumberBadge({ number, hash = false, ...props }: BadgeProps & { number: number; hash?: boolean }) {
  const { t } = useTranslation('players');
  return (
    <Badge style={{ fontVariantNumeric: 'tabular-nums' }} {...props}>
      <span aria-hidden>
        {hash ? '#' : ''}
        {number}
      </span>
      <VisuallyHidden>{t('list.backNumber', { number })}</VisuallyHidden>
    </Badge>
  );
}
