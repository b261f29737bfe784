import { treasuryApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { treasuryKeys } from './treasuryKeys';

/** GET /api/treasury/files?company_id: every file treasury generated, newest first. */
export const treasuryFilesQuery = (companyId: number) =>
  queryOptions({
    queryKey: treasuryKeys.files(companyId),
    queryFn: ({ signal }) => call(treasuryApi.files, { query: { company_id: companyId } }, { signal }),
    staleTime: 0,
  });

export function useTreasuryFilesQuery(companyId: number) {
  return useQuery(treasuryFilesQuery(companyId));
}
