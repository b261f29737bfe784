import type { AuditFilters } from '../lib/auditFilters';

/** The key prefix of the audit screen's cache. */
const all = ['audit'] as const;

export const auditKeys = {
  all,
  page: (companyId: number, filters: AuditFilters, page: number, pageSize: number) =>
    [...all, companyId, filters, page, pageSize] as const,
};
