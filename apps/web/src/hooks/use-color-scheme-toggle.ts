import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';
import { useMe } from '../lib/auth/get-me';
import { useUpdateMe } from '../lib/auth/update-me';

/** Light/dark toggle: applies at once, and for a signed-in user saves `isDarkMode` (failures only logged). */
export function useColorSchemeToggle(): { isDark: boolean; toggle: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const me = useMe();
  const { mutate } = useUpdateMe();
  const signedIn = me !== null;

  const toggle = useCallback(() => {
    const next = isDark ? 'light' : 'dark';
    setColorScheme(next);
    if (signedIn) {
      mutate(
        { isDarkMode: next === 'dark' },
        { onError: (error) => console.error('Could not save the theme on the account', error) },
      );
    }
  }, [isDark, mutate, setColorScheme, signedIn]);

  return { isDark, toggle };
}
