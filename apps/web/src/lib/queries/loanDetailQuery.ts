import { loansApi } from '@abono/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { call } from '../http/call';

/**
 * GET /api/loans/{id}: the loan detail of spec 02, shared by the employee's loan screens and
 * HR's side panels; always read again when a screen or panel opens. Actions that answer the
 * updated detail write it here (`setQueryData(loanDetailQuery(id).queryKey, detail)`).
 */
export const loanDetailQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['loans', 'detail', id],
    // No loan chosen yet: nothing to read.
    queryFn: id === null ? skipToken : ({ signal }) => call(loansApi.detail, { params: { id } }, { signal }),
    refetchOnMount: 'always',
  });
