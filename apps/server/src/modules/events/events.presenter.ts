import type { CupEvent } from '@touchline/core';
import type { DivisionRow, EventRow, PitchRow } from './events.repository.js';

/** A stored JSON list or object written by this module from a validated contract. */
export function parseJson<T>(text: string | null, fallback: T): T {
  return text === null ? fallback : (JSON.parse(text) as T);
}

export function presentEvent(row: EventRow, pitches: readonly PitchRow[], divisions: readonly DivisionRow[]): CupEvent {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    pitches: pitches.map((p) => ({ id: p.id, name: p.name })),
    divisions: divisions.map((d) => ({
      tournamentId: d.tournamentId,
      name: d.name,
      ageClass: d.ageClass,
      dateFrom: d.dateFrom,
      dateTo: d.dateTo,
      pitchIds: parseJson<string[] | null>(d.pitchIds, null),
      pitchIdsByDate: parseJson<Record<string, string[]>>(d.pitchIdsByDate, {}),
    })),
    apartClubIds: parseJson<string[]>(row.apartClubIds, []),
  };
}
