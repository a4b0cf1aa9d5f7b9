import type { FieldErrorCode } from './errors.js';

/**
 * The parts of a zod issue the field codes depend on. zod's own issues fit;
 * so do the entries fastify-type-provider-zod puts in `error.validation`
 * once `keyword` is read as `code` and `instancePath` as `path`.
 */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  /** invalid_type: the type the schema wanted ('number', 'int', 'string', …). */
  readonly expected?: unknown;
  /** unrecognized_keys: the keys nobody asked for. */
  readonly keys?: readonly string[];
}

/** A value the user did not give: left out, null or an empty text. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The field code for one issue, given the value it is about. The one mapping
 * from schema issues to the codes the API sends and the web app translates
 * (`errors` namespace, `fields.<code>`): a value the user did not give is
 * REQUIRED whatever rule it broke; a text where a number belongs is
 * NOT_A_NUMBER.
 */
export function fieldErrorCode(issue: Pick<SchemaIssue, 'code' | 'expected'>, value: unknown): FieldErrorCode {
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    case 'too_big':
      return 'TOO_BIG';
  }
  if (isMissing(value)) return 'REQUIRED';
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? 'NOT_A_NUMBER' : 'INVALID_TYPE';
    case 'too_small':
      return 'TOO_SMALL';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    default:
      return 'INVALID_VALUE';
  }
}

/** The value at `path` inside `input`, or undefined when the path leads nowhere. */
export function valueAtPath(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export interface FieldErrorsOptions {
  /**
   * The name a path is reported under; undefined leaves the issue out.
   * Default: the path joined with dots ('sidePositions.1'), `root` when empty.
   */
  fieldName?: (path: readonly PropertyKey[]) => string | undefined;
  /** The name of an issue about the whole input (default 'body'). */
  root?: string;
}

/**
 * One code per field for a list of issues about `input` (the first issue of
 * a field wins): the `fields` of a VALIDATION_FAILED answer, the errors of an
 * import row, or a form's errors. Unknown keys are named one by one.
 */
export function fieldErrors(
  issues: Iterable<SchemaIssue>,
  input: unknown,
  { fieldName, root = 'body' }: FieldErrorsOptions = {},
): Record<string, FieldErrorCode> {
  const nameOf = fieldName ?? ((path: readonly PropertyKey[]) => path.map(String).join('.') || root);
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) {
        const name = nameOf([...issue.path, key]);
        if (name !== undefined) fields[name] = 'UNKNOWN_FIELD';
      }
      continue;
    }
    const name = nameOf(issue.path);
    if (name !== undefined) fields[name] ??= fieldErrorCode(issue, valueAtPath(input, issue.path));
  }
  return fields;
}
