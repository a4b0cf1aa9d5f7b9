import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import type { Me } from '@touchline/core';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/app-config';
import { safeRedirect } from '../../lib/safe-redirect';
import { signedOutMenuEntries, userMenuEntries } from './navigation';

export function UserMenu({ me }: { me: Me | null }) {
  const { t } = useTranslation('nav');
  const location = useLocation();
  // Logging in from the menu comes back to the page it started on.
  const returnTo = safeRedirect(location.href);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={me ? me.displayName : t('userMenu.signedOut')}
          maw={{ md: 240 }}
          data-testid="user-menu"
        >
          {/* Phones: the icon alone; the name heads the menu. */}
          <Text span inherit truncate="end" visibleFrom="md">
            {me ? me.displayName : t('userMenu.signedOut')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('userMenu.label')}>
        <Menu.Label hiddenFrom="md" data-testid="menu-app-name">
          {appConfig.appName}
        </Menu.Label>
        {me && (
          <Menu.Label hiddenFrom="md" data-testid="menu-user-name">
            {me.displayName}
          </Menu.Label>
        )}
        {me
          ? userMenuEntries(me.level).map(({ key, to, icon: ItemIcon }) => (
              <Menu.Item
                key={to}
                leftSection={ItemIcon && <ItemIcon size={16} aria-hidden />}
                renderRoot={(props) => <Link to={to} {...props} />}
              >
                {t(`userMenu.${key}`)}
              </Menu.Item>
            ))
          : signedOutMenuEntries().map(({ key, to, icon: ItemIcon }) => (
              <Menu.Item
                key={to}
                leftSection={ItemIcon && <ItemIcon size={16} aria-hidden />}
                renderRoot={(props) =>
                  to === '/login' && returnTo !== '/' ? (
                    <Link to={to} search={{ redirect: returnTo }} {...props} />
                  ) : (
                    <Link to={to} {...props} />
                  )
                }
              >
                {t(`userMenu.${key}`)}
              </Menu.Item>
            ))}
      </Menu.Dropdown>
    </Menu>
  );
}
