import type { Position } from '@touchline/core';
import { useTranslation } from 'react-i18next';

/**
 * A position as the one short label every screen shows ("AM" in English,
 * "OM" in German), with the long name as a tooltip, or "–". The labels live
 * in the players namespace (players.json `positionShort` and `positions`):
 * a route that shows positions loads it (the club page once showed
 * the code "OM" where the list showed "AM").
 */
export function PositionAbbr({ position }: { position: Position | null }) {
  const { t } = useTranslation('players');
  if (!position) return '–';
  return (
    <abbr title={t(`positions.${position}`)} style={{ textDecoration: 'none' }}>
      {t(`positionShort.${position}`)}
    </abbr>
  );
}
