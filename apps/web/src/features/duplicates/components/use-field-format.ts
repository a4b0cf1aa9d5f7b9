import type { MergeField, Player } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllClubs } from '../../../entities/club/list-clubs';
import { countryName } from '../../../lib/countries';
import { dateTimeFormat } from '../../../lib/format';
import { usePlayerFormat } from '../../../lib/player-format';

/** Shows any merge field of a player as text in the user's language. */
export function useFieldFormat(): (player: Player, field: MergeField) => string {
  const { t, i18n } = useTranslation('duplicates');
  const clubs = useAllClubs();
  const { positionShort } = usePlayerFormat();
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const clubName = new Map((clubs.data?.items ?? []).map((club) => [club.id, club.name]));
    const dates = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const empty = t('values.empty');
    return (player, field) => {
      switch (field) {
        case 'birthday':
          return player.birthday ? dates.format(new Date(`${player.birthday}T00:00:00Z`)) : empty;
        case 'clubId':
          return player.clubId === null
            ? t('values.freePlayer')
            : (clubName.get(player.clubId) ?? t('values.unknownClub'));
        case 'foot':
          return player.foot ? t(`values.foot.${player.foot}`) : empty;
        case 'position':
          return player.position ? positionShort(player.position) : empty;
        case 'sidePositions':
          return player.sidePositions.length ? player.sidePositions.map(positionShort).join(', ') : empty;
        case 'nationality':
          return player.nationality ? countryName(player.nationality, language) : empty;
        case 'height':
          return player.height == null ? empty : t('values.heightCm', { height: player.height });
        case 'watchlist':
        case 'networkPlayer':
          return player[field] ? t('values.yes') : t('values.no');
        case 'valueEur':
          return player.valueEur == null ? empty : money.format(player.valueEur);
        default: {
          const value = player[field];
          return value === null || value === undefined || value === '' ? empty : String(value);
        }
      }
    };
  }, [clubs.data, language, t, positionShort]);
}
