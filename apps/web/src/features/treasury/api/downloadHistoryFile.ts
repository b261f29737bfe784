import { treasuryApi } from '@abono/domain';
import { download } from '../../../lib/http/call';

/** GET /api/treasury/files/:id?company_id: a file of the history again, byte for byte, under its name. */
export function downloadHistoryFile(companyId: number, fileId: number): Promise<string> {
  return download(treasuryApi.fileDownload, { params: { id: fileId }, query: { company_id: companyId } });
}
