import type { CompanySummary } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { apiRequest } from '../../../lib/http/httpClient';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';

export interface CreateCompanyInput {
  name: string;
  logo: File | null;
}

/** POST /api/companies (multipart: name, optional logo); selects the new company. */
export function useCreateCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation<CompanySummary, unknown, CreateCompanyInput>({
    mutationFn: ({ name, logo }) => {
      const body = new FormData();
      body.append('name', name.trim());
      if (logo) body.append('logo', logo);
      return apiRequest<CompanySummary>('/companies', { method: 'POST', body });
    },
    onSuccess: async (company) => {
      // Put the company in the cached list before selecting it, so the switcher's
      // auto-selection never sees a selected id that is missing from the list.
      queryClient.setQueryData<CompanySummary[]>(queryKeys.companies, (old) =>
        old && !old.some((c) => c.id === company.id) ? [...old, company] : (old ?? [company]),
      );
      setSelectedCompanyId(company.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
