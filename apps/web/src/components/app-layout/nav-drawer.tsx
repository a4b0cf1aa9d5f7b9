import { Box, NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { drawerEntries } from './navigation';

export function NavDrawer({ level, onNavigate }: { level: number; onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <Box component="nav" aria-label={t('drawer.label')} p="xs">
      {drawerEntries(level).map(({ key, to, icon: ItemIcon }) => (
        <NavLink
          key={to}
          label={t(`drawer.${key}`)}
          leftSection={ItemIcon && <ItemIcon size={18} aria-hidden />}
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
