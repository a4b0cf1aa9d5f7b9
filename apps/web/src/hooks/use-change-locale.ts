import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMe } from '../lib/auth/get-me';
import { saveMyPreference } from '../lib/auth/update-me';
import { applyLocale } from '../lib/i18n';

/**
 * Language menu action (docs/product/languages-and-messages.md): refuse unsupported locales with a warning,
 * apply and remember the choice on this device, and for a signed-in user
 * write it to the user record (a failure there is only logged).
 */
export function useChangeLocale(): (value: string) => Promise<void> {
  const queryClient = useQueryClient();
  const signedIn = useMe() !== null;

  return useCallback(
    async (value: string) => {
      const locale = await applyLocale(value);
      if (locale && signedIn) await saveMyPreference(queryClient, { locale });
    },
    [queryClient, signedIn],
  );
}
