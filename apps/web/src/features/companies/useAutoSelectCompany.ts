import type { CompanySummary } from '@abono/domain';
import { useEffect } from 'react';
import { setSelectedCompanyId, useSelectedCompanyId } from '../../lib/selectedCompanyStore';

/**
 * Keeps the selected company valid: picks the first accessible company when none
 * is selected (or the stored one is no longer accessible); clears it when there are none.
 */
export function useAutoSelectCompany(companies: CompanySummary[] | undefined): number | null {
  const selectedId = useSelectedCompanyId();
  useEffect(() => {
    if (!companies) return;
    if (companies.length === 0) {
      if (selectedId !== null) setSelectedCompanyId(null);
      return;
    }
    if (selectedId === null || !companies.some((c) => c.id === selectedId)) setSelectedCompanyId(companies[0]!.id);
  }, [companies, selectedId]);
  return selectedId;
}
