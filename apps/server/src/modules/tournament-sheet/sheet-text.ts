import { groupLabel, roundName, type Game, type Locale, type SlotPlaceholder } from '@touchline/core';
import type { Translate } from '../../i18n/translations.js';

/** The namespaces the sheet reads from the web app's locale files (the same texts as /sheet/{id}). */
export const SHEET_NAMESPACES = ['tournaments'] as const;

/** Every text printed on the match sheet, in one language. */
export type SheetText = {
  title: string;
  section: (day: string, pitch: number) => string;
  unplaced: string;
  columns: { number: string; time: string; stage: string; home: string; score: string; away: string; notes: string };
  stage: (game: Pick<Game, 'phase' | 'group' | 'round'>) => string;
  tbd: string;
  /** An open knockout slot: "Winner group A", "Best runner-up", "Winner of match 12". */
  placeholder: (placeholder: SlotPlaceholder) => string;
  /** The champion and the final standings, as the web's banner says them. */
  champion: {
    title: (team: string, tournamentTitle: string | null) => string;
    final: (team1: string, team2: string, score: string) => string;
    runnerUp: (team: string) => string;
    heading: string;
    place: (place: number, team: string, shared: boolean) => string;
  };
  /** The mark of a game with an open conflict (decision 421). */
  conflict: string;
  day: (date: string) => string;
  noData: string;
};

/** The sheet's texts from the `tournaments` namespace: the web page and the PDF say the same. */
export function sheetText(t: Translate, locale: Locale, knockoutRounds: number): SheetText {
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return {
    title: t('tournaments:sheet.title'),
    section: (day, pitch) => t('tournaments:sheet.section', { day, pitch }),
    unplaced: t('tournaments:sheet.unplaced'),
    columns: {
      number: t('tournaments:sheet.columns.number'),
      time: t('tournaments:sheet.columns.time'),
      stage: t('tournaments:sheet.columns.stage'),
      home: t('tournaments:sheet.columns.home'),
      score: t('tournaments:sheet.columns.score'),
      away: t('tournaments:sheet.columns.away'),
      notes: t('tournaments:sheet.columns.notes'),
    },
    stage: (game) => {
      if (game.phase === 'group' && game.group !== null)
        return t('tournaments:schedule.phase.group', { group: groupLabel(game.group) });
      if (game.phase === 'knockout') {
        const name = roundName(game.round, knockoutRounds);
        return name === 'earlyRound'
          ? t('tournaments:bracket.rounds.earlyRound', { round: game.round })
          : t(`tournaments:bracket.rounds.${name}`);
      }
      return t('tournaments:schedule.phase.main', { round: game.round });
    },
    tbd: t('tournaments:schedule.tbd'),
    placeholder: ({ key, values }) => t(`tournaments:bracket.placeholders.${key}`, values),
    champion: {
      title: (team, title) =>
        title ? t('tournaments:champion.titleNamed', { title, team }) : t('tournaments:champion.title', { team }),
      final: (team1, team2, score) => t('tournaments:champion.final', { team1, team2, score }),
      runnerUp: (team) => t('tournaments:champion.runnerUp', { team }),
      heading: t('tournaments:champion.standings'),
      place: (place, team, shared) => t(`tournaments:champion.${shared ? 'placeShared' : 'place'}`, { place, team }),
    },
    conflict: t('tournaments:scheduleConflicts.mark'),
    day: (date) => dayFormat.format(new Date(`${date}T00:00:00Z`)),
    noData: t('tournaments:view.noData'),
  };
}
