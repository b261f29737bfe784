import type { SessionUser } from '@abono/domain';
import { Anchor, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '../../components/AppLogo';
import { CompanySwitcher } from '../../features/companies/components/CompanySwitcher';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell';
import { TodayLabel } from './TodayLabel';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  user: SessionUser;
  showMenu: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Logo linking to /, today's date, company switcher, notifications bell and user menu. */
export function AppHeader({ user, showMenu, menuOpened, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {showMenu && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(menuOpened ? 'nav.close_menu' : 'nav.open_menu')}
            data-testid="menu-burger"
          />
        )}
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          aria-label={t('app.home_link')}
          data-testid="header-logo"
        >
          <AppLogo withName />
        </Anchor>
        <TodayLabel />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <CompanySwitcher grants={user.permissions} />
        <NotificationsBell user={user} />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
