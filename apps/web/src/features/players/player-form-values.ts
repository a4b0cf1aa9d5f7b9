import {
  MAX_HEIGHT_CM,
  PLAYER_FIELDS,
  type CreatePlayer,
  type FieldErrorCode,
  type Foot,
  type Player,
  type Position,
  type UpdatePlayer,
} from '@touchline/core';
import { isFieldErrorCode } from '../../lib/forms/field-code-schema';
import { deferredCodeResolver } from '../../lib/forms/use-coded-form';

/**
 * The player form's state: what the inputs hold (numbers as typed text, so
 * "abc" can be answered with 'Must be a number.' like the server does).
 */
export interface PlayerFormValues {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or ''. */
  birthday: string;
  clubId: string | null;
  foot: Foot | null;
  backNumberDefault: string;
  position: Position | null;
  sidePositions: Position[];
  nationality: string | null;
  height: string;
  watchlist: boolean;
  networkPlayer: boolean;
  valueEur: string;
  targetLeague: string;
}

export type PlayerFormField = keyof PlayerFormValues;
export type PlayerFormErrors = Partial<Record<PlayerFormField, FieldErrorCode>>;

/** core's PLAYER_FIELDS: the form has one input per field a client writes. */
export const PLAYER_FORM_FIELDS: readonly PlayerFormField[] = PLAYER_FIELDS;

export function emptyPlayerForm(clubId: string | null = null): PlayerFormValues {
  return {
    firstName: '',
    lastName: '',
    birthday: '',
    clubId,
    foot: null,
    backNumberDefault: '',
    position: null,
    sidePositions: [],
    nationality: null,
    height: '',
    watchlist: false,
    networkPlayer: false,
    valueEur: '',
    targetLeague: '',
  };
}

/** The form filled with a player (edit). Hidden details stay empty. */
export function playerToFormValues(player: Player): PlayerFormValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    birthday: player.birthday ?? '',
    clubId: player.clubId,
    foot: player.foot ?? null,
    backNumberDefault: text(player.backNumberDefault),
    position: player.position,
    sidePositions: player.sidePositions,
    nationality: player.nationality ?? null,
    height: text(player.height),
    watchlist: player.watchlist ?? false,
    networkPlayer: player.networkPlayer,
    valueEur: text(player.valueEur),
    targetLeague: player.targetLeague ?? '',
  };
}

type NumberField = 'backNumberDefault' | 'height' | 'valueEur';

/**
 * A typed number: '' → null; digits (with an optional minus) → the number;
 * anything else → 'NOT_A_NUMBER'. Money may carry thousands separators
 * ("1.500.000", "1,500,000", "1 500 000").
 */
export function parseWholeNumber(text: string, { grouping = false } = {}): number | null | 'NOT_A_NUMBER' {
  let value = text.trim();
  if (value === '') return null;
  if (grouping && /^\d{1,3}([.,'\u00a0\u202f ]\d{3})+$/.test(value)) value = value.replace(/\D/g, '');
  if (!/^-?\d+$/.test(value)) return 'NOT_A_NUMBER';
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : 'NOT_A_NUMBER';
}

/**
 * core's createPlayerSchema with field codes as messages (lib/forms, decision
 * 262), with zod after the form shows (decision 288): until it is there, the
 * checks below run alone, and a submit waits for it (player-form.tsx).
 */
export const playerSchema = deferredCodeResolver(() =>
  import('./player-schema').then((module) => module.createPlayerSchema),
);

export type PlayerFormResult = { ok: true; player: CreatePlayer } | { ok: false; errors: PlayerFormErrors };

/**
 * Checks the form like the server does, with core's createPlayerSchema (names
 * required, numbers whole numbers, height ≤ MAX_HEIGHT_CM, ISO country,
 * date format) and returns the JSON to send, or one code per field.
 */
export function validatePlayerForm(values: PlayerFormValues, { clubRequired = false } = {}): PlayerFormResult {
  const errors: PlayerFormErrors = {};
  const numbers: Partial<Record<NumberField, number | null>> = {};
  for (const field of ['backNumberDefault', 'height', 'valueEur'] as const) {
    const parsed = parseWholeNumber(values[field], { grouping: field === 'valueEur' });
    if (parsed === 'NOT_A_NUMBER') errors[field] = 'NOT_A_NUMBER';
    else numbers[field] = parsed;
  }
  if (values.firstName.trim() === '') errors.firstName = 'REQUIRED';
  if (values.lastName.trim() === '') errors.lastName = 'REQUIRED';
  if (clubRequired && !values.clubId) errors.clubId = 'REQUIRED';

  const player: CreatePlayer = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthday: values.birthday === '' ? null : values.birthday,
    clubId: values.clubId,
    foot: values.foot,
    backNumberDefault: numbers.backNumberDefault ?? null,
    position: values.position,
    sidePositions: values.sidePositions.filter((position) => position !== values.position),
    nationality: values.nationality,
    height: numbers.height ?? null,
    watchlist: values.watchlist,
    networkPlayer: values.networkPlayer,
    valueEur: numbers.valueEur ?? null,
    targetLeague: values.targetLeague.trim() === '' ? null : values.targetLeague.trim(),
  };
  for (const [path, code] of Object.entries(playerSchema.validate(player))) {
    const field = path.split('.')[0] as PlayerFormField;
    if ((PLAYER_FORM_FIELDS as readonly string[]).includes(field) && isFieldErrorCode(code)) errors[field] ??= code;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, player };
}

/** Only what changed since the player was loaded, with the version the edit is based on. */
export function playerChanges(before: CreatePlayer, after: CreatePlayer, version: number): UpdatePlayer {
  const changes: UpdatePlayer = { version };
  for (const field of PLAYER_FORM_FIELDS) {
    const a = before[field] ?? null;
    const b = after[field] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) Object.assign(changes, { [field]: b });
  }
  return changes;
}

export const HEIGHT_LIMIT_CM = MAX_HEIGHT_CM;
