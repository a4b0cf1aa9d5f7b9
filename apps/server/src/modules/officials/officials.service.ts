import { randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  type AcceptedInvitation,
  type Actor,
  type EventOfficialList,
  type Invitation,
} from '@touchline/core';
import { sessionTokenDigest } from '../../auth/session-token-hash.js';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { EventsRepository } from '../events/events.repository.js';
import type { TournamentsRepository } from '../tournaments/shared/tournaments.repository.js';
import type { OfficialsRepository } from './officials.repository.js';

export type OfficialsStore = Store<{
  officials: OfficialsRepository;
  events: EventsRepository;
  tournaments: TournamentsRepository;
}>;
type Repos = Omit<OfficialsStore, 'transaction'>;

/** Tells the games' tournaments (an open recorder reads whether it may still record) and the officials concerned. */
export function publishOfficialChange(
  bus: EventBus,
  tournamentIds: Iterable<string>,
  userIds: Iterable<string | null>,
): void {
  const tournaments = [...new Set(tournamentIds)];
  const users = [...new Set([...userIds].filter((id): id is string => id !== null))];
  if (tournaments.length > 0) bus.publish('tournament', tournaments);
  if (users.length > 0) bus.publish('user', users);
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function officialsService(
  store: OfficialsStore,
  bus: EventBus,
  deps: { baseUrl: string; now: () => Date; token?: () => string },
) {
  const newToken = deps.token ?? (() => randomBytes(32).toString('base64url'));
  const loadEvent = (repos: Repos, id: string) => orNotFound(repos.events.find(id), 'EVENT_NOT_FOUND');

  const published = (tournamentIds: Iterable<string>, userIds: Iterable<string | null>) =>
    publishOfficialChange(bus, tournamentIds, userIds);

  return {
    /** A single-use link for one person; the token is answered once and kept only as its SHA-256 (decision 455). */
    async invite(actor: Actor, eventId: string): Promise<Invitation> {
      assertCan(actor, 'official.manage');
      await loadEvent(store, eventId);
      const token = newToken();
      const expiresAt = new Date(deps.now().getTime() + INVITATION_TTL_DAYS * DAY_MS);
      await store.officials.insertInvitation({
        tokenDigest: sessionTokenDigest(token),
        eventId,
        createdBy: actor.id,
        expiresAt,
      });
      return {
        token,
        url: `${deps.baseUrl}/Invitation/${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * Makes the signed-in user an official of the invitation's event: 404
     * `INVITATION_NOT_FOUND`, 409 `INVITATION_USED` (by someone else; the
     * same user again is answered as before), 410 `INVITATION_EXPIRED`.
     */
    async accept(userId: string, token: string): Promise<AcceptedInvitation> {
      const digest = sessionTokenDigest(token);
      const eventId = await store.transaction(async (repos) => {
        const invitation = await repos.officials.findInvitation(digest);
        if (!invitation) throw new AppError(404, 'INVITATION_NOT_FOUND');
        if (invitation.usedAt !== null) {
          if (invitation.usedBy === userId && (await repos.officials.isOfficial(invitation.eventId, userId))) {
            return invitation.eventId;
          }
          throw new AppError(409, 'INVITATION_USED');
        }
        if (new Date(invitation.expiresAt).getTime() <= deps.now().getTime()) {
          throw new AppError(410, 'INVITATION_EXPIRED');
        }
        if (!(await repos.officials.useInvitation(digest, userId))) throw new AppError(409, 'INVITATION_USED');
        await repos.officials.addOfficial(invitation.eventId, userId);
        return invitation.eventId;
      });
      const event = await loadEvent(store, eventId);
      published([], [userId]);
      return { eventId, eventName: event.name };
    },

    async list(actor: Actor, eventId: string): Promise<EventOfficialList> {
      assertCan(actor, 'official.manage');
      await loadEvent(store, eventId);
      return { items: await store.officials.officials(eventId) };
    },

    /** Removes the official from the event and from every game of it, at once (404 `NOT_AN_OFFICIAL`). */
    async remove(actor: Actor, eventId: string, userId: string): Promise<void> {
      assertCan(actor, 'official.manage');
      const { gameIds } = await store.transaction(async (repos) => {
        await loadEvent(repos, eventId);
        const outcome = await repos.officials.removeOfficial(eventId, userId);
        if (!outcome.removed) throw new AppError(404, 'NOT_AN_OFFICIAL');
        return outcome;
      });
      const tournaments: string[] = [];
      for (const gameId of gameIds) {
        const slot = await store.officials.gameSlot(gameId);
        if (slot) tournaments.push(slot.tournamentId);
      }
      published(tournaments, [userId]);
    },
  };
}

export type OfficialsService = ReturnType<typeof officialsService>;
