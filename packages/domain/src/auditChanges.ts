/**
 * The changed fields of an audit row, before → after, as the /audit screen and its .xlsx show
 * them (docs/decisions/080). Rows were written by many services over time: a status move
 * (from_status → to_status), fields as `{ field: { from, to } }`, or plain facts (`{ file: … }`);
 * this is the one reading of all three.
 */
export interface AuditFieldChange {
  field: string;
  /** Absent for a plain fact (nothing "before"). */
  from?: string;
  to: string;
}

interface AuditRowLike {
  from_status: string | null;
  to_status: string | null;
  changes: Record<string, unknown>;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

export function auditChanges(row: AuditRowLike): AuditFieldChange[] {
  const out: AuditFieldChange[] = [];
  if (row.from_status !== null || row.to_status !== null)
    out.push({ field: 'status', from: text(row.from_status), to: text(row.to_status) });
  for (const [field, value] of Object.entries(row.changes)) {
    out.push(isFromTo(value) ? { field, from: text(value.from), to: text(value.to) } : { field, to: text(value) });
  }
  return out;
}

/** One line per change, for a spreadsheet cell: `field: before → after`. */
export function auditChangesText(row: AuditRowLike): string {
  return auditChanges(row)
    .map((c) => (c.from === undefined ? `${c.field}: ${c.to}` : `${c.field}: ${c.from} → ${c.to}`))
    .join('\n');
}
