import { companiesApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { meQuery } from '../../../lib/session/fetchMe';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { companiesQuery } from '../../../lib/session/companiesQuery';

export interface CreateCompanyInput {
  name: string;
  logo: File | null;
}

/** POST /api/companies (multipart: name, optional logo); selects the new company. */
export function useCreateCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, logo }: CreateCompanyInput) =>
      call(companiesApi.create, { body: { name: name.trim() }, files: { logo: logo ?? undefined } }),
    onSuccess: async (company) => {
      // Put the company in the cached list before selecting it, so the switcher's
      // auto-selection never sees a selected id that is missing from the list.
      queryClient.setQueryData(companiesQuery.queryKey, (old) =>
        old && !old.some((c) => c.id === company.id) ? [...old, company] : (old ?? [company]),
      );
      setSelectedCompanyId(company.id);
      // The list's order and the session user's companies and pages are the server's to say.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companiesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]);
    },
  });
}
