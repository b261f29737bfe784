/**
 * Employee create/edit (spec 02 §2 drawer, §5, §7 body), deactivation savings and
 * profile onboarding by HR. role_id and company_id may come from selects as strings.
 */
import { z } from 'zod';
import { safeString } from './safeString';
import {
  MAX_LENGTH,
  idField,
  nonNegativeMoneyField,
  optionalEmailField,
  optionalPhoneField,
  optionalText,
  payload,
  requiredText,
} from './common';
import { ACCOUNT_NUMBER_PATTERN, BANK_CODES, EDITABLE_EMPLOYEE_STATUSES } from '../catalog';


const employeeShape = {
  controlNumber: requiredText(MAX_LENGTH.controlNumber),
  name: requiredText(MAX_LENGTH.name),
  status: z.enum(EDITABLE_EMPLOYEE_STATUSES, { error: 'errors.invalid_status' }).default('hired'),
  work_location: requiredText(MAX_LENGTH.location),
  tin: optionalText(MAX_LENGTH.tin),
  role_id: idField(),
  accountNumber: safeString('errors.invalid_account_number')
    .trim()
    .refine((v) => v === '' || ACCOUNT_NUMBER_PATTERN.test(v), 'errors.invalid_account_number')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  bank: z.enum(BANK_CODES, { error: 'errors.required' }),
  company_id: idField(),
};

/** POST /employees. */
export const employeeCreateSchema = payload(employeeShape);
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

/** PUT /employees/{id}: the same fields plus email and phone. */
export const employeeUpdateSchema = payload({
  ...employeeShape,
  email: optionalEmailField,
  phone: optionalPhoneField,
});
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/** PUT /employees/{id}/deactivate-with-savings (spec 02 §5: required, number ≥ 0). */
export const savingsTotalSchema = payload({ totalSavings: nonNegativeMoneyField() });
export type SavingsTotal = z.infer<typeof savingsTotalSchema>;
