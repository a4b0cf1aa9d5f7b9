import { useMantineColorScheme } from '@mantine/core';
import type { Me } from '@touchline/core';
import { useEffect, useRef } from 'react';
import { applyLocale } from '../lib/i18n';

/**
 * docs/product/languages-and-messages.md: a user's stored locale and dark mode apply at sign-in, and when
 * the app starts with a session. Applied once per signed-in user, so later
 * changes in this tab are not overridden.
 */
export function useApplyUserPreferences(me: Me | null): void {
  const { setColorScheme } = useMantineColorScheme();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!me) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === me.id) return;
    appliedFor.current = me.id;
    setColorScheme(me.isDarkMode ? 'dark' : 'light');
    if (me.locale) void applyLocale(me.locale);
  }, [me, setColorScheme]);
}
