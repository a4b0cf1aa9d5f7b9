import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useColorSchemeToggle } from '../../hooks/use-color-scheme-toggle';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { isDark, toggle } = useColorSchemeToggle();
  const label = isDark ? t('theme.toLight') : t('theme.toDark');

  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={toggle}
      aria-label={label}
      title={label}
      aria-pressed={isDark}
      data-testid="theme-toggle"
    >
      {isDark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
