import { useQuery } from '@tanstack/react-query';
import { loanDetailQuery } from '../../../lib/queries/loanDetailQuery';

/** GET /api/loans/{id} for the side panels (fresh each time a panel opens). */
export function useCreditLoanQuery(id: number | null) {
  return useQuery({ ...loanDetailQuery(id), refetchOnMount: 'always' });
}
