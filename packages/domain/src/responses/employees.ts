/** The employees screens' answers: list rows, one employee, imports, access. */
import { z } from 'zod';
import { BANK_CODES, EMPLOYEE_STATUSES } from '../catalog';
import { DEACTIVATION_LOAN_OUTCOMES } from '../employeeStatus';
import { LOAN_STATUSES } from '../loanStatus';
import { instantOut, intOut, moneyOut, pageOut } from './wire';

/**
 * The role shown for an employee: the linked user's role when they have an account, otherwise
 * the one HR chose for them (employees.role_id), otherwise employee.
 */
export const employeeRoleOut = z.object({ id: intOut, name: z.string() });

/** One row of GET /employees. */
export const employeeListRowSchema = z.object({
  id: intOut,
  controlNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  role: employeeRoleOut,
  /** A user account is linked to this employee record. */
  hasAccount: z.boolean(),
  /**
   * The linked account's user id (null without one): the screens compare it with the session's to
   * disable the staff actions on one's own record (isOwnRecord, decision 097).
   */
  userId: intOut.nullable(),
  /** The linked user's account is active (users.is_active); false without an account. */
  accessActive: z.boolean(),
  /** An unexpired activation code is pending (its expiry); null otherwise. */
  activationCodeExpiresAt: instantOut.nullable(),
});
export type EmployeeListRow = z.infer<typeof employeeListRowSchema>;

export const employeeListSchema = z.object(pageOut(employeeListRowSchema));
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** GET /employees/{id} and the answer of POST / PUT. */
export const employeeDetailSchema = employeeListRowSchema.extend({
  companyId: intOut,
  workLocation: z.string(),
  tin: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bank: z.enum(BANK_CODES).nullable(),
  totalSavings: moneyOut,
  deactivatedAt: instantOut.nullable(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** GET /employees/{id}/check-confirmed-loans */
export const confirmedLoansCheckSchema = z.object({ hasConfirmedLoans: z.boolean() });
export type ConfirmedLoansCheck = z.infer<typeof confirmedLoansCheckSchema>;

/**
 * GET /employees/{id}/deactivation-preview: what the deactivation dialog shows before HR
 * confirms (03 §6): which path applies, the savings on record (prefilled, and what a plain
 * deactivation replaces with 0), and every loan in flight with what will happen to it.
 */
export const deactivationPreviewSchema = z.object({
  hasConfirmedLoans: z.boolean(),
  totalSavings: moneyOut,
  loans: z.array(
    z.object({
      id: intOut,
      status: z.enum(LOAN_STATUSES),
      amount: moneyOut,
      outcome: z.enum(DEACTIVATION_LOAN_OUTCOMES),
    }),
  ),
});
export type DeactivationPreview = z.infer<typeof deactivationPreviewSchema>;

/** POST /employees/import (03 §4): saved rows and every bad row with its sheet row number. */
export const employeeImportResultSchema = z.object({
  results: z.object({
    success: z.array(
      z.object({ row: intOut, controlNumber: z.string(), action: z.enum(['created', 'updated', 'unchanged']) }),
    ),
    errors: z.array(z.object({ row: intOut, controlNumber: z.string(), error: z.string() })),
  }),
});
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>;

/** GET /employees/deactivated and GET /treasury/deactivated-employees (spec 02 §3). */
export const deactivatedEmployeeSchema = z.object({
  id: intOut,
  name: z.string(),
  controlNumber: z.string(),
  totalSavings: moneyOut,
  deactivatedAt: instantOut.nullable(),
});
export const deactivatedEmployeesSchema = z.object({ rows: z.array(deactivatedEmployeeSchema) });
export type DeactivatedEmployee = z.infer<typeof deactivatedEmployeeSchema>;

/**
 * GET /employees/{id}/companies: every company the caller may grant, with this employee's user's
 * access, and whether the user is linked to a record there (only then may access be granted:
 * 03 §6, decision 047).
 */
export const employeeCompanyAccessSchema = z.object({
  employee: z.object({ id: intOut, name: z.string(), hasAccount: z.boolean() }),
  rows: z.array(z.object({ id: intOut, name: z.string(), hasAccess: z.boolean(), hasRecord: z.boolean() })),
});
export type EmployeeCompanyAccess = z.infer<typeof employeeCompanyAccessSchema>;

/** PUT /employees/{id}/deactivate, /deactivate-with-savings and /activate: the employee's new state. */
export const employeeStatusChangeSchema = z.object({
  id: intOut,
  status: z.enum(EMPLOYEE_STATUSES),
  totalSavings: moneyOut,
  deactivatedAt: instantOut.nullable(),
});
export type EmployeeStatusChange = z.infer<typeof employeeStatusChangeSchema>;

/** PUT /employees/{id}/revoke-access and /grant-access: the linked account's new state. */
export const employeeAccessChangeSchema = z.object({ id: intOut, accessActive: z.boolean() });
export type EmployeeAccessChange = z.infer<typeof employeeAccessChangeSchema>;

/** POST /employees/{id}/unlink-account: the record has no account any more; what else changed. */
export const employeeUnlinkResultSchema = z.object({
  id: intOut,
  hasAccount: z.literal(false),
  companyAccessRemoved: z.boolean(),
  tinReleased: z.boolean(),
});
export type EmployeeUnlinkResult = z.infer<typeof employeeUnlinkResultSchema>;

/** POST / DELETE /employees/{id}/companies/{companyId}/access. */
export const employeeCompanyAccessChangeSchema = z.object({ companyId: intOut, hasAccess: z.boolean() });
export type EmployeeCompanyAccessChange = z.infer<typeof employeeCompanyAccessChangeSchema>;

/** GET /employees/roles: the roles the caller may give in the employee form (03 §5, no escalation). */
export const employeeRoleOptionsSchema = z.object({ rows: z.array(employeeRoleOut) });
export type EmployeeRoleOptions = z.infer<typeof employeeRoleOptionsSchema>;
