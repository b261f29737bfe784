import type { DbOrTx } from '../../db/client';
import { recordAudit } from './recordAudit';

/** The action of every audited read (docs/decisions/080). */
export const DOWNLOAD_ACTION = 'download';

export interface DownloadEntry {
  /** Who downloaded (the session's account). */
  actorUserId: number;
  companyId: number;
  /** What the file is of: `loan` (contract), `insurance` (payslip), `employee` (termination), `treasury_file`. */
  entityType: string;
  entityId: number;
  /** The file as it was answered (its Content-Disposition name). */
  file: string;
}

/**
 * A sensitive download (contracts, payslips, termination documents, bank files and their
 * re-downloads) leaves an audit row: who downloaded what and when. Called once the file is
 * ready, before its bytes are sent, so a refused or failed download writes nothing.
 */
export async function recordDownload(db: DbOrTx, entry: DownloadEntry): Promise<void> {
  await recordAudit(db, {
    entityType: entry.entityType,
    entityId: entry.entityId,
    companyId: entry.companyId,
    actorUserId: entry.actorUserId,
    action: DOWNLOAD_ACTION,
    changes: { file: entry.file },
  });
}
