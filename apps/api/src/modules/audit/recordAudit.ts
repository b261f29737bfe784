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

/** Many audit rows at once (bulk actions), in batches under PostgreSQL's parameter limit. */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => ({
    entityType: entry.entityType,
    entityId: entry.entityId,
    companyId: entry.companyId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    changes: entry.changes ?? {},
  }));
  // 8 values a row: 5,000 rows stay under the 65,535 parameters of one statement.
  for (let i = 0; i < rows.length; i += 5000) await tx.insert(auditLog).values(rows.slice(i, i + 5000));
}
