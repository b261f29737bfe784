/**
 * The credits screen's list (spec 02 "Credits screen"): the query the URL holds
 * and the page the server answers. Paging, sorting and filtering run on the server, because
 * one company can hold tens of thousands of loans.
 */
import { z } from 'zod';
import { CALCULATION_RESULTS, LOAN_STATUSES } from '../loanStatus';
import { INSURANCE_STATUSES } from '../catalog';
import { idField, integerField, integerOfField, payload } from './common';
import { safeString } from './safeString';
import { DEFAULT_PAGE_SIZE, LOAN_LIST_SORTS, MAX_SEARCH_LENGTH, PAGE_SIZES, type PageSize } from '../listOptions';

/** A comma-separated list of allowed values; absent, empty or "all" means every value. */
function csvOf<T extends string>(values: readonly T[]) {
  return safeString('errors.invalid_value')
    .max(500, 'errors.invalid_value')
    .optional()
    .transform((raw, ctx) => {
      const picks = (raw ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      if (picks.length === 0 || picks.includes('all')) return [] as T[];
      const bad = picks.find((v) => !(values as readonly string[]).includes(v));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'errors.invalid_value' });
        return z.NEVER;
      }
      return [...new Set(picks)] as T[];
    });
}

export const pageField = integerField('errors.invalid_page', 1, 1_000_000).default(1);
export const pageSizeField = integerOfField<PageSize>('errors.invalid_page_size', PAGE_SIZES).default(
  DEFAULT_PAGE_SIZE,
);
export const sortOrderField = z.enum(['asc', 'desc'], { error: 'errors.invalid_value' }).default('asc');

/** The filters shared by the list, the ids of "select all" and the export. */
export const loanListFilterShape = {
  company_id: idField(),
  search: safeString('errors.invalid_value').trim().max(MAX_SEARCH_LENGTH, 'errors.too_long').optional(),
  calculation: csvOf(CALCULATION_RESULTS),
  status: csvOf(LOAN_STATUSES),
  sort: z.enum(LOAN_LIST_SORTS, { error: 'errors.invalid_value' }).default('control_number'),
  order: sortOrderField,
};

/** GET /loans?company_id&search&calculation&status&sort&order&page&page_size */
export const loanListQuerySchema = payload({ ...loanListFilterShape, page: pageField, page_size: pageSizeField });
export type LoanListQuery = z.infer<typeof loanListQuerySchema>;

/** GET /loans/ids and /loans/export: the same filters and sort, no page. */
export const loanListFilterSchema = payload(loanListFilterShape);
export type LoanListFilter = z.infer<typeof loanListFilterSchema>;

/** GET /loans/insurance: HR's list of insurance requests (the "Seguros" tab of /credits). */
export const insuranceListQuerySchema = payload({
  company_id: idField(),
  search: safeString('errors.invalid_value').trim().max(MAX_SEARCH_LENGTH, 'errors.too_long').optional(),
  status: csvOf(INSURANCE_STATUSES),
  page: pageField,
  page_size: pageSizeField,
});
export type InsuranceListQuery = z.infer<typeof insuranceListQuerySchema>;
