import { loansApi } from '@abono/domain';
import { call, type CallInput } from '../../../lib/http/call';

/** The figures of a contract preview (the route's query). */
export type ContractPreviewQuery = CallInput<typeof loansApi.contractPreview>['query'];

/** GET /api/loans/contract?…: the unsigned contract preview as a PDF Blob. */
export function fetchContractPreview(query: ContractPreviewQuery): Promise<Blob> {
  return call(loansApi.contractPreview, { query });
}
