import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** better-auth's provider id for the configured OpenID Connect provider (apps/server/src/auth/auth.ts). */
const EXTERNAL_PROVIDER_ID = 'oidc';

export interface ExternalSignInInput {
  /** Same-site path to land on after signing in (already checked by safeRedirect). */
  callbackURL: string;
}

/**
 * POST /api/auth/sign-in/social (better-auth 1.7's genericOAuth registers the
 * provider as a social one): asks for the provider's authorisation URL,
 * then leaves for it. The provider sends the browser back to `callbackURL`,
 * or to /login?error=external when the sign-in fails.
 */
export async function startExternalSignIn({ callbackURL }: ExternalSignInInput): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: EXTERNAL_PROVIDER_ID, callbackURL, errorCallbackURL: '/login?error=external' },
  });
  window.location.assign(url);
}

export function useExternalSignIn() {
  return useMutation({ mutationFn: startExternalSignIn });
}
