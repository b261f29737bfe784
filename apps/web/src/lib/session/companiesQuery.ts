import { queryOptions } from '@tanstack/react-query';
import { loadSessionContract } from './loadSessionContract';

/**
 * GET /api/companies: the companies the user may access. Session data: the query client, the
 * switcher and onboarding's link read this key, and the declaration loads on first use
 * (sessionContract.ts).
 */
export const companiesQuery = queryOptions({
  queryKey: ['companies'],
  queryFn: async ({ signal }) => {
    const { call, companiesApi } = await loadSessionContract();
    return call(companiesApi.list, {}, { signal });
  },
});
