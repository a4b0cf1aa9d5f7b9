import { Box, NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visibleForLevel } from '../../lib/auth/access';
import { DRAWER_ITEMS } from './navigation';

export function NavDrawer({ level, onNavigate }: { level: number; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <Box component="nav" aria-label={t('drawer.label')} p="xs">
      {visibleForLevel(DRAWER_ITEMS, level).map(({ to, labelKey, icon: ItemIcon }) => (
        <NavLink
          key={to}
          label={t(labelKey)}
          leftSection={<ItemIcon size={18} aria-hidden />}
          onClick={onNavigate}
          renderRoot={(props) => (
            <Link
              to={to}
              activeOptions={{ exact: to === '/' }}
              // Mantine styles the active item through data-active.
              activeProps={{ 'data-active': true }}
              {...props}
            />
          )}
        />
      ))}
    </Box>
  );
}
