import { ageOn, type Foot, type Player, type PlayerSummary, type Position } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from './countries';
import { fullName, todayIso } from './format';

/**
 * Display helpers for players, shared by the list, the form, the preview and
 * the player card. Labels come from the `players` namespace (the route must
 * load it with loadNamespaces('players')).
 */

/** Age in whole years today, or null without a (valid) birthday or when in the future. */
export function playerAge(birthday: string | null | undefined, today: string = todayIso()): number | null {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const age = ageOn(birthday, today);
  return age >= 0 ? age : null;
}

/** Ages of players: the personal details may be hidden (detailsVisible false). */
export function visibleAge(player: Pick<Player, 'detailsVisible' | 'birthday'>, today?: string): number | null {
  return player.detailsVisible ? playerAge(player.birthday, today) : null;
}

export interface PlayerFormat {
  fullName: typeof fullName;
  /** Age today, or null. */
  age: (birthday: string | null | undefined) => number | null;
  /** "Goalkeeper" etc. */
  positionLabel: (position: Position) => string;
  /** "GK" etc. (localised abbreviations). */
  positionShort: (position: Position) => string;
  /** Main position, then side positions: "CM (DM, OM)"; '' when none. */
  positionsText: (player: Pick<PlayerSummary, 'position' | 'sidePositions'>) => string;
  footLabel: (foot: Foot) => string;
  /** Country name in the UI language. */
  countryName: (code: string | null | undefined) => string;
  /** "€1,500,000" in the UI language. */
  formatEur: (value: number) => string;
}

export function usePlayerFormat(): PlayerFormat {
  const { t, i18n } = useTranslation('players');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const positionShort = (position: Position) => t(`positionShort.${position}`);
    // Made on the first amount shown, not with every list or card: loading
    // ICU's currency data took ~40 ms of the player card's first render on a
    // phone at 4×, for a value most cards do not show (decision 287).
    let currency: Intl.NumberFormat | undefined;
    return {
      fullName,
      age: (birthday) => playerAge(birthday),
      positionLabel: (position) => t(`positions.${position}`),
      positionShort,
      positionsText: ({ position, sidePositions }) => {
        const side = sidePositions.filter((p) => p !== position).map(positionShort);
        if (!position) return side.join(', ');
        return side.length > 0 ? `${positionShort(position)} (${side.join(', ')})` : positionShort(position);
      },
      footLabel: (foot) => t(`feet.${foot}`),
      countryName: (code) => countryName(code, locale),
      formatEur: (value) => {
        currency ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
        return currency.format(value);
      },
    };
  }, [t, locale]);
}
