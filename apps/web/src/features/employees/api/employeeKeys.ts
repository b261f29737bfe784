/** Query keys of the employees screens; every employee change refreshes everything under ['employees']. */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: ['employees', 'list'] as const,
  list: (query: Record<string, string | number>) => ['employees', 'list', query] as const,
  detail: (id: number, companyId: number) => ['employees', 'detail', id, companyId] as const,
  deactivationPreview: (id: number, companyId: number) => ['employees', 'deactivation-preview', id, companyId] as const,
  /** Every cached search of one employee's companies (the access toggle updates them all). */
  companiesOf: (id: number, companyId: number) => ['employees', 'companies', id, companyId] as const,
  companies: (id: number, companyId: number, search: string) => ['employees', 'companies', id, companyId, search] as const,
  roles: ['roles', 'list'] as const,
};
