import type { Actor } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { pickLocale, type LanguageRequest } from '../../i18n/locale.js';
import type { Translations } from '../../i18n/translations.js';
import type { MeRepository } from '../me/me.repository.js';
import type { GamesService } from '../tournaments/games.service.js';
import type { TournamentsService } from '../tournaments/tournaments.service.js';
import { sheetText } from './sheet-text.js';

/** `profiles` for the user's saved language. */
export type TournamentSheetStore = Store<{ profiles: MeRepository }>;

export type TournamentSheetDeps = {
  tournaments: TournamentsService;
  games: GamesService;
  store: TournamentSheetStore;
  /** The web app's translations (the `tournaments` namespace), loaded at start-up. */
  translations: Translations;
  orgName: string;
};

/** "Nord Cup 2030.pdf": the tournament's name, without characters a file name may not hold. */
export function sheetFileName(name: string): string {
  const base = name
    .trim()
    .replace(/[\s/\\:*?"<>|]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'tournament'}.pdf`;
}

/**
 * The printable match sheet of a tournament as a PDF, for everyone who may
 * view the tournament (signed in). Reads through the tournaments and games
 * services, so their access checks and 404s apply unchanged.
 */
export function tournamentSheetService({ tournaments, games, store, translations, orgName }: TournamentSheetDeps) {
  return {
    async render(
      actor: Actor,
      tournamentId: string,
      language: LanguageRequest,
    ): Promise<{ fileName: string; pdf: Uint8Array }> {
      const tournament = await tournaments.get(actor, tournamentId);
      const [{ items }, profile] = await Promise.all([
        games.list(actor, tournament.id),
        language.requested ? Promise.resolve(undefined) : store.profiles.findProfile(actor.id),
      ]);
      const locale = pickLocale({ ...language, saved: profile?.locale });
      const knockoutRounds = Math.max(0, ...items.filter((g) => g.phase === 'knockout').map((g) => g.round));
      // pdf-lib loads with the first sheet, not at start (decision 048).
      const { renderTournamentSheet } = await import('./tournament-sheet.pdf.js');
      const pdf = await renderTournamentSheet(
        { tournament, games: items, orgName },
        sheetText(translations.in(locale), locale, knockoutRounds),
      );
      return { fileName: sheetFileName(tournament.name), pdf };
    },
  };
}

export type TournamentSheetService = ReturnType<typeof tournamentSheetService>;
