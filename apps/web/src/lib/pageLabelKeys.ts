import type { PageKey } from '@abono/domain';

/**
 * The words of each page (nav.*): the side menu's labels, and what the roles screens say a
 * permission opens. A Record, so a page added to the domain breaks the build until it has words.
 */
export const PAGE_LABEL_KEYS: Record<PageKey, string> = {
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
