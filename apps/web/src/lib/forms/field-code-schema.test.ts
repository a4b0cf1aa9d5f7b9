import { signInSchema } from '@touchline/core';
import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { withFieldCodes } from './field-code-schema';

describe('withFieldCodes', () => {
  const resolve = schemaResolver(withFieldCodes(signInSchema), { sync: true });

  it("gives schemaResolver core's field codes instead of zod's English", () => {
    expect(resolve({ email: '', password: '' })).toEqual({ email: 'REQUIRED', password: 'REQUIRED' });
    expect(resolve({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'INVALID_FORMAT' });
    expect(resolve({ email: 'a@b.example', password: 'x'.repeat(1000) })).toEqual({ password: 'TOO_BIG' });
  });

  it('passes valid values', () => {
    expect(resolve({ email: 'a@b.example', password: 'secret' })).toEqual({});
  });
});
