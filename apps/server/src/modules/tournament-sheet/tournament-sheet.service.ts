import type { Actor } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { pickLocale, type LanguageRequest } from '../../i18n/locale.js';
import type { Translations } from '../../i18n/translations.js';
import type { MeRepository } from '../me/me.repository.js';
import type { GamesService } from '../tournaments/setup/games.service.js';
import type { KnockoutService } from '../tournaments/standings/knockout.service.js';
import type { StandingsService } from '../tournaments/standings/standings.service.js';
import type { TournamentsService } from '../tournaments/setup/tournaments.service.js';
import { contentKey } from '../../heavy-work/rendered-cache.js';
import type { TournamentReadCache } from '../../realtime/tournament-read-cache.js';
import { sheetChampion } from './sheet-champion.js';
import { sheetLayout, type SheetLayout } from './sheet-layout.js';
import { sheetText } from './sheet-text.js';

/** `profiles` for the user's saved language. */
export type TournamentSheetStore = Store<{ profiles: MeRepository }>;

export type TournamentSheetDeps = {
  tournaments: TournamentsService;
  games: GamesService;
  /** The bracket (open slots' origins, final places) and the table (a round robin's final standings). */
  knockout: Pick<KnockoutService, 'bracket'>;
  standings: Pick<StandingsService, 'standings'>;
  store: TournamentSheetStore;
  /** The web app's translations (the `tournaments` namespace), loaded at start-up. */
  translations: Translations;
  orgName: string;
  /** A tournament's views kept until it changes (decision 028): here the key of its sheet per language. */
  reads: TournamentReadCache;
  /**
   * The PDF under `key` (a hash of its layout): the one kept, else drawn from
   * `layout()`. The app draws in a worker thread and keeps what it drew
   * (decision 355): seconds for a large tournament.
   */
  render: (key: string, layout: () => SheetLayout) => Promise<Uint8Array>;
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
export function tournamentSheetService({
  tournaments,
  games,
  knockout,
  standings,
  store,
  translations,
  orgName,
  reads,
  render,
}: TournamentSheetDeps) {
  return {
    async render(
      actor: Actor,
      tournamentId: string,
      language: LanguageRequest,
    ): Promise<{ fileName: string; pdf: Uint8Array }> {
      const tournament = await tournaments.get(actor, tournamentId);
      const [{ items, conflicts }, profile] = await Promise.all([
        games.list(actor, tournament.id),
        language.requested ? Promise.resolve(undefined) : store.profiles.findProfile(actor.id),
      ]);
      const locale = pickLocale({ ...language, saved: profile?.locale });
      const bracket = items.some((g) => g.phase === 'knockout') ? await knockout.bracket(actor, tournament.id) : null;
      const main = items.filter((g) => g.phase === 'main');
      const table =
        tournament.type === 'roundRobin' && main.length > 0 && main.every((g) => g.status === 'finished')
          ? await standings.standings(actor, tournament.id)
          : undefined;
      let layout: SheetLayout | undefined;
      const layoutNow = (): SheetLayout => {
        if (!layout) {
          const knockoutRounds = Math.max(0, ...items.filter((g) => g.phase === 'knockout').map((g) => g.round));
          const text = sheetText(translations.in(locale), locale, knockoutRounds);
          const champion = sheetChampion(
            { tournament, games: items, bracketPlaces: bracket?.places, standings: table },
            text,
          );
          layout = sheetLayout(
            {
              tournament,
              games: items,
              orgName,
              conflicted: new Set(conflicts.map((c) => c.gameId)),
              bracketGames: bracket?.games,
              champion,
            },
            text,
          );
        }
        return layout;
      };
      // The layout of thousands of games and its hash take milliseconds: made
      // once per change and language, like the games list it is made from.
      const key = await reads.read(tournament.id, `sheet:${locale}`, async () =>
        contentKey('tournamentSheet', layoutNow()),
      );
      return { fileName: sheetFileName(tournament.name), pdf: await render(key, layoutNow) };
    },
  };
}

export type TournamentSheetService = ReturnType<typeof tournamentSheetService>;
