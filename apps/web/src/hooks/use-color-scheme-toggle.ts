import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMe } from '../lib/auth/get-me';
import { saveMyPreference } from '../lib/auth/update-me';

/** Light/dark toggle: applies at once, and for a signed-in user saves `isDarkMode` (failures only logged). */
export function useColorSchemeToggle(): { isDark: boolean; toggle: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const queryClient = useQueryClient();
  const signedIn = useMe() !== null;

  const toggle = useCallback(() => {
    const next = isDark ? 'light' : 'dark';
    setColorScheme(next);
    if (signedIn) void saveMyPreference(queryClient, { isDarkMode: next === 'dark' });
  }, [isDark, queryClient, setColorScheme, signedIn]);

  return { isDark, toggle };
}
