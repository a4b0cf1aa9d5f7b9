import { randomBytes, randomUUID } from 'node:crypto';
import type { Actor, CalendarFeed, CreatedCalendarFeed } from '@touchline/core';
import ical, { type ICalCalendar } from 'ical-generator';
import { sessionTokenDigest } from '../../auth/session-token-hash.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { GameRow } from '../tournaments/shared/tournaments.repository.js';
import type { PublicResultsStore } from './public-results.service.js';

export const calendarFeedPath = (token: string) => `/api/public/calendar/${token}/games.ics`;
/** A follower's feed of every followed tournament (decision 463). */
export const followCalendarFeedPath = (token: string) => `/api/public/calendar/${token}/followed.ics`;

/** A game's wall-clock time as a floating iCalendar time (the venue's local time, no zone). */
const floating = (date: string, minutes: number) =>
  new Date(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00Z`);

/** The games a feed lists at most (a tournament has far fewer per team; a follower's feed stops here, decision 463). */
export const MAX_FEED_GAMES = 500;
/** The followed tournaments a follower's feed reads at most, the latest-starting first (decision 463). */
export const MAX_FEED_TOURNAMENTS = 50;

/** A new feed token (256 random bits) and the SHA-256 digest that alone is stored (decision 360). */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sessionTokenDigest(token) };
}

/**
 * Calendar feeds (decision 461): one team's games as iCalendar, made on each
 * request from the current data, so a moved game moves in the subscriber's
 * calendar at its next refresh. The URL carries a token of 256 random bits;
 * only its SHA-256 is stored (as session tokens, decision 360), so the token
 * is shown once. Anyone who may view the tournament makes a feed of its
 * teams; it is theirs to revoke, and making a new one revokes the old.
 * A signed-in user's own feed of every tournament they follow (decision 463)
 * is made the same way: one per user, read from their follows on each request.
 */
export function calendarFeedsService(store: PublicResultsStore, baseName: string) {
  const teamOf = (tournamentId: string, teamId: string) =>
    orNotFound(store.publicResults.teamOf(tournamentId, teamId), 'TEAM_NOT_FOUND');

  /** The event's and tournament's name, as a feed describes its games. */
  async function titleOf(tournamentId: string, tournamentName: string) {
    const link = await store.events.divisionOf(tournamentId);
    const event = link ? await store.events.find(link.eventId) : undefined;
    return event ? `${event.name} – ${tournamentName}` : tournamentName;
  }

  /**
   * Adds the tournament's placed games that `keep` keeps, at most `limit`,
   * each at its pitch's name; returns how many it added. Team names, pitch
   * names, times and `title` only: no person.
   */
  async function addGames(
    calendar: ICalCalendar,
    tournamentId: string,
    title: string,
    limit: number,
    keep: (g: GameRow) => boolean,
  ): Promise<number> {
    const link = await store.events.divisionOf(tournamentId);
    const pitches = link ? await store.events.pitches(link.eventId) : [];
    const pitchName = (n: number | null) =>
      n === null ? null : (pitches.find((p) => p.position === n)?.name ?? `Pitch ${n}`);
    let added = 0;
    for (const g of await store.tournaments.games(tournamentId)) {
      if (added === limit) break;
      if (!keep(g) || g.date === null || g.start === null || g.end === null) continue;
      const score = g.status === 'finished' ? ` ${g.goals1}:${g.goals2}` : '';
      calendar.createEvent({
        id: `${g.id}@touchline`,
        start: floating(g.date, g.start),
        end: floating(g.date, g.end),
        floating: true,
        summary: `${g.team1Name ?? '?'} – ${g.team2Name ?? '?'}${score}`,
        location: pitchName(g.pitch),
        description: title,
      });
      added++;
    }
    return added;
  }

  return {
    async feed(actor: Actor, tournamentId: string, teamId: string): Promise<CalendarFeed> {
      assertCan(actor, 'tournament.view');
      await teamOf(tournamentId, teamId);
      const row = await store.publicResults.feedOf(actor.id, teamId);
      return { createdAt: row ? new Date(row.createdAt).toISOString() : null };
    },

    async create(actor: Actor, tournamentId: string, teamId: string): Promise<CreatedCalendarFeed> {
      assertCan(actor, 'tournament.view');
      await teamOf(tournamentId, teamId);
      const { token, tokenHash } = newToken();
      const createdAt = await store.transaction(({ publicResults }) =>
        publicResults.replaceFeed({
          id: randomUUID(),
          tokenHash,
          tournamentId,
          teamId,
          userId: actor.id,
        }),
      );
      return { token, path: calendarFeedPath(token), createdAt: new Date(createdAt).toISOString() };
    },

    async revoke(actor: Actor, tournamentId: string, teamId: string): Promise<void> {
      assertCan(actor, 'tournament.view');
      await teamOf(tournamentId, teamId);
      if (!(await store.publicResults.deleteFeed(actor.id, teamId))) throw new AppError(404, 'CALENDAR_FEED_NOT_FOUND');
    },

    /** The feed a token opens, as iCalendar text: team names, pitch names, times and the tournament's name only. */
    async calendar(token: string): Promise<string> {
      const feed = await orNotFound(
        store.publicResults.feedByHash(sessionTokenDigest(token)),
        'CALENDAR_FEED_NOT_FOUND',
      );
      const team = await orNotFound(
        store.publicResults.teamOf(feed.tournamentId, feed.teamId),
        'CALENDAR_FEED_NOT_FOUND',
      );
      const title = await titleOf(feed.tournamentId, team.tournamentName);
      const calendar = ical({ name: `${team.name} · ${title}`, prodId: { company: baseName, product: 'touchline' } });
      await addGames(
        calendar,
        feed.tournamentId,
        title,
        MAX_FEED_GAMES,
        (g) => g.team1Id === team.id || g.team2Id === team.id,
      );
      return calendar.toString();
    },

    /** Whether the caller has a feed of the tournaments they follow (decision 463). */
    async followFeed(actor: Actor): Promise<CalendarFeed> {
      assertCan(actor, 'tournament.follow');
      const row = await store.publicResults.followFeedOf(actor.id);
      return { createdAt: row ? new Date(row.createdAt).toISOString() : null };
    },

    /** Makes the caller's follower feed, replacing (and so revoking) the previous one. */
    async createFollowFeed(actor: Actor): Promise<CreatedCalendarFeed> {
      assertCan(actor, 'tournament.follow');
      const { token, tokenHash } = newToken();
      const createdAt = await store.transaction(({ publicResults }) =>
        publicResults.replaceFollowFeed({ id: randomUUID(), tokenHash, userId: actor.id }),
      );
      return { token, path: followCalendarFeedPath(token), createdAt: new Date(createdAt).toISOString() };
    },

    async revokeFollowFeed(actor: Actor): Promise<void> {
      assertCan(actor, 'tournament.follow');
      if (!(await store.publicResults.deleteFollowFeed(actor.id))) throw new AppError(404, 'CALENDAR_FEED_NOT_FOUND');
    },

    /**
     * A follower's feed as iCalendar text: the placed games of the tournaments
     * the token's owner follows now (the latest-starting first, at most
     * MAX_FEED_TOURNAMENTS), at most MAX_FEED_GAMES in all.
     */
    async followCalendar(token: string): Promise<string> {
      const userId = await orNotFound(
        store.publicResults.followFeedUserOf(sessionTokenDigest(token)),
        'CALENDAR_FEED_NOT_FOUND',
      );
      const calendar = ical({
        name: `${baseName} · followed tournaments`,
        prodId: { company: baseName, product: 'touchline' },
      });
      let room = MAX_FEED_GAMES;
      for (const t of await store.publicResults.followedTournaments(userId, MAX_FEED_TOURNAMENTS)) {
        if (room === 0) break;
        room -= await addGames(calendar, t.id, await titleOf(t.id, t.name), room, () => true);
      }
      return calendar.toString();
    },
  };
}

export type CalendarFeedsService = ReturnType<typeof calendarFeedsService>;
