import { isDateWithin, type Actor } from '@touchline/core';
import type { Store } from '../../db/unit-of-work.js';
import { contentKey } from '../../heavy-work/rendered-cache.js';
import { AppError } from '../../http/errors.js';
import { pickLocale, type LanguageRequest } from '../../i18n/locale.js';
import type { Translations } from '../../i18n/translations.js';
import type { EventScheduleService } from '../events/event-schedule.service.js';
import type { EventsService } from '../events/events.service.js';
import type { MeRepository } from '../me/me.repository.js';
import { pitchSheetFileName, pitchSheetLayout, type PitchSheetLayout } from './pitch-sheet-layout.js';

export type PitchSheetDeps = {
  events: Pick<EventsService, 'get'>;
  schedule: Pick<EventScheduleService, 'games'>;
  store: Store<{ profiles: MeRepository }>;
  /** The web app's translations (`events`, `tournaments`), loaded at start-up. */
  translations: Translations;
  orgName: string;
  /** The PDF under `key` (a hash of its layout): the one kept, else drawn on the heavy-work pool (decision 355). */
  render: (key: string, layout: () => PitchSheetLayout) => Promise<Uint8Array>;
};

/**
 * The sheet for the table at one pitch (decision 469): one day's games of
 * every division on that pitch. Reads through the events services, so their
 * access checks (signed in, `tournament.view`) and 404s apply unchanged.
 */
export function pitchSheetService({ events, schedule, store, translations, orgName, render }: PitchSheetDeps) {
  return {
    async render(
      actor: Actor,
      eventId: string,
      pitchId: string,
      date: string,
      language: LanguageRequest,
    ): Promise<{ fileName: string; pdf: Uint8Array }> {
      const event = await events.get(actor, eventId);
      // Pitches are numbered by position from 1 and never renumbered or removed (decision 451).
      const index = event.pitches.findIndex((p) => p.id === pitchId);
      if (index < 0) throw new AppError(404, 'PITCH_NOT_IN_EVENT');
      if (!isDateWithin(date, event.dateFrom, event.dateTo)) {
        throw new AppError(400, 'VALIDATION_FAILED', { date: 'INVALID_VALUE' });
      }
      const [{ items }, profile] = await Promise.all([
        schedule.games(actor, eventId),
        language.requested ? Promise.resolve(undefined) : store.profiles.findProfile(actor.id),
      ]);
      const locale = pickLocale({ ...language, saved: profile?.locale });
      const pitchName = event.pitches[index]!.name;
      const games = items.filter((g) => g.date === date && g.pitch === index + 1);
      const layout = pitchSheetLayout({ event, pitchName, date, games, orgName }, translations.in(locale), locale);
      const pdf = await render(contentKey('pitchSheet', layout), () => layout);
      return { fileName: pitchSheetFileName(event.name, pitchName, date), pdf };
    },
  };
}

export type PitchSheetService = ReturnType<typeof pitchSheetService>;
