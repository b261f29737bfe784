import { PAGE_KEYS, PAGE_ROUTES, type PageKey } from '@abono/domain';
import { PAGE_LABEL_KEYS } from '../../lib/pageLabelKeys';

export interface MenuItem {
  page: PageKey;
  to: string;
  labelKey: string;
}

/** Side menu order of spec 01 §2 is the domain's page order (offers, my credit, credits, …, products). */
export const MENU_ORDER: readonly PageKey[] = PAGE_KEYS;

/** The entries a user sees: only accessible pages, and 'my credit' only while a loan is active. */
export function menuItemsFor(accessiblePages: readonly PageKey[], hasActiveLoan: boolean): MenuItem[] {
  return MENU_ORDER.filter((page) => accessiblePages.includes(page))
    .filter((page) => page !== 'loan' || hasActiveLoan)
    .map((page) => ({ page, to: PAGE_ROUTES[page], labelKey: PAGE_LABEL_KEYS[page] }));
}
