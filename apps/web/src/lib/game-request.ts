import { ApiError, apiRequest, type ApiRequestOptions } from './api-client';

/**
 * How long a recording request may take before the screen gives up and says
 * so. Pitch-side networks stall rather than fail; without a limit a save
 * would spin forever (docs/product/quality-goals.md). Resending an event with its id is safe, so
 * giving up early never doubles anything.
 */
export const GAME_REQUEST_TIMEOUT_MS = 10_000;

/**
 * `apiRequest` with a deadline: no answer within `timeoutMs` rejects with
 * ApiError status 0 (`SERVICE_UNAVAILABLE`), the same as being offline.
 * Every game-day write goes through it: recording, tie decisions, applying
 * group results and swaps (decision 275), so no button there spins forever.
 */
export async function gameRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
  timeoutMs = GAME_REQUEST_TIMEOUT_MS,
): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    return await apiRequest<T>(path, { ...options, signal });
  } catch (error) {
    // The caller's own abort (unmount, a newer query) stays an abort.
    if (deadline.aborted && !options.signal?.aborted) throw new ApiError(0, 'SERVICE_UNAVAILABLE');
    throw error;
  }
}

export const gamePath = (gameId: string, rest = '') => `/api/games/${encodeURIComponent(gameId)}${rest}`;
