import {
  can,
  grantOf,
  suggestPlan,
  type Actor,
  type ScoutingDay,
  type ScoutingPlan,
  type ScoutingReport,
  type ScoutingSuggestion,
  type UpdateScoutingPlan,
} from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { pickLocale, type LanguageRequest } from '../../i18n/locale.js';
import type { Translations } from '../../i18n/translations.js';
import type { MeRepository } from '../me/me.repository.js';
import { scoutingReportCsv, scoutingReportPdf } from './scouting-report-files.js';
import { assertCan, assertCanSome } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { ScoutingRepository } from './scouting.repository.js';
import { presentDaySide, presentReportRow } from './scouting.presenter.js';
import { gameSides, watchlistGames, type GameRow } from './scouting-sides.js';

export type ScoutingStore = Store<{ scouting: ScoutingRepository; profiles: MeRepository }>;

export type ScoutingDeps = {
  /** The web app's `ratings` and `skills` translations, for the report's files. */
  translations: Translations;
};

/** "U15-Cup": the tournament's name as a file name. */
function fileBase(name: string): string {
  return (
    name
      .trim()
      .replace(/[\s/\\:*?"<>|]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'tournament'
  );
}

const planGames = (games: readonly GameRow[]) =>
  games.map((g) => ({ id: g.id, date: g.date, start: g.start, end: g.end }));

function groupAssignments(rows: readonly { userId: string; name: string; gameId: string }[]) {
  const byUser = new Map<string, { userId: string; displayName: string | null; gameIds: string[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? { userId: row.userId, displayName: row.name, gameIds: [] };
    entry.gameIds.push(row.gameId);
    byUser.set(row.userId, entry);
  }
  return [...byUser.values()];
}

/**
 * The plan's rows, one per scout and game: 400 SCOUT_NOT_ASSIGNABLE for an
 * account that may not scout, 400 VALIDATION_FAILED for a game of another
 * tournament.
 */
function planRows(input: UpdateScoutingPlan, gameIds: ReadonlySet<string>, scouts: ReadonlySet<string>) {
  const fields: Record<string, 'INVALID_VALUE'> = {};
  input.assignments.forEach((a, i) => {
    if (!scouts.has(a.userId)) fields[`assignments.${i}.userId`] = 'INVALID_VALUE';
  });
  if (Object.keys(fields).length) throw new AppError(400, 'SCOUT_NOT_ASSIGNABLE', fields);
  input.assignments.forEach((a, i) => {
    a.gameIds.forEach((id, j) => {
      if (!gameIds.has(id)) fields[`assignments.${i}.gameIds.${j}`] = 'INVALID_VALUE';
    });
  });
  if (Object.keys(fields).length) throw new AppError(400, 'VALIDATION_FAILED', fields);
  return [
    ...new Map(
      input.assignments.flatMap((a) =>
        a.gameIds.map((gameId) => [`${a.userId}:${gameId}`, { userId: a.userId, gameId }]),
      ),
    ).values(),
  ];
}

/**
 * The scout at the tournament (docs/product/scouting-at-tournaments.md,
 * decisions 430–434): the scouting report, "my tournament day" and the plan.
 * Ratings, watchlist flags and "rated by me" are personal details: each is
 * shown only where the caller may see the player's details.
 */
export function scoutingService(store: ScoutingStore, { translations }: ScoutingDeps) {
  const loadTournament = (id: string) => orNotFound(store.scouting.tournament(id), 'TOURNAMENT_NOT_FOUND');

  const sidesOf = (tournamentId: string, games: readonly GameRow[]) => gameSides(store.scouting, tournamentId, games);

  async function reportFile(actor: Actor, tournamentId: string, language: LanguageRequest) {
    const tournament = await loadTournament(tournamentId);
    const report = await service.report(actor, tournamentId);
    const profile = language.requested ? undefined : await store.profiles.findProfile(actor.id);
    const locale = pickLocale({ ...language, saved: profile?.locale });
    return { tournament, report, locale, t: translations.in(locale) };
  }

  const service = {
    /** The report as a PDF named after the tournament, in the caller's language. */
    async reportPdf(actor: Actor, tournamentId: string, language: LanguageRequest) {
      const { tournament, report, locale, t } = await reportFile(actor, tournamentId, language);
      return {
        fileName: `${fileBase(tournament.name)}.pdf`,
        pdf: await scoutingReportPdf(report, tournament.name, t, locale),
      };
    },

    /** The report as CSV named after the tournament, in the caller's language. */
    async reportCsv(actor: Actor, tournamentId: string, language: LanguageRequest) {
      const { tournament, report, locale, t } = await reportFile(actor, tournamentId, language);
      return { fileName: `${fileBase(tournament.name)}.csv`, csv: scoutingReportCsv(report, t, locale) };
    },

    /** The tournament's scouting report: levels 0–2 every rated player, level 3 its own clubs' players. */
    async report(actor: Actor, tournamentId: string): Promise<ScoutingReport> {
      assertCanSome(actor, 'scouting.view');
      await loadTournament(tournamentId);
      const ratings = await store.scouting.ratingsAt(tournamentId);
      const players = (await store.scouting.players([...new Set(ratings.map((r) => r.playerId))])).filter((p) =>
        can(actor, 'scouting.view', { clubId: p.clubId }),
      );
      const lineups = await store.scouting.lineups(tournamentId);
      const numberAt = new Map<string, number>();
      for (const lineup of lineups) {
        for (const entry of lineup.entries)
          if (entry.backNumber !== null) numberAt.set(entry.playerId, entry.backNumber);
      }
      const rows = players.map((player) => presentReportRow(player, ratings, numberAt));
      rows.sort(
        (a, b) =>
          b.globalAverage - a.globalAverage ||
          a.player.lastName.localeCompare(b.player.lastName) ||
          a.player.id.localeCompare(b.player.id),
      );
      return { players: rows };
    },

    /** "My tournament day": the games in time order, my assignments first, line-ups with the marks I may see. */
    async day(actor: Actor, tournamentId: string): Promise<ScoutingDay> {
      assertCanSome(actor, 'scouting.view');
      const tournament = await loadTournament(tournamentId);
      const games = await store.scouting.games(tournamentId);
      const sides = await sidesOf(tournamentId, games);
      const plan = await store.scouting.plan(tournamentId);
      const mine = new Set(plan.assignments.filter((a) => a.userId === actor.id).map((a) => a.gameId));
      const rated = new Set(await store.scouting.ratedBy(actor.id, tournamentId));
      const ordered = [...games.filter((g) => mine.has(g.id)), ...games.filter((g) => !mine.has(g.id))];
      return {
        tournament,
        games: ordered.map((game) => ({
          id: game.id,
          date: game.date,
          start: game.start,
          end: game.end,
          pitch: game.pitch,
          status: game.status,
          assignedToMe: mine.has(game.id),
          sides: (sides.get(game.id) ?? []).map((side) => presentDaySide(actor, side, rated)),
        })),
      };
    },

    /** The plan: levels 0–1 all of it (with the assignable scouts and the watchlist games), level 2 its own. */
    async plan(actor: Actor, tournamentId: string): Promise<ScoutingPlan> {
      assertCanSome(actor, 'scoutingPlan.view');
      await loadTournament(tournamentId);
      const plan = await store.scouting.plan(tournamentId);
      const visible = plan.assignments.filter((a) => can(actor, 'scoutingPlan.view', { userId: a.userId }));
      const answer: ScoutingPlan = { version: plan.version, assignments: groupAssignments(visible) };
      if (grantOf(actor, 'scoutingPlan.edit') !== 'all') return answer;
      const games = await store.scouting.games(tournamentId);
      const scouts = await store.scouting.scouts();
      return {
        ...answer,
        scouts: scouts.map((s) => ({ userId: s.id, displayName: s.name, level: s.level })),
        watchlistGameIds: watchlistGames(games, await sidesOf(tournamentId, games)),
      };
    },

    /** Replaces the plan when it is still at `version`: 409 `CONFLICT` when someone saved since. */
    async savePlan(actor: Actor, tournamentId: string, input: UpdateScoutingPlan): Promise<ScoutingPlan> {
      assertCan(actor, 'scoutingPlan.edit');
      await loadTournament(tournamentId);
      const gameIds = new Set((await store.scouting.games(tournamentId)).map((g) => g.id));
      const userIds = [...new Set(input.assignments.map((a) => a.userId))];
      const scouts = new Set((await store.scouting.scouts(userIds)).map((s) => s.id));
      const rows = planRows(input, gameIds, scouts);
      const saved = await store.transaction(({ scouting }) =>
        scouting.replacePlan(tournamentId, input.version, rows, actor.id),
      );
      if (!saved) throw new AppError(409, 'CONFLICT');
      return service.plan(actor, tournamentId);
    },

    /**
     * A suggested plan (core `suggestPlan`): as many games with watchlist
     * players covered as the scouts can, never one scout in two overlapping
     * games. The scouts: those asked for, else those of the current plan,
     * else every account of levels 0–2. Nothing is stored.
     */
    async suggestion(
      actor: Actor,
      tournamentId: string,
      userIds: readonly string[] | undefined,
    ): Promise<ScoutingSuggestion> {
      assertCan(actor, 'scoutingPlan.edit');
      await loadTournament(tournamentId);
      let scouts = await store.scouting.scouts(userIds);
      if (userIds) {
        const known = new Set(scouts.map((s) => s.id));
        const fields: Record<string, 'INVALID_VALUE'> = {};
        userIds.forEach((id, i) => {
          if (!known.has(id)) fields[`userIds.${i}`] = 'INVALID_VALUE';
        });
        if (Object.keys(fields).length) throw new AppError(400, 'SCOUT_NOT_ASSIGNABLE', fields);
      } else {
        const planned = new Set((await store.scouting.plan(tournamentId)).assignments.map((a) => a.userId));
        if (planned.size) scouts = scouts.filter((s) => planned.has(s.id));
      }
      const games = await store.scouting.games(tournamentId);
      const wanted = watchlistGames(games, await sidesOf(tournamentId, games));
      const suggested = suggestPlan(
        planGames(games),
        scouts.map((s) => s.id),
        wanted,
      );
      const names = new Map(scouts.map((s) => [s.id, s.name]));
      return {
        assignments: suggested.assignments.map((a) => ({
          userId: a.userId,
          displayName: names.get(a.userId) ?? null,
          gameIds: [...a.gameIds],
        })),
        covered: suggested.covered,
        wanted: suggested.wanted,
      };
    },
  };
  return service;
}

export type ScoutingService = ReturnType<typeof scoutingService>;
