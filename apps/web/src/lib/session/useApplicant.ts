import type { SessionEmployee, SessionUser } from '@abono/domain';
import type { ApplicantFieldValues } from '../signedRequest';
import { useSelectedCompanyId } from '../selectedCompanyStore';
import { useSession } from './useSession';

/**
 * The person's employee record in one company. A person hired by two
 * companies has two control numbers and branches; the loan form, the insurance form
 * and the profile popup must all show the one of the company being worked with,
 * never "the first" record.
 */
export function employeeIn(user: SessionUser | null, companyId: number | null): SessionEmployee | null {
  if (!user || companyId === null) return null;
  return user.employees.find((e) => e.companyId === companyId) ?? null;
}

/** Only a hired record can apply (the server refuses the others with 403). */
export function canApplyAs(
  employee: SessionEmployee | null,
): employee is SessionEmployee & { controlNumber: string; work_location: string } {
  return employee !== null && employee.status === 'hired' && !!employee.controlNumber && !!employee.work_location;
}

/**
 * The read-only fields a loan or insurance request sends (spec 01 §3) for the record that may
 * apply, as of `date`; null when it may not (canApplyAs).
 */
export function applicantFieldValues(employee: SessionEmployee | null, date: string): ApplicantFieldValues | null {
  if (!canApplyAs(employee)) return null;
  return { date, employee_code: employee.controlNumber, name: employee.name, branch: employee.work_location };
}

/**
 * The applicant of the request forms and the profile popup: the user's record in
 * `companyId`, by default the selected company. `user` defaults to the session user
 * (the shell passes the one it already holds). The one place that picks it.
 */
export function useApplicant(companyId?: number | null, user?: SessionUser | null): SessionEmployee | null {
  const session = useSession();
  const selected = useSelectedCompanyId();
  return employeeIn(user ?? session.user, companyId === undefined ? selected : companyId);
}
