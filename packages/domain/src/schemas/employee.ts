/**
 * Employee create/edit (spec 02 §2 drawer, §5, §7 body), deactivation savings and
 * profile onboarding by HR. role_id and company_id may come from selects as strings.
 * The account number is checked by the domain's accountProblem (bankAccount.ts), the rule the
 * import uses too, so the drawer, the API and the import refuse the same accounts.
 */
import { z } from 'zod';
import { safeString } from './safeString';
import {
  MAX_LENGTH,
  idField,
  nonNegativeMoneyField,
  optionalEmailField,
  optionalPhoneField,
  payload,
  requiredText,
} from './common';
import { ACCOUNT_PROBLEMS, accountProblem } from '../bankAccount';
import { BANK_CODES, EDITABLE_EMPLOYEE_STATUSES } from '../catalog';
import { isRfc, normalizeTin } from '../tin';

/**
 * The account on its own: digits, 10 or 18 of them, a CLABE's check digit. Whether it fits the
 * chosen bank is checked on the whole form (withAccountForBank), where the bank is known.
 */
const accountNumberField = safeString('errors.invalid_account_number')
  .trim()
  .superRefine((value, ctx) => {
    const problem = accountProblem(value, null);
    if (problem && problem !== ACCOUNT_PROBLEMS.needsBank)
      ctx.addIssue({ code: 'custom', message: problem, input: value });
  })
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** An optional RFC: blank means none; otherwise normalized and shaped like an RFC (decision 047). */
const optionalRfcField = safeString('errors.invalid_value')
  .max(1000, 'auth.error.invalid_tin')
  .transform(normalizeTin)
  .refine((v) => v === '' || isRfc(v), 'auth.error.invalid_tin')
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const employeeShape = {
  controlNumber: requiredText(MAX_LENGTH.controlNumber),
  name: requiredText(MAX_LENGTH.name),
  status: z.enum(EDITABLE_EMPLOYEE_STATUSES, { error: 'errors.invalid_status' }).default('hired'),
  work_location: requiredText(MAX_LENGTH.location),
  /** One RFC rule (tin.ts): normalized, then the pattern; the import checks the same (employeeImport.ts). */
  tin: optionalRfcField,
  role_id: idField(),
  accountNumber: accountNumberField,
  bank: z.enum(BANK_CODES, { error: 'errors.required' }),
  company_id: idField(),
};

/** A CLABE must be of the chosen bank, and a 10-digit account needs its bank (bankAccount.ts). */
function withAccountForBank<T extends z.ZodObject>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const { accountNumber, bank } = value as { accountNumber?: string; bank: (typeof BANK_CODES)[number] };
    const problem = accountProblem(accountNumber ?? '', bank);
    if (problem) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: problem, input: accountNumber });
  });
}

/** POST /employees. */
export const employeeCreateSchema = withAccountForBank(payload(employeeShape));
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

/**
 * PUT /employees/{id}: the same fields plus email and phone. A status left out keeps the
 * employee's status (the drawer always sends one; a terminated employee keeps terminated
 * whatever is sent: only activation leaves it).
 */
export const employeeUpdateSchema = withAccountForBank(
  payload({
    ...employeeShape,
    status: z.enum(EDITABLE_EMPLOYEE_STATUSES, { error: 'errors.invalid_status' }).optional(),
    email: optionalEmailField,
    phone: optionalPhoneField,
  }),
);
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/** PUT /employees/{id}/deactivate-with-savings (spec 02 §5: required, number ≥ 0). */
/**
 * The deactivation's total savings (spec 02 §5: required, a number ≥ 0). Its invalid message is
 * its own: the catalog's errors.invalid_amount says "greater than 0", and 0 savings is valid here.
 */
export const savingsTotalSchema = payload({
  totalSavings: nonNegativeMoneyField('errors.required', 'employees.error.invalid_savings'),
});
export type SavingsTotal = z.infer<typeof savingsTotalSchema>;
