import { z } from 'zod';

/**
 * Every refusal the API can give carries one of these codes. The web app
 * translates each code (locales `errors` namespace); the server never sends
 * sentences the UI would show as-is.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  /** An import file with more rows than MAX_IMPORT_ROWS (contracts/imports.ts). */
  'TOO_MANY_ROWS',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_WEAK',
  'UNSUPPORTED_LOCALE',
  'USER_NOT_FOUND',
  'CANNOT_CHANGE_OWN_LEVEL',
  'LAST_ADMINISTRATOR',
  'CLUB_NOT_FOUND',
  'PLAYER_NOT_FOUND',
  'PLAYER_NOT_FREE',
  'SAME_PLAYER',
  'VIDEO_NOT_FOUND',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Field-level problems: field path → codes such as `REQUIRED` or `TOO_BIG`. */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'NOT_A_NUMBER',
  'TOO_SMALL',
  'TOO_BIG',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'UNKNOWN_FIELD',
  /** Password refusals with their reason (apps/server/src/auth/password-strength.ts). */
  'PASSWORD_COMMON',
  'PASSWORD_PATTERN',
  'PASSWORD_NAME',
  'PASSWORD_WEAK',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const errorBodySchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      fields: z.record(z.string(), z.enum(FIELD_ERROR_CODES)).optional(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
