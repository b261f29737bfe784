import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { loadSessionContract } from '../../../lib/session/loadSessionContract';

/**
 * GET /api/companies: the companies the user may access. The app's query client reads this
 * key, so the declaration is loaded on first use (lib/session/sessionContract.ts).
 */
export const companiesQuery = queryOptions({
  queryKey: ['companies'],
  queryFn: async ({ signal }) => call((await loadSessionContract()).companiesApi.list, {}, { signal }),
});

export function useCompaniesQuery(enabled = true) {
  return useQuery({ ...companiesQuery, enabled });
}
