/** The /audit screen's filters, as the API's query takes them (empty means "all"). */
export interface AuditFilters {
  entity: string;
  action: string;
  /** Set by choosing a row's user; the name is only for the chip. */
  userId: number | null;
  userName: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { entity: '', action: '', userId: null, userName: '', from: '', to: '' };

/** The API's query of the filters: only the given ones. */
export function auditQueryOf(companyId: number, f: AuditFilters) {
  return {
    company_id: companyId,
    ...(f.entity ? { entity: f.entity } : {}),
    ...(f.action.trim() ? { action: f.action.trim() } : {}),
    ...(f.userId !== null ? { user_id: String(f.userId) } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

const WHEN = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** When, in Mexico City (03 §1). */
export function formatAuditInstant(iso: string): string {
  return WHEN.format(new Date(iso));
}
