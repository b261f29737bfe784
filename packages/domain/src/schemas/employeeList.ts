/**
 * The employees screen's queries (spec 02 "Employees list"): the list the URL holds,
 * the company-scoped reads, and the company-access toggles. Paging, sorting and searching run
 * on the server, like the credits list.
 */
import { z } from 'zod';
import { EMPLOYEE_STATUSES } from '../catalog';
import { EMPLOYEE_LIST_SORTS, MAX_SEARCH_LENGTH } from '../listOptions';
import { idField, payload } from './common';
import { savingsTotalSchema } from './employee';
import { safeString } from './safeString';
import { pageField, pageSizeField, sortOrderField } from './loanList';

/** GET /employees?company_id&search&status&sort&order&page&page_size (search: control number, name, e-mail or RFC). */
export const employeeListQuerySchema = payload({
  company_id: idField(),
  search: safeString('errors.invalid_value').trim().max(MAX_SEARCH_LENGTH, 'errors.too_long').optional(),
  status: z.enum(EMPLOYEE_STATUSES, { error: 'errors.invalid_value' }).optional(),
  sort: z.enum(EMPLOYEE_LIST_SORTS, { error: 'errors.invalid_value' }).default('control_number'),
  order: sortOrderField,
  page: pageField,
  page_size: pageSizeField,
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

/** ?company_id on a company-scoped read of one employee (check-confirmed-loans, deactivated list…). */
export const employeeCompanyQuerySchema = payload({ company_id: idField() });
export type EmployeeCompanyQuery = z.infer<typeof employeeCompanyQuerySchema>;

/**
 * POST /employees/{id}/unlink-account (decision 047): in the selected company;
 * releaseTin also frees the account's RFC, so the real person can register it with a code.
 */
export const employeeUnlinkSchema = payload({
  company_id: idField(),
  releaseTin: z.boolean({ error: 'errors.invalid_value' }).default(false),
});
export type EmployeeUnlink = z.infer<typeof employeeUnlinkSchema>;

/** GET /employees/deactivated?company_id&search (search: control number or name, accents and case aside). */
export const deactivatedListQuerySchema = payload({
  company_id: idField(),
  search: safeString('errors.invalid_value').trim().max(MAX_SEARCH_LENGTH, 'errors.too_long').optional(),
});
export type DeactivatedListQuery = z.infer<typeof deactivatedListQuerySchema>;

/** PUT /employees/{id}/deactivate-with-savings: the total savings (spec 02 §5) in the selected company. */
export const deactivateWithSavingsSchema = savingsTotalSchema.extend({ company_id: idField() });
export type DeactivateWithSavings = z.infer<typeof deactivateWithSavingsSchema>;

/** /employees/{id}/companies/{companyId}/access */
export const employeeCompanyParamsSchema = payload({
  id: idField('errors.invalid_id'),
  companyId: idField('errors.invalid_id'),
});
export type EmployeeCompanyParams = z.infer<typeof employeeCompanyParamsSchema>;

/** GET /employees/{id}/companies?company_id&search (company_id: the selected company, which the employee belongs to) */
export const employeeCompaniesQuerySchema = payload({
  company_id: idField(),
  search: safeString('errors.invalid_value').trim().max(MAX_SEARCH_LENGTH, 'errors.too_long').optional(),
});
