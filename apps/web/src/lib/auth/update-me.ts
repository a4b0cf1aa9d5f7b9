import type { QueryClient } from '@tanstack/react-query';
import type { Me, UpdateMe } from '@touchline/core';
import { apiRequest } from '../api-client';
import { meQueryKey } from './get-me';

/** PATCH /api/me: change own display name, language or theme. */
export function updateMe(changes: UpdateMe): Promise<Me> {
  return apiRequest<Me>('/api/me', { method: 'PATCH', body: changes });
}

/**
 * The shell's language menu and theme toggle: save a preference on the
 * account in the background. The local choice already applies; a failure is
 * only logged (docs/product/languages-and-messages.md "Failures that are only logged").
 */
export async function saveMyPreference(queryClient: QueryClient, changes: UpdateMe): Promise<void> {
  try {
    queryClient.setQueryData(meQueryKey, await updateMe(changes));
  } catch (error) {
    console.error('Could not save the preference on the account', error);
  }
}
