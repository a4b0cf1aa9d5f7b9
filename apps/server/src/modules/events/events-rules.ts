import { MAX_EVENT_PITCHES, MAX_TOURNAMENT_DAYS, dayCount, isDateWithin, type FieldErrorCode } from '@touchline/core';
import { AppError } from '../../http/errors.js';

/**
 * The event's own checks as coded refusals (decision 450): dates in order
 * and not longer than a tournament may last, pitch names unique within the
 * event, divisions inside the event's dates, restrictions naming the event's
 * own pitches.
 */

/** 400 `INVALID_EVENT` for dates out of order or too far apart. */
export function checkEventDates(dateFrom: string, dateTo: string): void {
  const days = dayCount(dateFrom, dateTo);
  if (days === null || days < 1) throw new AppError(400, 'INVALID_EVENT', { dateTo: 'DATE_RANGE_REVERSED' });
  if (days > MAX_TOURNAMENT_DAYS) throw new AppError(400, 'INVALID_EVENT', { dateTo: 'DATE_RANGE_TOO_LONG' });
}

/** 400 `INVALID_EVENT` when a new pitch's name is taken (case-insensitive) by an existing or another new one. */
export function checkPitchNames(existing: readonly string[], added: readonly string[], field: string): void {
  const taken = new Set(existing.map((name) => name.trim().toLowerCase()));
  const fields: Record<string, FieldErrorCode> = {};
  added.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (taken.has(key)) fields[`${field}.${i}.name`] = 'PITCH_NAME_TAKEN';
    taken.add(key);
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, 'INVALID_EVENT', fields);
}

/**
 * 400 `INVALID_EVENT` when the pitches after renaming some and adding others
 * would share a name (the later one is marked) or be more than
 * `MAX_EVENT_PITCHES`; 400 `PITCH_NOT_IN_EVENT` for a renamed pitch of
 * another event (decision 468).
 */
export function checkPitchChanges(
  existing: readonly { id: string; name: string }[],
  renamed: readonly { id: string; name: string }[],
  added: readonly { name: string }[],
): void {
  const ids = new Set(existing.map((p) => p.id));
  const unknown: Record<string, FieldErrorCode> = {};
  renamed.forEach((p, i) => {
    if (!ids.has(p.id)) unknown[`renamePitches.${i}.id`] = 'PITCH_NOT_IN_EVENT';
  });
  if (Object.keys(unknown).length > 0) throw new AppError(400, 'PITCH_NOT_IN_EVENT', unknown);
  if (existing.length + added.length > MAX_EVENT_PITCHES) {
    throw new AppError(400, 'INVALID_EVENT', { addPitches: 'TOO_BIG' });
  }
  const newName = new Map(renamed.map((p, i) => [p.id, { name: p.name, field: `renamePitches.${i}.name` }] as const));
  const names = [
    ...existing.map((p) => newName.get(p.id) ?? { name: p.name, field: null }),
    ...added.map((p, i) => ({ name: p.name, field: `addPitches.${i}.name` })),
  ];
  const seen = new Map<string, string | null>();
  const fields: Record<string, FieldErrorCode> = {};
  for (const { name, field } of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) {
      const mark = field ?? seen.get(key);
      if (mark) fields[mark] = 'PITCH_NAME_TAKEN';
    } else seen.set(key, field);
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'INVALID_EVENT', fields);
}

/** 400 `DIVISION_OUTSIDE_EVENT` unless the division's dates lie inside the event's. */
export function checkInside(
  division: { dateFrom: string; dateTo: string },
  event: { dateFrom: string; dateTo: string },
): void {
  const fields: Record<string, FieldErrorCode> = {};
  if (!isDateWithin(division.dateFrom, event.dateFrom, event.dateTo)) fields.dateFrom = 'INVALID_VALUE';
  if (!isDateWithin(division.dateTo, event.dateFrom, event.dateTo)) fields.dateTo = 'INVALID_VALUE';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'DIVISION_OUTSIDE_EVENT', fields);
}

/** 400 `PITCH_NOT_IN_EVENT` for a restriction naming a pitch of another event (or none), or a date outside the division's. */
export function checkRestriction(
  input: { pitchIds?: readonly string[] | null | undefined; pitchIdsByDate?: Record<string, readonly string[]> },
  pitchIds: ReadonlySet<string>,
  division: { dateFrom: string; dateTo: string },
): void {
  const fields: Record<string, FieldErrorCode> = {};
  (input.pitchIds ?? []).forEach((id, i) => {
    if (!pitchIds.has(id)) fields[`pitchIds.${i}`] = 'PITCH_NOT_IN_EVENT';
  });
  for (const [date, ids] of Object.entries(input.pitchIdsByDate ?? {})) {
    if (!isDateWithin(date, division.dateFrom, division.dateTo)) {
      fields[`pitchIdsByDate.${date}`] = 'OVERRIDE_OUTSIDE_DATE_RANGE';
    }
    ids.forEach((id, i) => {
      if (!pitchIds.has(id)) fields[`pitchIdsByDate.${date}.${i}`] = 'PITCH_NOT_IN_EVENT';
    });
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'PITCH_NOT_IN_EVENT', fields);
}
