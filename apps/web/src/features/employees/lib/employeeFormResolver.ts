import { employeeCreateSchema, employeeUpdateSchema, type EmployeeUpdate } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The drawer's fields as typed: every select holds a string ('' = nothing chosen). */
export interface EmployeeFormValues {
  controlNumber: string;
  name: string;
  email: string;
  phone: string;
  /**
   * hired or fired. Left undefined for a terminated employee: only a deactivation with savings
   * sets terminated and only Activar leaves it (03 §6), so the form shows it and never sends one;
   * a PUT without status keeps the employee's.
   */
  status: 'hired' | 'fired' | undefined;
  accountNumber: string;
  bank: string;
  work_location: string;
  tin: string;
  role_id: string;
  company_id: number;
}

/** What the form hands to the save call (e-mail and phone only when editing). */
export type EmployeeFormOutput = EmployeeUpdate;

/**
 * The drawer validates with the domain schemas the API uses (employeeCreateSchema /
 * employeeUpdateSchema), so the browser and the server refuse the same input with the same
 * message keys. The selects hold strings (role_id, a blank bank) that the schemas coerce or refuse.
 */
export function employeeFormResolver(
  mode: 'create' | 'edit',
): Resolver<EmployeeFormValues, unknown, EmployeeFormOutput> {
  const resolver = mode === 'create' ? zodResolver(employeeCreateSchema) : zodResolver(employeeUpdateSchema);
  return resolver as unknown as Resolver<EmployeeFormValues, unknown, EmployeeFormOutput>;
}
