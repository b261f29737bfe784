import { settingsApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { settingsKeys } from '../../../lib/settings/companySettings';

/** GET /api/settings/history?company_id: the newest changes first (decision 075). */
export const settingsHistoryQuery = (companyId: number) =>
  queryOptions({
    queryKey: settingsKeys.history(companyId),
    queryFn: ({ signal }) => call(settingsApi.history, { query: { company_id: companyId } }, { signal }),
    staleTime: 0,
  });

export function useSettingsHistoryQuery(companyId: number) {
  return useQuery(settingsHistoryQuery(companyId));
}
