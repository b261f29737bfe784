import { auditApi, type PageSize } from '@abono/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { auditQueryOf, type AuditFilters } from '../lib/auditFilters';
import { auditKeys } from './auditKeys';

/** GET /api/audit: one page of the company's log, newest first; the previous page stays while the next loads. */
export function useAuditQuery(companyId: number, filters: AuditFilters, page: number, pageSize: PageSize) {
  return useQuery({
    queryKey: auditKeys.page(companyId, filters, page, pageSize),
    queryFn: ({ signal }) =>
      call(auditApi.list, { query: { ...auditQueryOf(companyId, filters), page, page_size: pageSize } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
