import type { CompanySummary } from '@abono/domain';
import { useEffect } from 'react';
import { selectedCompanyStore, setSelectedCompanyId, useSelectedCompanyId } from '../../lib/selectedCompanyStore';

/**
 * Keeps the selected company valid: picks the first accessible company when none
 * is selected (or the stored one is no longer accessible); clears it when there are none.
 */
export function useAutoSelectCompany(companies: CompanySummary[] | undefined): number | null {
  const selectedId = useSelectedCompanyId();
  useEffect(() => {
    if (!companies) return;
    // The store as it is now, not the deferred id this render shows (a choice may be on its way).
    const current = selectedCompanyStore.get();
    if (companies.length === 0) {
      if (current !== null) setSelectedCompanyId(null);
      return;
    }
    if (current === null || !companies.some((c) => c.id === current)) setSelectedCompanyId(companies[0]!.id);
  }, [companies, selectedId]);
  return selectedId;
}
