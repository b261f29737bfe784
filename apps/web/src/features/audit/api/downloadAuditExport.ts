import { auditApi } from '@abono/domain';
import { download } from '../../../lib/http/call';
import { auditQueryOf, type AuditFilters } from '../lib/auditFilters';

/** GET /api/audit/export: the filtered log as .xlsx, saved under the server's name. */
export function downloadAuditExport(companyId: number, filters: AuditFilters): Promise<string> {
  return download(auditApi.export, { query: auditQueryOf(companyId, filters) });
}
