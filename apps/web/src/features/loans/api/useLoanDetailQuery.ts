import { useQuery } from '@tanstack/react-query';
import { loanDetailQuery } from '../../../lib/queries/loanDetailQuery';

/** The loan detail of spec 02 (fresh on every visit); its query is shared with HR's panels. */
export function useLoanDetailQuery(id: number | null) {
  return useQuery(loanDetailQuery(id));
}
