import { describe, expect, it } from 'vitest';
import { isEmail } from './validation';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('coach@club.example')).toBe(true);
    expect(isEmail('a.b+c@sub.example.org')).toBe(true);
  });

  it('rejects obvious mistakes', () => {
    expect(isEmail('coach')).toBe(false);
    expect(isEmail('coach@club')).toBe(false);
    expect(isEmail('co ach@club.example')).toBe(false);
  });
});
