import { sql } from 'drizzle-orm';
import type { AuditStatus } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  entityType: string;
  entityId: number;
  companyId: number | null;
  actorUserId: number | null;
  action: string;
  fromStatus?: AuditStatus | null;
  toStatus?: AuditStatus | null;
  /** Changed fields (e.g. `{ amount: { from: '1000.00', to: '800.00' } }`); never passwords or full account numbers. */
  changes?: Record<string, unknown>;
}

/** One audit row per state change (03 §3); call inside the transaction that makes the change. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, [entry]);
}

/**
 * Many audit rows at once (bulk actions): one statement whatever their number. The rows travel
 * as one JSON parameter that PostgreSQL expands (jsonb_to_recordset), which is several times
 * faster than thousands of bound values for 5,000 loans, and has no parameter limit.
 */
export async function recordAudits(tx: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    company_id: entry.companyId,
    actor_user_id: entry.actorUserId,
    action: entry.action,
    from_status: entry.fromStatus ?? null,
    to_status: entry.toStatus ?? null,
    changes: entry.changes ?? {},
  }));
  await tx.execute(sql`
    insert into ${auditLog} (entity_type, entity_id, company_id, actor_user_id, action, from_status, to_status, changes)
    select r.entity_type, r.entity_id, r.company_id, r.actor_user_id, r.action, r.from_status, r.to_status, r.changes
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      entity_type varchar, entity_id integer, company_id integer, actor_user_id integer,
      action varchar, from_status varchar, to_status varchar, changes jsonb)`);
}
