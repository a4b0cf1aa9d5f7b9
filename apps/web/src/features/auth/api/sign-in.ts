import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshMe } from '../../../lib/auth/get-me';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email: starts a session (cookie). */
export async function signIn(input: SignInInput): Promise<void> {
  await apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** Signs in, then loads the user so the shell, guards and preferences update. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      return refreshMe(queryClient);
    },
  });
}
