import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { SideMenu } from '../../features/menu/components/SideMenu';
import { setMenuOpen, useAuthState } from '../../lib/authStore';
import { useSession } from '../../lib/session/useSession';
import { AppHeader } from './AppHeader';

/**
 * The page shell (spec 01 §2). The left menu (and any right panel) is hidden while
 * profile or company onboarding is still needed; below 768 px the menu sits behind a burger.
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
      <AppShell.Header>
        <AppHeader user={user} showMenu={showMenu} menuOpened={opened} onToggleMenu={toggle} />
      </AppShell.Header>
      {showMenu && (
        <AppShell.Navbar p="sm">
          <SideMenu accessiblePages={user.accessiblePages} onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
