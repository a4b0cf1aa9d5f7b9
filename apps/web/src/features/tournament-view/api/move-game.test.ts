import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { moveWarnings } from './move-game';

describe('moveWarnings', () => {
  it('reads the warnings of a move that needs confirmation and drops kinds it cannot explain', () => {
    const error = new ApiError(
      409,
      'GAME_MOVE_NEEDS_CONFIRMATION',
      {},
      {
        error: { code: 'GAME_MOVE_NEEDS_CONFIRMATION', message: 'x' },
        warnings: [{ code: 'IN_BREAK', noGameFrom: 720, resume: 780 }, { code: 'FROM_THE_FUTURE' }, null],
      },
    );
    expect(moveWarnings(error)).toEqual([{ code: 'IN_BREAK', noGameFrom: 720, resume: 780 }]);
  });

  it('is null for every other failure', () => {
    expect(moveWarnings(new ApiError(409, 'CONFLICT'))).toBeNull();
    expect(moveWarnings(new Error('x'))).toBeNull();
  });
});
