import type { PageKey } from '@abono/domain';
import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useActiveLoanQuery } from '../../../lib/queries/useActiveLoanQuery';
import { menuItemsFor } from '../menuItems';

function isActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/insurance-offers';
  return pathname === to || pathname.startsWith(`${to}/`) || (to === '/credits' && pathname.startsWith('/credits/'));
}

/** The left menu: pages from accessiblePages; 'my credit' only with an active loan in the selected company. */
export function SideMenu({ accessiblePages, onNavigate }: { accessiblePages: PageKey[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const companyId = useSelectedCompanyId();
  const activeLoan = useActiveLoanQuery(companyId, accessiblePages.includes('loan'));
  const items = menuItemsFor(accessiblePages, Boolean(activeLoan.data));

  return (
    <nav aria-label={t('nav.label')} data-testid="side-menu">
      <Stack gap={2}>
        {items.map((item) => (
          <NavLink
            key={item.page}
            component={Link}
            to={item.to}
            label={t(item.labelKey)}
            active={isActive(pathname, item.to)}
            aria-current={isActive(pathname, item.to) ? 'page' : undefined}
            data-testid={`menu-item-${item.page}`}
            onClick={onNavigate}
          />
        ))}
      </Stack>
    </nav>
  );
}
