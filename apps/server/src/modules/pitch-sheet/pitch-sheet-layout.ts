import type { CupEvent, EventGame, Locale } from '@touchline/core';
import type { Translate } from '../../i18n/translations.js';

/** The namespaces the pitch sheet reads from the web app's locale files. */
export const PITCH_SHEET_NAMESPACES = ['events', 'tournaments'] as const;

/** The sheet's columns, left to right. */
export const PITCH_SHEET_COLUMNS = ['time', 'division', 'home', 'score', 'away', 'signature'] as const;
export type PitchSheetColumn = (typeof PITCH_SHEET_COLUMNS)[number];

/** At most this many games print on one sheet: a pitch's day holds far fewer (one a minute would be 1,440). */
export const MAX_PITCH_SHEET_ROWS = 1_440;

/** One game of the pitch's day, as printed. */
export type PitchSheetRow = { time: string; division: string; home: string; away: string };

/**
 * Everything the pitch sheet prints, as plain strings: what the renderer gets
 * in its worker thread (decision 355, decision 469).
 */
export type PitchSheetLayout = {
  documentTitle: string;
  author: string;
  eventName: string;
  /** "Pitch sheet · Kunstrasen 2 · Saturday, 2 May". */
  heading: string;
  columns: Record<PitchSheetColumn, string>;
  rows: PitchSheetRow[];
  noData: string;
  /** The lines signed at the end of the day. */
  signatures: string[];
};

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "Pitch sheet_Kunstrasen-2_2026-05-02.pdf" without characters a file name may not hold. */
export function pitchSheetFileName(eventName: string, pitchName: string, date: string): string {
  const clean = (text: string) =>
    text
      .trim()
      .replace(/[\s/\\:*?"<>|]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${[clean(eventName) || 'event', clean(pitchName) || 'pitch', date].join('_')}.pdf`;
}

/**
 * The games of one pitch on one day across every division, by kick-off, with
 * the division's age class (or name) beside each (decision 469).
 */
export function pitchSheetLayout(
  input: { event: CupEvent; pitchName: string; date: string; games: readonly EventGame[]; orgName: string },
  t: Translate,
  locale: Locale,
): PitchSheetLayout {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${input.date}T00:00:00Z`));
  const division = new Map(input.event.divisions.map((d) => [d.tournamentId, d] as const));
  const tbd = t('tournaments:schedule.tbd');
  const rows = [...input.games]
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .slice(0, MAX_PITCH_SHEET_ROWS)
    .map((g) => {
      const d = division.get(g.tournamentId);
      return {
        time: g.start === null ? '' : clock(g.start),
        division: d ? (d.ageClass ?? d.name) : '',
        home: g.team1?.name ?? tbd,
        away: g.team2?.name ?? tbd,
      };
    });
  const title = t('events:pitchSheet.title');
  return {
    documentTitle: `${input.event.name} · ${title} · ${input.pitchName} · ${input.date}`,
    author: input.orgName,
    eventName: input.event.name,
    heading: `${title} · ${input.pitchName} · ${day}`,
    columns: {
      time: t('events:pitchSheet.columns.time'),
      division: t('events:pitchSheet.columns.division'),
      home: t('events:pitchSheet.columns.home'),
      score: t('events:pitchSheet.columns.score'),
      away: t('events:pitchSheet.columns.away'),
      signature: t('events:pitchSheet.columns.signature'),
    },
    rows,
    noData: t('events:pitchSheet.noGames'),
    signatures: [t('events:pitchSheet.signatures.supervisor'), t('events:pitchSheet.signatures.handedIn')],
  };
}
