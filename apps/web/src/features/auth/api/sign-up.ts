import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMe } from '@touchline/core';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey, refreshMe } from '../../../lib/auth/get-me';
import { updateMe } from '../../../lib/auth/update-me';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** Terms of use and privacy policy accepted (the server refuses a sign-up without). */
  acceptTerms: boolean;
}

/** POST /api/auth/sign-up/email: creates the account and signs in (cookie). */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input });
}

/**
 * Registers, then stores the language and theme chosen before registering on
 * the new account, so signing in later brings them back.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, preferences }: { input: SignUpInput; preferences: UpdateMe }) => {
      await signUp(input);
      try {
        const me = await updateMe(preferences);
        queryClient.setQueryData(meQueryKey, me);
        return me;
      } catch (error) {
        console.error('Could not store the preferences on the new account', error);
        return refreshMe(queryClient);
      }
    },
  });
}
