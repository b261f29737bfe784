import { PAGE_KEYS, PAGE_ROUTES, type PageKey } from '@abono/domain';

export interface MenuItem {
  page: PageKey;
  to: string;
  labelKey: string;
}

/** Side menu order of spec 01 §2 is the domain's page order (offers, my credit, credits, …, products). */
export const MENU_ORDER: readonly PageKey[] = PAGE_KEYS;

const LABELS: Record<PageKey, string> = {
  offers: 'nav.offers',
  loan: 'nav.my_credit',
  loans: 'nav.credits',
  employees: 'nav.employees',
  treasury: 'nav.treasury',
  roles: 'nav.roles',
  permissions: 'nav.permissions',
  settings: 'nav.settings',
  products: 'nav.products',
  audit: 'nav.audit',
};

/** The entries a user sees: only accessible pages, and 'my credit' only while a loan is active. */
export function menuItemsFor(accessiblePages: readonly PageKey[], hasActiveLoan: boolean): MenuItem[] {
  return MENU_ORDER.filter((page) => accessiblePages.includes(page))
    .filter((page) => page !== 'loan' || hasActiveLoan)
    .map((page) => ({ page, to: PAGE_ROUTES[page], labelKey: LABELS[page] }));
}
