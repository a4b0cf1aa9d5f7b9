import type { Position } from '@touchline/core';
import { useTranslation } from 'react-i18next';

/**
 * A position as its code ("CM") with the name as a tooltip, or "–". The
 * clubs namespace has the names (the club roster and the free players list,
 * two features, show it alike).
 */
export function PositionAbbr({ position }: { position: Position | null }) {
  const { t } = useTranslation('clubs');
  if (!position) return '–';
  return (
    <abbr title={t(`positions.${position}`)} style={{ textDecoration: 'none' }}>
      {position}
    </abbr>
  );
}
