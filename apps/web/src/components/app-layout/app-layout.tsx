import { AppShell, Anchor, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyUserPreferences } from '../../hooks/use-apply-user-preferences';
import { appConfig } from '../../lib/app-config';
import { useMe } from '../../lib/auth/get-me';
import { HeaderMenus, NavDrawer } from '../deferred';
import { showsDrawer } from './navigation';
import { ThemeToggle } from './theme-toggle';
import classes from './app-layout.module.css';

const HEADER_HEIGHT = 56;

/** The shell around every page: top bar, drawer (levels below 3), content, footer. */
export function AppLayout() {
  const { t } = useTranslation(['common', 'nav']);
  const me = useMe();
  const router = useRouter();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const withDrawer = me !== null && showsDrawer(me.level);

  useApplyUserPreferences(me);

  // When the session ends (sign-out, expiry), re-run the guards of the current page.
  const wasSignedIn = useRef(me !== null);
  useEffect(() => {
    if (wasSignedIn.current && me === null) void router.invalidate();
    wasSignedIn.current = me !== null;
  }, [me, router]);

  const year = new Date().getFullYear();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        withDrawer
          ? { width: 240, breakpoint: 'lg', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }
          : undefined
      }
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {withDrawer && (
              <>
                <Burger
                  opened={mobileOpened}
                  onClick={toggleMobile}
                  hiddenFrom="lg"
                  size="sm"
                  aria-label={mobileOpened ? t('nav:drawer.close') : t('nav:drawer.open')}
                  aria-expanded={mobileOpened}
                />
                <Burger
                  opened={desktopOpened}
                  onClick={toggleDesktop}
                  visibleFrom="lg"
                  size="sm"
                  aria-label={desktopOpened ? t('nav:drawer.close') : t('nav:drawer.open')}
                  aria-expanded={desktopOpened}
                />
              </>
            )}
            <Anchor
              renderRoot={(props) => <Link to="/" {...props} />}
              underline="never"
              c="inherit"
              fw={800}
              fz={{ base: 'md', md: 'lg' }}
              truncate="end"
            >
              {appConfig.appName}
            </Anchor>
          </Group>
          <Group gap={6} wrap="nowrap">
            <ThemeToggle />
            <Suspense fallback={<Box w={34} h={34} />}>
              <HeaderMenus me={me} />
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>

      {withDrawer && (
        <AppShell.Navbar>
          <Suspense fallback={null}>
            <NavDrawer level={me.level} onNavigate={closeMobile} />
          </Suspense>
        </AppShell.Navbar>
      )}

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Box className={classes.content}>
          <Outlet />
        </Box>
        <Box component="footer" className={classes.footer}>
          <Text size="sm" c="dimmed" ta="center">
            {t('footer.copyright', { year, orgName: appConfig.orgName })}
          </Text>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
