import { randomBytes, randomUUID } from 'node:crypto';
import type { Actor, CalendarFeed, CreatedCalendarFeed } from '@touchline/core';
import ical from 'ical-generator';
import { sessionTokenDigest } from '../../auth/session-token-hash.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { PublicResultsStore } from './public-results.service.js';

export const calendarFeedPath = (token: string) => `/api/public/calendar/${token}/games.ics`;

/** A game's wall-clock time as a floating iCalendar time (the venue's local time, no zone). */
const floating = (date: string, minutes: number) =>
  new Date(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00Z`);

/** The games a team's feed lists at most (a tournament has far fewer per team). */
const MAX_FEED_GAMES = 500;

/**
 * Calendar feeds (decision 461): one team's games as iCalendar, made on each
 * request from the current data, so a moved game moves in the subscriber's
 * calendar at its next refresh. The URL carries a token of 256 random bits;
 * only its SHA-256 is stored (as session tokens, decision 360), so the token
 * is shown once. Anyone who may view the tournament makes a feed of its
 * teams; it is theirs to revoke, and making a new one revokes the old.
 */
export function calendarFeedsService(store: PublicResultsStore, baseName: string) {
  const teamOf = (tournamentId: string, teamId: string) =>
    orNotFound(store.publicResults.teamOf(tournamentId, teamId), 'TEAM_NOT_FOUND');

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
      const token = randomBytes(32).toString('base64url');
      const createdAt = await store.transaction(({ publicResults }) =>
        publicResults.replaceFeed({
          id: randomUUID(),
          tokenHash: sessionTokenDigest(token),
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
      const link = await store.events.divisionOf(feed.tournamentId);
      const event = link ? await store.events.find(link.eventId) : undefined;
      const pitches = link ? await store.events.pitches(link.eventId) : [];
      const pitchName = (n: number | null) =>
        n === null ? null : (pitches.find((p) => p.position === n)?.name ?? `Pitch ${n}`);
      const title = event ? `${event.name} – ${team.tournamentName}` : team.tournamentName;
      const calendar = ical({ name: `${team.name} · ${title}`, prodId: { company: baseName, product: 'touchline' } });
      const games = (await store.tournaments.games(feed.tournamentId))
        .filter((g) => g.team1Id === team.id || g.team2Id === team.id)
        .slice(0, MAX_FEED_GAMES);
      for (const g of games) {
        if (g.date === null || g.start === null || g.end === null) continue;
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
      }
      return calendar.toString();
    },
  };
}

export type CalendarFeedsService = ReturnType<typeof calendarFeedsService>;
