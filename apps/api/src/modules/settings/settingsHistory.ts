/**
 * GET /api/settings/history (decision 075): the settings page's "Historial de cambios", read
 * from the audit rows PUT /settings writes (one per changed field, decision 071): who, when, the
 * field and its value before → after, newest first, the last SETTINGS_HISTORY_LIMIT changes.
 */
import { and, desc, eq } from 'drizzle-orm';
import { SETTINGS_HISTORY_LIMIT, type SettingsChange, type SettingsHistory } from '@abono/domain';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { assertCompanyExists } from '../../core/companies/assertCompanyExists';

/** An audited value as text (the PUT audits strings or null; anything else is shown as JSON). */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function settingsHistory(db: Db, companyId: number): Promise<SettingsHistory> {
  await assertCompanyExists(db, companyId);
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      userId: auditLog.actorUserId,
      tin: users.tin,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    // entity_id is the company's id for settings rows; company_id is what the index of a company's rows reads.
    .where(
      and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, companyId), eq(auditLog.companyId, companyId)),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(SETTINGS_HISTORY_LIMIT);
  const changes: SettingsChange[] = rows.flatMap((row) =>
    Object.entries(row.changes).map(([field, change]) => {
      const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
      return {
        id: row.id,
        at: row.createdAt.toISOString(),
        user_id: row.userId,
        user_tin: row.tin,
        field,
        from: shown(from),
        to: shown(to),
      };
    }),
  );
  return { rows: changes.slice(0, SETTINGS_HISTORY_LIMIT) };
}
