import { settingsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { treasuryKeys } from './treasuryKeys';

/** GET /api/settings?company_id: whether the company has an issuer code (spec 02 "Treasury"). */
export const companySettingsQuery = (companyId: number) =>
  queryOptions({
    queryKey: treasuryKeys.settings(companyId),
    queryFn: ({ signal }) => call(settingsApi.get, { query: { company_id: companyId } }, { signal }),
    staleTime: 0,
  });

export function useCompanySettingsQuery(companyId: number) {
  return useQuery(companySettingsQuery(companyId));
}
