import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpSchema } from './auth.js';
import { fieldErrorCode, fieldErrors } from './field-errors.js';
import { createPlayerSchema } from './players.js';

function codesFor(schema: z.ZodType, input: unknown, options?: Parameters<typeof fieldErrors>[2]) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return fieldErrors(parsed.error.issues, input, options);
}

describe('fieldErrorCode', () => {
  it('calls a value the user did not give REQUIRED, whatever rule it broke', () => {
    for (const code of ['invalid_type', 'too_small', 'invalid_format', 'invalid_value', 'invalid_union', 'custom']) {
      for (const value of [undefined, null, ''])
        expect(fieldErrorCode({ code }, value), `${code} ${value}`).toBe('REQUIRED');
    }
  });

  it('names what is wrong with a value that was given', () => {
    expect(fieldErrorCode({ code: 'invalid_type', expected: 'number' }, 'ten')).toBe('NOT_A_NUMBER');
    expect(fieldErrorCode({ code: 'invalid_type', expected: 'int' }, 'ten')).toBe('NOT_A_NUMBER');
    expect(fieldErrorCode({ code: 'invalid_type', expected: 'string' }, 5)).toBe('INVALID_TYPE');
    expect(fieldErrorCode({ code: 'too_small' }, 'a')).toBe('TOO_SMALL');
    expect(fieldErrorCode({ code: 'too_big' }, 'aaaa')).toBe('TOO_BIG');
    expect(fieldErrorCode({ code: 'invalid_format' }, 'x@')).toBe('INVALID_FORMAT');
    expect(fieldErrorCode({ code: 'invalid_value' }, 'XX')).toBe('INVALID_VALUE');
    expect(fieldErrorCode({ code: 'unrecognized_keys' }, undefined)).toBe('UNKNOWN_FIELD');
  });
});

describe('fieldErrors', () => {
  it("gives core's schemas the API's field codes", () => {
    expect(codesFor(createPlayerSchema, { lastName: '', height: 231, backNumberDefault: 'ten' })).toEqual({
      firstName: 'REQUIRED',
      lastName: 'REQUIRED',
      height: 'TOO_BIG',
      backNumberDefault: 'NOT_A_NUMBER',
    });
    expect(codesFor(signUpSchema, { email: 'not-an-email', password: 'short' })).toEqual({
      name: 'REQUIRED',
      email: 'INVALID_FORMAT',
      password: 'TOO_SMALL',
      acceptTerms: 'REQUIRED',
    });
  });

  it('keeps the first code of a field, names nested paths with dots and unknown keys one by one', () => {
    const schema = z.strictObject({ tags: z.array(z.string().min(2)), name: z.string().min(2).max(3) });
    expect(codesFor(schema, { tags: ['ok', 'x'], name: 'a', extra: 1, more: 2 })).toEqual({
      'tags.1': 'TOO_SMALL',
      name: 'TOO_SMALL',
      extra: 'UNKNOWN_FIELD',
      more: 'UNKNOWN_FIELD',
    });
  });

  it('reports under the name fieldName gives, and leaves out what it maps to undefined', () => {
    const schema = z.object({ firstName: z.string().min(1), secret: z.string() });
    const fieldName = (path: readonly PropertyKey[]) =>
      path[0] === 'secret' ? undefined : `column:${String(path[0])}`;
    expect(codesFor(schema, { firstName: '' }, { fieldName })).toEqual({ 'column:firstName': 'REQUIRED' });
  });

  it('names an issue about the whole input after the root', () => {
    expect(codesFor(z.object({}), 'text', { root: 'querystring' })).toEqual({ querystring: 'INVALID_TYPE' });
  });
});
