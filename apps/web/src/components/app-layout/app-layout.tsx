import { Anchor, Box, Burger, Group, Text, type BurgerProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyUserPreferences } from '../../hooks/use-apply-user-preferences';
import { appConfig } from '../../lib/app-config';
import { useMe } from '../../lib/auth/get-me';
import { LogoMark } from '../brand/logo-mark';
import { useDeferredUi } from '../deferred';
import { HeaderMenusPlaceholder } from './header-menus-placeholder';
import { showsDrawer } from './navigation';
import { ThemeToggle } from './theme-toggle';
import { useLiveEvents } from './use-live-events';
import classes from './app-layout.module.css';

const DRAWER_ID = 'app-drawer';

/** Footer links to the legal pages (open to everyone). */
const LEGAL_LINKS = [
  { to: '/agb', key: 'terms' },
  { to: '/policy', key: 'privacy' },
  { to: '/impressum', key: 'imprint' },
] as const;

/** The drawer's open and close button (one for phones, one for wide screens): says which it does and what it controls. */
function DrawerBurger({
  opened,
  ...props
}: { opened: boolean; onClick: () => void } & Pick<BurgerProps, 'hiddenFrom' | 'visibleFrom'>) {
  const { t } = useTranslation('nav');
  return (
    <Burger
      opened={opened}
      size="sm"
      aria-label={opened ? t('drawer.close') : t('drawer.open')}
      aria-expanded={opened}
      aria-controls={DRAWER_ID}
      {...props}
    />
  );
}

/**
 * The shell around every page: top bar, drawer (levels below 3), content,
 * footer. A small layout of our own rather than Mantine's AppShell, which
 * alone would cost 9 KB of the initial-route budget (decision 203).
 */
export function AppLayout() {
  const { t } = useTranslation(['common', 'nav']);
  const me = useMe();
  const router = useRouter();
  const deferred = useDeferredUi();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const withDrawer = me !== null && showsDrawer(me.level);

  useApplyUserPreferences(me);
  // The live user record: a level change reaches the menus without a reload.
  useLiveEvents(me?.id ?? null);

  // When the session ends (sign-out, expiry), re-run the guards of the current page.
  const wasSignedIn = useRef(me !== null);
  useEffect(() => {
    if (wasSignedIn.current && me === null) void router.invalidate();
    wasSignedIn.current = me !== null;
  }, [me, router]);

  // When the level changes (live, decision 210), the current page's guard decides again.
  const level = me?.level ?? null;
  const previousLevel = useRef(level);
  useEffect(() => {
    if (previousLevel.current !== null && level !== null && previousLevel.current !== level) void router.invalidate();
    previousLevel.current = level;
  }, [level, router]);

  const year = new Date().getFullYear();

  return (
    <div className={classes.root}>
      <a href="#main-content" className={classes.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <Box component="header" className={classes.header}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {withDrawer && (
              <>
                <DrawerBurger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="lg" />
                <DrawerBurger opened={desktopOpened} onClick={toggleDesktop} visibleFrom="lg" />
              </>
            )}
            {/* Phones show the mark alone (the name was cut to "Tou…"); the name is in the menu. */}
            <Anchor
              renderRoot={(props) => <Link to="/" {...props} />}
              underline="never"
              c="inherit"
              fw={800}
              fz={{ base: 'md', md: 'lg' }}
              aria-label={appConfig.appName}
              className={classes.brand}
              data-testid="brand-home"
            >
              <LogoMark size={30} />
              <Text span inherit visibleFrom="md" truncate="end">
                {appConfig.appName}
              </Text>
            </Anchor>
          </Group>
          {deferred ? (
            <deferred.HeaderMenus me={me}>
              <ThemeToggle />
            </deferred.HeaderMenus>
          ) : (
            <HeaderMenusPlaceholder me={me}>
              <ThemeToggle />
            </HeaderMenusPlaceholder>
          )}
        </Group>
      </Box>

      <div className={classes.body}>
        {withDrawer && (
          <div
            id={DRAWER_ID}
            className={classes.drawer}
            data-mobile-open={mobileOpened || undefined}
            data-desktop-closed={!desktopOpened || undefined}
          >
            {deferred && <deferred.NavDrawer level={me.level} onNavigate={closeMobile} />}
          </div>
        )}
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <div className={classes.content}>
            <Outlet />
          </div>
          <footer className={classes.footer}>
            <Group component="nav" aria-label={t('footer.legal')} justify="center" gap="md" mb={4}>
              {LEGAL_LINKS.map(({ to, key }) => (
                <Anchor key={to} renderRoot={(props) => <Link to={to} {...props} />} size="sm" c="dimmed">
                  {t(`footer.${key}`)}
                </Anchor>
              ))}
            </Group>
            <Text size="sm" c="dimmed" ta="center">
              {t('footer.copyright', { year, orgName: appConfig.orgName })}
            </Text>
          </footer>
        </main>
      </div>
    </div>
  );
}
