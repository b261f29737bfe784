import { settingsApi, type settingsUpdateBodySchema } from '@abono/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../http/call';

/**
 * A company's settings as every screen reading or saving them shares them (treasury's issuer code,
 * the /settings sections): one cache key, one save.
 */
export const settingsKeys = {
  settings: (companyId: number) => ['settings', companyId] as const,
  history: (companyId: number) => ['settings', companyId, 'history'] as const,
};

/** GET /api/settings?company_id. */
export const companySettingsQuery = (companyId: number) =>
  queryOptions({
    queryKey: settingsKeys.settings(companyId),
    queryFn: ({ signal }) => call(settingsApi.get, { query: { company_id: companyId } }, { signal }),
    staleTime: 0,
  });

export function useCompanySettingsQuery(companyId: number) {
  return useQuery(companySettingsQuery(companyId));
}

/** The fields of one section (any subset of PUT /settings' body but the company). */
export type SettingsFields = Omit<z.input<typeof settingsUpdateBodySchema>, 'company_id'>;

/**
 * PUT /api/settings with the fields of one section of `companyId` (spec 02 §7: the server merges
 * them into the stored settings). The answer is the company's settings, written into the cache;
 * the change history is read again, since the save added its rows.
 */
export function useSaveSettings(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: SettingsFields) => call(settingsApi.update, { body: { ...fields, company_id: companyId } }),
    onSuccess: (answer) => {
      client.setQueryData(settingsKeys.settings(companyId), answer);
      return client.invalidateQueries({ queryKey: settingsKeys.history(companyId) });
    },
  });
}
