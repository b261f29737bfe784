/**
 * The key prefixes of the employees screens' caches, each written once: every query builds its
 * own key from them beside its call (useEmployeeQuery.ts, useEmployeeListQuery.ts…), and the
 * mutations invalidate what their answer cannot update by these prefixes.
 */
const all = ['employees'] as const;

export const employeeKeys = {
  all,
  /** Every page of every employees list. */
  lists: [...all, 'list'] as const,
  /** Every company's cached copy of one employee (the detail query adds the company). */
  detailsOf: (id: number) => [...all, 'detail', id] as const,
  /** Every cached search of one employee's companies (the access toggle updates them all). */
  companiesOf: (id: number, companyId: number) => [...all, 'companies', id, companyId] as const,
};
