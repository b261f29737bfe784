import { treasuryApi, type DeductionFormat } from '@abono/domain';
import { download } from '../../../lib/http/call';

/** GET /api/treasury/deductions?company_id&date&format: the payroll deductions of a Friday (.xlsx or CSV). */
export function downloadDeductions(companyId: number, date: string, format: DeductionFormat): Promise<string> {
  return download(treasuryApi.deductions, { query: { company_id: companyId, date, format } });
}
