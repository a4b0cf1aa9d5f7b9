import { createHash, randomBytes } from 'node:crypto';
import type {
  Actor,
  EventPublication,
  PublicDivision,
  PublicEvent,
  PublicGame,
  PutEventPublication,
} from '@touchline/core';
import { LRUCache } from 'lru-cache';
import type { Store } from '../../db/unit-of-work.js';
import { assertCan } from '../../http/access.js';
import { AppError, orNotFound } from '../../http/errors.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { TournamentReadCache } from '../../realtime/tournament-read-cache.js';
import type { EventsRepository } from '../events/events.repository.js';
import { bracketsOf } from '../tournaments/standings/knockout.service.js';
import { presentBracket, presentPlaces } from '../tournaments/standings/standings.presenter.js';
import type { StandingsRepository } from '../tournaments/standings/standings.repository.js';
import { readResults, tables } from '../tournaments/standings/standings.service.js';
import type { TournamentsRepository } from '../tournaments/shared/tournaments.repository.js';
import { championOf, publicBracket, publicGame, publicGroups, publicTeams } from './public-results.presenter.js';
import type { PublicResultsRepository } from './public-results.repository.js';

export type PublicResultsStore = Store<{
  publicResults: PublicResultsRepository;
  events: EventsRepository;
  tournaments: TournamentsRepository;
  standings: StandingsRepository;
}>;

/** Published events whose page is kept in memory at once; the least recently read go first. */
export const CACHED_PAGES = 200;
/** The event's list of divisions is read again after this long at the latest (a division added shows up then). */
const DIVISIONS_TTL_MS = 60_000;

/** A public page as sent: the JSON text, its ETag and its size. */
export type PublicPage = { body: string; etag: string; bytes: number };

/** One division's part of the page, kept in the tournament read cache (forgotten when the division changes). */
type Fragment = { division: PublicDivision; games: { game: PublicGame; pitch: number | null }[] };

/** A built page and the division parts it was built from: it holds while every part is still the one kept. */
type Division = { tournamentId: string };
type Kept = { page: Promise<PublicPage>; parts: readonly Promise<Fragment>[]; divisions: readonly Division[] };

/** 128 random bits as 22 characters of base64url: the public page's token. */
const newPublicToken = () => randomBytes(16).toString('base64url');

/**
 * The public results page (decision 460): an event its organiser published
 * is read by anyone holding its link, signed out too, with team-level
 * information only. The page is the same for every reader and changes only
 * with the event's divisions: each division's part is built once per change
 * and kept in the tournament read cache (decision 028), which forgets it the
 * moment the division changes (on the writing instance at once, on the others
 * through the bus); the page is assembled from the parts once per change and
 * kept as JSON text with its ETag. Readers poll it and mostly get 304.
 */
export function publicResultsService(store: PublicResultsStore, bus: EventBus, reads: TournamentReadCache) {
  const pages = new LRUCache<string, Kept>({ max: CACHED_PAGES, ttl: DIVISIONS_TTL_MS });

  async function fragment(tournamentId: string): Promise<Fragment> {
    const [results, link] = await Promise.all([
      readResults(store, tournamentId),
      store.events.divisionOf(tournamentId),
    ]);
    const groups = tables(results);
    const brackets = bracketsOf(results);
    const places = presentPlaces(results, brackets);
    return {
      division: {
        id: tournamentId,
        name: results.tournament.name,
        ageClass: link?.ageClass ?? null,
        teams: publicTeams(results.teams),
        groups: publicGroups(groups),
        bracket: publicBracket(presentBracket(results, brackets, 0)),
        champion: championOf(places, groups, results.games),
      },
      games: results.games.map((row) => ({ game: publicGame(row, tournamentId, null), pitch: row.pitch })),
    };
  }

  async function assemble(eventId: string, parts: readonly Promise<Fragment>[]): Promise<PublicPage> {
    const event = await orNotFound(store.events.find(eventId), 'RESULTS_NOT_PUBLISHED');
    const pitches = await store.events.pitches(eventId);
    const pitchNames = new Map(pitches.map((p) => [p.position, p.name] as const));
    const fragments = await Promise.all(parts);
    const games = fragments.flatMap((f) =>
      f.games.map(({ game, pitch }) => ({
        ...game,
        pitchName: pitch === null ? null : (pitchNames.get(pitch) ?? null),
      })),
    );
    const key = (g: PublicGame) => `${g.date ?? '9999-99-99'} ${String(g.start ?? 9999).padStart(4, '0')}`;
    games.sort((a, b) => key(a).localeCompare(key(b)) || (a.pitchName ?? '').localeCompare(b.pitchName ?? ''));
    const body: PublicEvent = {
      name: event.name,
      dateFrom: event.dateFrom,
      dateTo: event.dateTo,
      pitches: pitches.map((p) => p.name),
      divisions: fragments.map((f) => f.division),
      games,
    };
    const text = JSON.stringify(body);
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    return { body: text, etag, bytes: Buffer.byteLength(text) };
  }

  /** The division parts as the read cache holds them now (the same promises while nothing changed). */
  const partsOf = (divisions: readonly Division[]) =>
    divisions.map((d) => reads.read(d.tournamentId, 'public', () => fragment(d.tournamentId)));

  async function publicationOf(eventId: string, version: number): Promise<EventPublication> {
    const row = await store.publicResults.publication(eventId);
    return { published: Boolean(row?.publishedAt), token: row?.token ?? null, version };
  }

  return {
    /** Whether the event's page is published, and its token (anyone who may view the event may share the link). */
    async publication(actor: Actor, eventId: string): Promise<EventPublication> {
      assertCan(actor, 'tournament.view');
      const event = await orNotFound(store.events.find(eventId), 'EVENT_NOT_FOUND');
      return publicationOf(eventId, event.version);
    },

    /** Publishes or unpublishes the event's page (levels 0–1, versioned on the event: 409 `CONFLICT` when stale). */
    async publish(actor: Actor, eventId: string, input: PutEventPublication): Promise<EventPublication> {
      assertCan(actor, 'event.manage');
      await store.transaction(async ({ events, publicResults }) => {
        const current = await orNotFound(events.find(eventId), 'EVENT_NOT_FOUND');
        if (current.version !== input.version || !(await publicResults.touchEvent(eventId, input.version)))
          throw new AppError(409, 'CONFLICT');
        await publicResults.setPublished(eventId, newPublicToken(), input.published);
      });
      // The event's pages reload (the public page itself asks whether it is published on every request).
      const divisions = await store.events.divisions(eventId);
      if (divisions.length > 0)
        bus.publish(
          'tournament',
          divisions.map((d) => d.tournamentId),
        );
      return publicationOf(eventId, input.version + 1);
    },

    /** The published page a token opens: 404 `RESULTS_NOT_PUBLISHED` for an unknown token and an unpublished event alike. */
    async page(token: string): Promise<PublicPage> {
      const eventId = await orNotFound(store.publicResults.publishedEventOf(token), 'RESULTS_NOT_PUBLISHED');
      const kept = pages.get(eventId);
      if (kept) {
        const parts = partsOf(kept.divisions);
        if (parts.length === kept.parts.length && parts.every((p, i) => p === kept.parts[i])) return kept.page;
      }
      // Something changed (or nothing is kept): the divisions, the event and its pitches are read again.
      const divisions = await store.events.divisions(eventId);
      const parts = partsOf(divisions);
      const page = assemble(eventId, parts);
      pages.set(eventId, { page, parts, divisions });
      page.catch(() => {
        if (pages.get(eventId)?.page === page) pages.delete(eventId);
      });
      return page;
    },
  };
}

export type PublicResultsService = ReturnType<typeof publicResultsService>;
