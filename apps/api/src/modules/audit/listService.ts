/**
 * The company's audit log (docs/decisions/080): every row of the selected company, newest first,
 * filtered by entity, action, user and business days, paged on the server. Each filter set is one
 * range of an index of migration 0012 (company, [filter,] created_at desc, id desc), so the page is
 * read in order without sorting and the count stops at AUDIT_COUNT_CAP.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_COUNT_CAP,
  BUSINESS_TIME_ZONE,
  type AuditList,
  type AuditListFilter,
  type AuditListQuery,
  type AuditRow,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog, employees, users } from '../../db/schema';
import { readTogether } from '../../db/readTogether';

function auditWhere(filter: AuditListFilter): SQL {
  const parts: SQL[] = [eq(auditLog.companyId, filter.company_id)];
  if (filter.entity) parts.push(eq(auditLog.entityType, filter.entity));
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.user_id) parts.push(eq(auditLog.actorUserId, filter.user_id));
  // Business days of Mexico City: the bounds are constants, so the index range applies.
  if (filter.from)
    parts.push(sql`${auditLog.createdAt} >= (${filter.from}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`);
  if (filter.to)
    parts.push(sql`${auditLog.createdAt} < (${filter.to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE}`);
  return and(...parts)!;
}

/**
 * Who: the actor's name among the company's employees, else in another company (a super admin
 * serving several), else the account's RFC; null for the system.
 */
function actorName(companyId: number): SQL<string | null> {
  return sql<string | null>`coalesce(
    (select ${employees.name} from ${employees} where ${employees.userId} = ${auditLog.actorUserId}
      order by (${employees.companyId} = ${companyId}) desc, ${employees.id} limit 1),
    ${users.tin})`;
}

function auditColumns(companyId: number) {
  return {
    id: auditLog.id,
    createdAt: auditLog.createdAt,
    actorUserId: auditLog.actorUserId,
    actorName: actorName(companyId),
    entityType: auditLog.entityType,
    entityId: auditLog.entityId,
    action: auditLog.action,
    fromStatus: auditLog.fromStatus,
    toStatus: auditLog.toStatus,
    changes: auditLog.changes,
  };
}

type Selected = {
  id: number;
  createdAt: Date;
  actorUserId: number | null;
  actorName: string | null;
  entityType: string;
  entityId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  changes: Record<string, unknown>;
};

function toRow(r: Selected): AuditRow {
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    actor_user_id: r.actorUserId,
    actor_name: r.actorName,
    entity_type: r.entityType,
    entity_id: r.entityId,
    action: r.action,
    from_status: r.fromStatus,
    to_status: r.toStatus,
    changes: r.changes,
  };
}

/**
 * One page: its ids first (an index range, skipping the offset without reading a row or naming
 * anyone), then those rows with their actors' names.
 */
function selectPage(db: DbOrTx, filter: AuditListFilter, limit: number, offset: number): Promise<Selected[]> {
  const page = db
    .select({ pageId: auditLog.id })
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(auditColumns(filter.company_id))
    .from(auditLog)
    .innerJoin(page, eq(page.pageId, auditLog.id))
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

export async function listAudit(db: DbOrTx, query: AuditListQuery): Promise<AuditList> {
  const [counted, rows] = await readTogether(db, [
    () =>
      db.execute<{ n: number }>(
        sql`select count(*)::int as n
          from (select 1 from ${auditLog} where ${auditWhere(query)} limit ${AUDIT_COUNT_CAP + 1}) c`,
      ),
    () => selectPage(db, query, query.page_size, (query.page - 1) * query.page_size),
  ]);
  const n = Number(counted.rows[0]?.n ?? 0);
  return {
    total: Math.min(n, AUDIT_COUNT_CAP),
    total_capped: n > AUDIT_COUNT_CAP,
    page: query.page,
    page_size: query.page_size,
    rows: rows.map(toRow),
  };
}

/**
 * Most rows one export holds: a year of a busy company; past it the file says so in its last row
 * and older rows are exported by narrowing the dates (decision 080).
 */
export const AUDIT_EXPORT_MAX = 100_000;

/** The export's rows: the filtered rows newest first, read in batches after the last one read (keyset). */
export async function* auditExportRows(db: DbOrTx, filter: AuditListFilter, batch = 2000): AsyncGenerator<AuditRow> {
  let after: number | null = null;
  for (let read = 0; read < AUDIT_EXPORT_MAX;) {
    // The last row's own timestamp, read in SQL: a JS Date would drop its microseconds.
    const where: SQL =
      after === null
        ? auditWhere(filter)
        : and(
            auditWhere(filter),
            sql`(${auditLog.createdAt}, ${auditLog.id})
                < ((select a.created_at from ${auditLog} a where a.id = ${after}), ${after})`,
          )!;
    const rows = await db
      .select(auditColumns(filter.company_id))
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(Math.min(batch, AUDIT_EXPORT_MAX - read));
    yield* rows.map(toRow);
    read += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}
