import { knockoutPlaceholders, type BracketBody, type Game, type Tournament } from '@touchline/core';
import type { SheetChampion } from './sheet-champion.js';
import type { SheetText } from './sheet-text.js';

type Placed = Game & { date: string; start: number; pitch: number };
type Entry = { number: number; game: Game };

/** The sheet's columns, left to right. */
export const SHEET_COLUMNS = ['number', 'time', 'stage', 'home', 'score', 'away', 'notes'] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/**
 * Everything the match sheet prints, as plain strings: what the PDF renderer
 * gets in its worker thread (decision 355), where neither the translations
 * nor the games are at hand. Computing it is cheap (a sort and a label per
 * game); drawing it is not.
 */
export type SheetLayout = {
  /** The document's title and author (its properties, not printed). */
  documentTitle: string;
  author: string;
  /** Printed at the top of every page. */
  tournamentName: string;
  /** "Match sheet": the heading of a sheet without games. */
  title: string;
  subtitle: string;
  columns: Record<SheetColumn, string>;
  /** One per day and pitch, unplaced games last; none: the sheet says `noData`. */
  sections: { heading: string; rows: SheetRow[] }[];
  noData: string;
  /** Once decided: the champion and the final standings, on a page before the games (decision 428). */
  champion: SheetChampion | null;
};

/** `notes` is empty for writing in, or says the game has an open conflict (decision 421). */
export type SheetRow = { number: string; time: string; stage: string; home: string; away: string; notes: string };

function isPlaced(game: Game): game is Placed {
  return game.date !== null && game.start !== null && game.pitch !== null;
}

/** ISO dates (YYYY-MM-DD) in order: as strings, without collation. */
function byDate(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Every game numbered in kick-off order (day, time, pitch), then one section
 * per day and pitch, unplaced games last: the same layout as the web page.
 */
export function sheetSections(
  games: readonly Game[],
): { title: 'day' | 'unplaced'; date?: string; pitch?: number; entries: Entry[] }[] {
  const ordered = [...games].sort((a, b) => {
    if (!isPlaced(a) || !isPlaced(b)) return Number(!isPlaced(a)) - Number(!isPlaced(b));
    return byDate(a.date, b.date) || a.start - b.start || a.pitch - b.pitch;
  });
  const numbered = ordered.map((game, i) => ({ number: i + 1, game }));
  const placed = numbered
    .filter((e): e is { number: number; game: Placed } => isPlaced(e.game))
    .sort((a, b) => byDate(a.game.date, b.game.date) || a.game.pitch - b.game.pitch || a.game.start - b.game.start);
  const sections: { title: 'day' | 'unplaced'; date?: string; pitch?: number; entries: Entry[] }[] = [];
  for (const entry of placed) {
    const last = sections.at(-1);
    if (last && last.date === entry.game.date && last.pitch === entry.game.pitch) last.entries.push(entry);
    else sections.push({ title: 'day', date: entry.game.date, pitch: entry.game.pitch, entries: [entry] });
  }
  const unplaced = numbered.filter((e) => !isPlaced(e.game));
  if (unplaced.length > 0) sections.push({ title: 'unplaced', entries: unplaced });
  return sections;
}

/** The sheet of a tournament's games in the language of `text`. */
export function sheetLayout(
  data: {
    tournament: Pick<Tournament, 'name' | 'location'>;
    games: readonly Game[];
    orgName: string;
    /** Ids of the games with an open conflict (decision 421): their row says so under notes. */
    conflicted?: ReadonlySet<string>;
    /** The knockout games with their slots' origins: an open team prints where it comes from. */
    bracketGames?: BracketBody['games'];
    champion?: SheetChampion | null;
  },
  text: SheetText,
): SheetLayout {
  // A few distinct stages (groups, rounds) and days for up to thousands of
  // games: each translated once. This runs on the event loop for every
  // request (the PDF itself is kept by this layout's hash).
  const stages = new Map<string, string>();
  const stage = (game: Game) => {
    const key = `${game.phase}/${game.group ?? ''}/${game.round}`;
    let label = stages.get(key);
    if (label === undefined) stages.set(key, (label = text.stage(game)));
    return label;
  };
  const days = new Map<string, string>();
  const day = (date: string) => {
    let label = days.get(date);
    if (label === undefined) days.set(date, (label = text.day(date)));
    return label;
  };
  const sections = sheetSections(data.games);
  // "Winner of match 12" names the feeding game by its number on this sheet.
  const numbers = new Map(sections.flatMap((section) => section.entries.map((e) => [e.game.id, e.number] as const)));
  const placeholders = knockoutPlaceholders(data.bracketGames ?? [], (id) => numbers.get(id) ?? null);
  const team = (game: Game, side: 1 | 2) => {
    const known = side === 1 ? game.team1 : game.team2;
    if (known) return known.name;
    const placeholder = placeholders.get(game.id)?.[side - 1];
    return placeholder ? text.placeholder(placeholder) : text.tbd;
  };
  return {
    documentTitle: `${data.tournament.name} – ${text.title}`,
    author: data.orgName,
    tournamentName: data.tournament.name,
    title: text.title,
    subtitle: [text.title, data.tournament.location].filter(Boolean).join(' · '),
    columns: text.columns,
    sections: sections.map((section) => ({
      heading: section.title === 'day' ? text.section(day(section.date ?? ''), section.pitch ?? 0) : text.unplaced,
      rows: section.entries.map(({ number, game }) => ({
        number: String(number),
        time: game.start !== null ? clock(game.start) : '–',
        stage: stage(game),
        home: team(game, 1),
        away: team(game, 2),
        notes: data.conflicted?.has(game.id) ? text.conflict : '',
      })),
    })),
    noData: text.noData,
    champion: data.champion ?? null,
  };
}
