import { settingsApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { treasuryKeys } from './treasuryKeys';

export interface SaveIssuerCodeInput {
  companyId: number;
  issuerCode: string;
}

/**
 * PUT /api/settings with the issuer code only (spec 02 §7: the server merges it into the stored
 * settings). The answer is the company's settings, written into the cache so the screen appears.
 */
export function useSaveIssuerCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, issuerCode }: SaveIssuerCodeInput) =>
      call(settingsApi.update, { body: { company_id: companyId, issuer_code: issuerCode } }),
    onSuccess: (_answer, { companyId }) => client.invalidateQueries({ queryKey: treasuryKeys.settings(companyId) }),
  });
}
