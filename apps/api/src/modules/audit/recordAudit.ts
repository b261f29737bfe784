import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  entityType: string;
  entityId: number;
  companyId: number | null;
  actorUserId: number | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** Changed fields (e.g. `{ amount: { from: '1000.00', to: '800.00' } }`); never passwords or full account numbers. */
  changes?: Record<string, unknown>;
}

/** One audit row per state change (03 §3); call inside the transaction that makes the change. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    companyId: entry.companyId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    changes: entry.changes ?? {},
  });
}
