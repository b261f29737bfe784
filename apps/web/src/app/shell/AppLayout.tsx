import { AppShell } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { SideMenu } from '../../features/menu/components/SideMenu';
import { setMenuOpen, useAuthState } from '../../lib/authStore';
import { useSession } from '../../lib/session/useSession';
import { AppHeader } from './AppHeader';
import { NavigationProgress } from './NavigationProgress';
import classes from './shellAids.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The line between the menu and the page. The fixed navbar is only as tall as the viewport,
 * so its own border stopped partway down long pages (full-page views, printing); the main
 * area is as tall as the document, so it draws the line at the navbar's edge instead.
 * On phones the navbar offset is 0 and the line sits off-screen.
 */
export const MENU_EDGE_LINE: CSSProperties = {
  backgroundImage: 'linear-gradient(var(--app-shell-border-color), var(--app-shell-border-color))',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '1px 100%',
  backgroundPosition: 'calc(var(--app-shell-navbar-offset, 0rem) - 1px) 0',
};

/**
 * The page shell (spec 01 §2). The left menu (and any right panel) is hidden while
 * profile or company onboarding is still needed; below 768 px the menu sits behind a burger.
 * The skip link comes first, and a progress bar shows while the next screen loads.
 */
export function AppLayout() {
  const { user } = useSession();
  const { isMenuOpen: opened } = useAuthState();
  const toggle = () => setMenuOpen(!opened);
  const close = () => setMenuOpen(false);
  if (!user) return null;
  const showMenu = !user.needsOnboarding && !user.needsCompanyOnboarding;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={showMenu ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <SkipLink />
      <NavigationProgress />
      <AppShell.Header>
        <AppHeader user={user} showMenu={showMenu} menuOpened={opened} onToggleMenu={toggle} />
      </AppShell.Header>
      {showMenu && (
        <AppShell.Navbar p="sm" withBorder={false}>
          <SideMenu accessiblePages={user.accessiblePages} onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={classes.main}
        style={showMenu ? MENU_EDGE_LINE : undefined}
        data-testid="app-main"
      >
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
