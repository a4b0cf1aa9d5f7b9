import type { Foot, Locale, Position, Skill } from '@touchline/core';
import type { Translate } from '../../i18n/translations.js';

/** The web app's namespaces the card's texts come from. */
export const CARD_NAMESPACES = ['card', 'players', 'skills'] as const;

/**
 * Everything the player card PDF prints that is not the player's own data, in
 * one language: labels from the web app's translations (the same words as the
 * card on screen), country names from Intl.DisplayNames like the web app's
 * country picker, dates and money through Intl like the web app's formatters.
 */
export type CardText = {
  freePlayer: string;
  birthday: string;
  nationality: string;
  height: string;
  foot: string;
  value: string;
  targetLeague: string;
  watchlist: string;
  yes: string;
  sidePositions: string;
  backNumber: string;
  skillsTitle: string;
  noRatings: string;
  qrVideo: string;
  qrCard: string;
  position: (position: Position) => string;
  footName: (foot: Foot) => string;
  skill: (skill: Skill) => string;
  country: (code: string) => string;
  years: (age: number) => string;
  heightCm: (height: number) => string;
  date: (isoDate: string) => string;
  money: (eur: number) => string;
  ratingsCount: (count: number) => string;
  globalAverage: (average: number) => string;
  created: (isoDate: string) => string;
};

export function cardText(t: Translate, locale: Locale): CardText {
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = (isoDate: string) => dates.format(new Date(isoDate));
  return {
    freePlayer: t('card:details.freePlayer'),
    birthday: t('card:details.birthday'),
    nationality: t('card:details.nationality'),
    height: t('card:details.height'),
    foot: t('card:details.foot'),
    value: t('card:details.value'),
    targetLeague: t('card:details.targetLeague'),
    watchlist: t('card:details.watchlist'),
    yes: t('card:details.yes'),
    sidePositions: t('players:fields.sidePositions'),
    backNumber: t('card:details.backNumber'),
    skillsTitle: t('card:ratings.radarTitle'),
    noRatings: t('card:ratings.none'),
    qrVideo: t('card:pdf.qrVideo'),
    qrCard: t('card:pdf.qrCard'),
    position: (position) => t(`players:positions.${position}`),
    footName: (foot) => t(`players:feet.${foot}`),
    skill: (skill) => t(`skills:${skill}.name`),
    country: (code) => regions.of(code) ?? code,
    years: (age) => t('players:preview.ageValue', { count: age }),
    heightCm: (height) => t('card:details.heightCm', { height }),
    date,
    money: (eur) => euros.format(eur),
    ratingsCount: (count) => t('card:ratings.count', { count }),
    globalAverage: (average) => t('card:pdf.globalAverage', { value: oneDecimal.format(average) }),
    created: (isoDate) => t('card:pdf.created', { date: date(isoDate) }),
  };
}
