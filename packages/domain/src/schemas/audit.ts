/**
 * The audit log's list (docs/decisions/080): the filters the URL of /audit holds and the page the
 * server answers. The log grows without bound (a million rows per company is the bench's case), so
 * the filters are the index's columns and a page never reaches past the counted window.
 */
import { z } from 'zod';
import { idField, payload } from './common';
import { safeString } from './safeString';
import { isDateString } from '../dates';
import { pageField, pageSizeField } from './loanList';

/**
 * Rows counted at most: past it the total reads "more than 10,000" and older rows are reached by
 * narrowing the dates, so neither the count nor a deep OFFSET ever walks a million index entries.
 */
export const AUDIT_COUNT_CAP = 10_000;

/** An entity type or action as recorded (`loan`, `treasury_file`, `loan.disburse`, `download`). */
const codeField = (max: number) =>
  safeString('errors.invalid_value')
    .trim()
    .max(max, 'errors.too_long')
    .regex(/^(?:[a-z][a-z0-9_.]*)?$/, 'errors.invalid_value')
    .optional()
    .transform((v) => (v ? v : undefined));

const dayFilter = safeString('errors.invalid_date')
  .refine((v) => v === '' || isDateString(v), 'errors.invalid_date')
  .optional()
  .transform((v) => (v ? v : undefined));

export const auditListFilterShape = {
  company_id: idField(),
  entity: codeField(40),
  action: codeField(60),
  /** The actor's account id; empty means every user. */
  user_id: safeString('errors.invalid_id')
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
      if (!(id >= 1 && id <= 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'errors.invalid_id' });
        return z.NEVER;
      }
      return id;
    }),
  /** First and last business day (America/Mexico_City), both included. */
  from: dayFilter,
  to: dayFilter,
};

function fromNotAfterTo(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.invalid_date' });
}

/** GET /audit/export: the same filters, no page. */
export const auditListFilterSchema = payload(auditListFilterShape).superRefine(fromNotAfterTo);
export type AuditListFilter = z.infer<typeof auditListFilterSchema>;

/** GET /audit?company_id&entity&action&user_id&from&to&page&page_size */
export const auditListQuerySchema = payload({ ...auditListFilterShape, page: pageField, page_size: pageSizeField })
  .superRefine(fromNotAfterTo)
  .superRefine((value, ctx) => {
    if ((value.page - 1) * value.page_size >= AUDIT_COUNT_CAP)
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'errors.invalid_page' });
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
