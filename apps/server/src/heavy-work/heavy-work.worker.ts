import {
  drawGroups as drawGroupsHere,
  scheduleEvent,
  type DrawOptions,
  type DrawTeam,
  type EventScheduleInput,
  type Locale,
} from '@touchline/core';
import { loadTranslations, type Translations } from '../i18n/translations.js';
import { CARD_NAMESPACES, cardText } from '../modules/player-card/card-text.js';
import type { CardData } from '../modules/player-card/player-card.pdf.js';
import type { PitchSheetLayout } from '../modules/pitch-sheet/pitch-sheet-layout.js';
import type { SheetLayout } from '../modules/tournament-sheet/sheet-layout.js';
import { placeGames as placeGamesHere } from '../modules/tournaments/setup/tournament-rules.js';
import { defineTask } from './worker-task.js';

/**
 * The heavy-work pool's thread (decision 355): each export is a task, run
 * one at a time. pdf-lib loads with the first sheet, so a worker that only
 * places games never loads it.
 */

/** The match sheet PDF of a tournament, from its layout (every string already in the asked language). */
export const tournamentSheet = defineTask(async (layout: SheetLayout) => {
  const { renderTournamentSheet } = await import('../modules/tournament-sheet/tournament-sheet.pdf.js');
  return renderTournamentSheet(layout);
});

/** The sheet for one pitch's table (decision 469), from its layout. */
export const pitchSheet = defineTask(async (layout: PitchSheetLayout) => {
  const { renderPitchSheet } = await import('../modules/pitch-sheet/pitch-sheet.pdf.js');
  return renderPitchSheet(layout);
});

/** The card's texts in every language, loaded by the worker's first card. */
let cardTranslations: Promise<Translations> | undefined;

/** The player card PDF in `locale` (decision 012): a page, a photo and a QR code, 10–200 ms of pdf-lib. */
export const playerCard = defineTask(async ({ data, locale }: { data: CardData; locale: Locale }) => {
  cardTranslations ??= loadTranslations([...CARD_NAMESPACES]);
  const [{ renderPlayerCard }, translations] = await Promise.all([
    import('../modules/player-card/player-card.pdf.js'),
    cardTranslations,
  ]);
  return renderPlayerCard(data, cardText(translations.in(locale), locale));
});

/** A day, kick-off and pitch for each drawn game that fits: core's scheduler (seconds for the largest tournaments). */
export const placeGames = defineTask(placeGamesHere);

/** Teams drawn into groups from their pots, clubs kept apart (decision 443): up to 200,000 steps of search. */
export const drawGroups = defineTask(({ teams, options }: { teams: DrawTeam[]; options: DrawOptions }) =>
  drawGroupsHere(teams, options),
);

/** One schedule for every division of an event (decision 450): core's event scheduler. */
export const placeEvent = defineTask((input: EventScheduleInput) => scheduleEvent(input));

export type HeavyTasks = {
  tournamentSheet: typeof tournamentSheet;
  pitchSheet: typeof pitchSheet;
  playerCard: typeof playerCard;
  placeGames: typeof placeGames;
  drawGroups: typeof drawGroups;
  placeEvent: typeof placeEvent;
};
