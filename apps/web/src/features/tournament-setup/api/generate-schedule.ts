import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import type { ScheduleOutcome } from '../../../entities/tournament/tournament-types';

/** Generation is one request; past this it counts as failed instead of spinning on. */
export const GENERATE_TIMEOUT_MS = 60_000;

export interface GenerateScheduleInput {
  tournamentId: string;
  /** True after the organiser confirmed discarding played games. */
  confirm?: boolean;
}

/**
 * POST /api/tournaments/{id}/schedule { confirm? }: 200 with what was placed, or
 * 409 REGENERATE_NEEDS_CONFIRMATION with the impact when games have started or finished.
 */
export async function generateSchedule({ tournamentId, confirm }: GenerateScheduleInput): Promise<ScheduleOutcome> {
  try {
    return await apiRequest<ScheduleOutcome>(`/api/tournaments/${encodeURIComponent(tournamentId)}/schedule`, {
      method: 'POST',
      body: confirm ? { confirm: true } : {},
      signal: AbortSignal.timeout(GENERATE_TIMEOUT_MS),
    });
  } catch (error) {
    // The timeout aborts the request: report it like any unanswered call.
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new ApiError(0, 'SERVICE_UNAVAILABLE');
    throw error;
  }
}

export function useGenerateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSchedule,
    onSettled: (_result, _error, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
