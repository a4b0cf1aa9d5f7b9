import { useMutation } from '@tanstack/react-query';
import type { DrawPreview, DrawRequest } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';

export type { DrawPreview };

export interface DrawGroupsInput extends DrawRequest {
  tournamentId: string;
}

/**
 * POST /api/tournaments/{id}/draw { groupCount, seed?, avoidCountry? } → the
 * groups drawn from the pots, clubs kept apart, and what could not be: a
 * preview that stores nothing (decision 443). "Next" saves the groups kept.
 */
export function drawGroups({ tournamentId, ...body }: DrawGroupsInput): Promise<DrawPreview> {
  return apiRequest<DrawPreview>(`/api/tournaments/${encodeURIComponent(tournamentId)}/draw`, {
    method: 'POST',
    body,
  });
}

export function useDrawGroups() {
  return useMutation({ mutationFn: drawGroups });
}
