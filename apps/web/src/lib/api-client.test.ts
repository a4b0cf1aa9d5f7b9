import { describe, expect, it } from 'vitest';
import { ApiError, codeForStatus, toApiError } from './api-client';

describe('toApiError', () => {
  it('keeps a known code and its field codes', () => {
    const error = toApiError(400, {
      error: { code: 'VALIDATION_FAILED', message: 'ignored', fields: { email: 'INVALID_FORMAT', name: 'REQUIRED' } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ email: 'INVALID_FORMAT', name: 'REQUIRED' });
  });

  it('never exposes the server message', () => {
    const error = toApiError(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Secret detail' } });
    expect(error.message).not.toContain('Secret detail');
  });

  it('derives the code from the status when the body has none we know', () => {
    expect(toApiError(429, '<html>').code).toBe('RATE_LIMITED');
    expect(toApiError(500, { error: { code: 'SOMETHING_NEW' } }).code).toBe('INTERNAL_ERROR');
    expect(toApiError(401, undefined).code).toBe('UNAUTHENTICATED');
  });

  it('keeps the whole body for refusals that carry data beside the code', () => {
    const body = { error: { code: 'GAME_MOVE_NEEDS_CONFIRMATION', message: 'x' }, warnings: [{ code: 'IN_BREAK' }] };
    expect(toApiError(409, body).body).toEqual(body);
  });

  it('maps unknown field codes to INVALID_VALUE', () => {
    expect(toApiError(400, { error: { code: 'VALIDATION_FAILED', fields: { x: 'WEIRD' } } }).fields).toEqual({
      x: 'INVALID_VALUE',
    });
  });
});

describe('codeForStatus', () => {
  it('treats no answer and gateway errors as unavailable', () => {
    expect(codeForStatus(0)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
  });
});
