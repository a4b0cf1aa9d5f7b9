import { FIELD_ERROR_CODES, fieldErrorCode, valueAtPath, type FieldErrorCode } from '@touchline/core';

/** What @mantine/form's schemaResolver takes (Standard Schema v1); core's zod schemas are one. */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  };
}

type StandardIssue = { readonly message: string; readonly path?: readonly (PropertyKey | { key: PropertyKey })[] };
type StandardResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly StandardIssue[] };

const keyOf = (segment: PropertyKey | { key: PropertyKey }) => (typeof segment === 'object' ? segment.key : segment);

/**
 * `schema` with each issue's message replaced by its field code (core's
 * `fieldErrorCode`, the mapping the API uses), so a form validated through
 * schemaResolver holds codes ('REQUIRED', 'TOO_BIG') and translates them
 * when it renders, never zod's English.
 */
export function withFieldCodes<Output>(schema: StandardSchema<Output>): StandardSchema<Output> {
  const recode = (value: unknown, result: StandardResult<Output>): StandardResult<Output> => {
    if (!result.issues) return result;
    return {
      issues: result.issues.map((issue) => {
        const path = (issue.path ?? []).map(keyOf);
        // zod's issues carry its `code` and `expected`; the Standard Schema type does not name them.
        const { code = '', expected } = issue as { code?: string; expected?: unknown };
        return { message: fieldErrorCode({ code, expected }, valueAtPath(value, path)), path };
      }),
    };
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'touchline',
      validate: (value) => {
        const result = schema['~standard'].validate(value);
        return result instanceof Promise ? result.then((r) => recode(value, r)) : recode(value, result);
      },
    },
  };
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}
