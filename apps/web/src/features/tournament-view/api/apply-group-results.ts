import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_GROUP_RESULTS_REFUSALS, type AppliedGroupResults, type ApplyGroupResults } from '@touchline/core';
import { isApiError } from '../../../lib/api-client';
import { tournamentsQueryKeys } from '../../../lib/tournament-keys';
import { gameRequest } from '../../../lib/game-request';

/** The coded 409s of POST /api/tournaments/{id}/apply-group-results (decision 023). */
export type ApplyRefusalCode = (typeof APPLY_GROUP_RESULTS_REFUSALS)[number];

/** A refusal with what its body says (ties to resolve, runners-up to choose from). */
export type ApplyRefusal = {
  code: ApplyRefusalCode;
  /** UNRESOLVED_TIES: the ties touching a qualifying place. */
  ties: { group: string; teamIds: string[] }[];
  /** WILDCARD_SELECTION_NEEDED: the level runners-up, one list per tie. */
  wildcardTies: string[][];
};

export type ApplyInput = ApplyGroupResults & { tournamentId: string };

/** POST /api/tournaments/{id}/apply-group-results (levels 0–2): fills the slots of finished groups. */
export function applyGroupResults({ tournamentId, ...body }: ApplyInput): Promise<AppliedGroupResults> {
  return gameRequest<AppliedGroupResults>(`/api/tournaments/${encodeURIComponent(tournamentId)}/apply-group-results`, {
    method: 'POST',
    body,
  });
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((t) => typeof t === 'string');

/**
 * The refusal an apply error carries, or null for any other error. The body
 * is read through narrow checks, never shown raw: parts it does not know are dropped.
 */
export function applyRefusal(error: unknown): ApplyRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (!(APPLY_GROUP_RESULTS_REFUSALS as readonly string[]).includes(error.code)) return null;
  const body = (error.body ?? {}) as { ties?: unknown; wildcardTies?: unknown };
  const ties = Array.isArray(body.ties)
    ? body.ties.flatMap((tie: unknown) => {
        const { group, teamIds } = (tie ?? {}) as { group?: unknown; teamIds?: unknown };
        return typeof group === 'string' && isStringList(teamIds) ? [{ group, teamIds }] : [];
      })
    : [];
  const wildcardTies = Array.isArray(body.wildcardTies) ? body.wildcardTies.filter(isStringList) : [];
  return { code: error.code as ApplyRefusalCode, ties, wildcardTies };
}

export function useApplyGroupResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyGroupResults,
    onSettled: (_r, _e, input) =>
      queryClient.invalidateQueries({ queryKey: tournamentsQueryKeys.detail(input.tournamentId) }),
  });
}
