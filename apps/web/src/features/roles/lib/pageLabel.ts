import type { PageKey } from '@abono/domain';
import type { TFunction } from 'i18next';

/**
 * The menu's words for the pages a permission opens (the side menu's labels, nav.*). Partial: a
 * page added to the domain later shows its key until it gets words here.
 */
const NAV_KEYS: Partial<Record<PageKey, string>> = {
  offers: 'nav.offers',
  loan: 'nav.my_credit',
  loans: 'nav.credits',
  employees: 'nav.employees',
  treasury: 'nav.treasury',
  roles: 'nav.roles',
  permissions: 'nav.permissions',
  settings: 'nav.settings',
  products: 'nav.products',
};

export function pageLabel(page: PageKey, t: TFunction): string {
  const key = NAV_KEYS[page];
  return key ? t(key) : page;
}
