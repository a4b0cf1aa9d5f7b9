import {
  PLAYER_TOURNAMENTS_MAX,
  can,
  canSome,
  type Actor,
  type Game,
  type Leaderboard,
  type PlayerTournament,
  type PlayerTournaments,
  type TournamentMetrics,
  type TournamentStats,
} from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError } from '../../http/errors.js';
import type { PlayersService } from '../players/players.service.js';
import type { GamesService } from '../tournaments/setup/games.service.js';
import type { TournamentsService } from '../tournaments/setup/tournaments.service.js';
import {
  metricsForCaller,
  noCards,
  pendingMetrics,
  releaseCells,
  topCards,
  topScorers,
  tournamentIsOver,
  tournamentStats,
  type PlayerTally,
} from './stats-aggregation.js';
import type { PlayerEventRow, TournamentStatsRepository } from './tournament-stats.repository.js';

export type TournamentStatsStore = Store<{ tournamentStats: TournamentStatsRepository }>;

export type TournamentStatsDeps = {
  store: TournamentStatsStore;
  /** Their `get`/`list` are the access checks and 404s: what the tournament view may see, the card may see. */
  tournaments: TournamentsService;
  games: GamesService;
  players: PlayersService;
  /** The clock that says whether a tournament's last day is over (decision 340); tests set it. */
  now: () => Date;
};

/**
 * Statistics of tournaments for everyone who may view them (decision 024).
 * Reads only; every answer is shaped for the caller.
 */
export function tournamentStatsService({ store, tournaments, games, players, now }: TournamentStatsDeps) {
  /**
   * Back number, name and club only (docs/product/personal-details.md); the player's id only for
   * callers who may open a player card at all (levels 0–3), to link to it.
   */
  function presentEntry(actor: Actor) {
    const linkable = canSome(actor, 'player.viewPersonalDetails');
    return (tally: PlayerTally) => ({
      ...(linkable ? { playerId: tally.playerId } : {}),
      backNumber: tally.backNumber,
      firstName: tally.firstName,
      lastName: tally.lastName,
      club: tally.club,
      goals: tally.goals,
      cards: tally.cards,
    });
  }

  return {
    async leaderboard(actor: Actor, tournamentId: string): Promise<Leaderboard> {
      const tournament = await tournaments.get(actor, tournamentId);
      const [scorers, cards] = await Promise.all([
        store.tournamentStats.topScorers(tournament.id),
        store.tournamentStats.topCards(tournament.id),
      ]);
      const present = presentEntry(actor);
      // The pure ranking again: one order on both engines whatever their collation.
      return { scorers: topScorers(scorers).map(present), cards: topCards(cards).map(present) };
    },

    async stats(actor: Actor, tournamentId: string): Promise<TournamentStats> {
      const tournament = await tournaments.get(actor, tournamentId);
      const [{ items }, counts] = await Promise.all([
        games.list(actor, tournament.id),
        store.tournamentStats.cardCounts(tournament.id),
      ]);
      return tournamentStats(items, counts);
    },

    /**
     * Average rating per skill per main position over the ratings made at the
     * tournament's games, released once (decision 340): the first read after
     * the tournament is over computes and stores them, every later read
     * answers from what was stored, whatever was rated, deleted or moved
     * since. Before that the answer is `pending`. Each caller gets the stored
     * groups it may see: a club account not those it could subtract its own
     * clubs' players from (`cellIsShown`).
     */
    async metrics(actor: Actor, tournamentId: string): Promise<TournamentMetrics> {
      assertCan(actor, 'metrics.viewAggregated', undefined);
      const tournament = await tournaments.get(actor, tournamentId);
      let release = await store.tournamentStats.releasedMetrics(tournament.id);
      if (!release) {
        const { items } = await games.list(actor, tournament.id);
        if (!tournamentIsOver(tournament, items, now())) return pendingMetrics();
        const cells = releaseCells(await store.tournamentStats.metricContributions(tournament.id));
        await store.tournamentStats.storeRelease(tournament.id, cells);
        // Another first read may have stored its release a moment before: this answers with the one kept.
        release = await store.tournamentStats.releasedMetrics(tournament.id);
        if (!release) throw new AppError(500, 'INTERNAL_ERROR');
      }
      const seesClub = (clubId: string | null) => can(actor, 'player.viewPersonalDetails', { clubId });
      return metricsForCaller(release.cells, seesClub, release.releasedAt);
    },

    /**
     * The player card's "Tournaments" section: exactly who may open the card
     * (players.get: levels 0–3, 404 for an unknown player, a merged player's
     * old id answers for the survivor). Games, goals and cards are not
     * personal details, so level 3 sees them for every player it may open.
     */
    async forPlayer(actor: Actor, playerId: string): Promise<PlayerTournaments> {
      const player = await players.get(actor, playerId);
      const events = await store.tournamentStats.playerEvents(player.id);
      const names = await store.tournamentStats.teamNames(events.flatMap((e) => [e.team1Id, e.team2Id]).filter(isId));
      return { items: groupByTournament(events, names).slice(0, PLAYER_TOURNAMENTS_MAX) };
    },
  };
}

const isId = (value: string | null): value is string => value !== null;

function groupByTournament(events: readonly PlayerEventRow[], names: Map<string, string>): PlayerTournament[] {
  const tournaments = new Map<string, PlayerTournament>();
  const gameIndex = new Map<string, PlayerTournament['games'][number]>();
  const team = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  for (const event of events) {
    let tournament = tournaments.get(event.tournamentId);
    if (!tournament) {
      tournament = {
        tournamentId: event.tournamentId,
        name: event.tournamentName,
        dateFrom: event.dateFrom,
        dateTo: event.dateTo,
        games: [],
        goals: 0,
        cards: noCards(),
      };
      tournaments.set(event.tournamentId, tournament);
    }
    let game = gameIndex.get(event.gameId);
    if (!game) {
      const own = event.team === 1;
      game = {
        gameId: event.gameId,
        phase: event.phase as Game['phase'],
        group: event.groupName,
        round: event.round,
        date: event.date,
        status: event.status as Game['status'],
        team: team(own ? event.team1Id : event.team2Id),
        opponent: team(own ? event.team2Id : event.team1Id),
        goalsFor: own ? event.goals1 : event.goals2,
        goalsAgainst: own ? event.goals2 : event.goals1,
        goals: 0,
        cards: noCards(),
      };
      gameIndex.set(event.gameId, game);
      tournament.games.push(game);
    }
    if (event.kind === 'goal') {
      game.goals += 1;
      tournament.goals += 1;
    } else if (event.kind === 'yellow' || event.kind === 'secondYellow' || event.kind === 'red') {
      game.cards[event.kind] += 1;
      tournament.cards[event.kind] += 1;
    }
  }
  return [...tournaments.values()];
}

export type TournamentStatsService = ReturnType<typeof tournamentStatsService>;
