/**
 * The treasury tests' company: the scenario of the loan tests (HR, treasury, a product) plus a
 * treasury session, loans of employees who have an account (so "the employee" notices have a
 * recipient), and readers of the rows, audit and notices a bulk move writes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { LoanStatus } from '@abono/domain';
import { auditLog, loans, notifications } from '../../db/schema';
import { createEmployee, createLoan, createUser } from '../../test/factories';
import type { TestContext } from '../../test/testApp';
import { companyScenario, type Scenario } from '../../test/testSupport';

export interface TreasuryScenario extends Scenario {
  treasury: { id: number; headers: Record<string, string> };
}

export async function treasuryScenario(t: TestContext): Promise<TreasuryScenario> {
  const s = await companyScenario(t);
  const treasury = await createUser(t.db, { role: 'treasury', companyIds: [s.companyId] });
  return { ...s, treasury: { id: treasury.id, headers: (await t.loginAs(treasury.tin)).headers } };
}

let seq = 0;

/** A loan of a new employee with an account; `tin` is the employee record's RFC. */
export async function loanWithUser(
  t: TestContext,
  companyId: number,
  status: LoanStatus,
  over: Omit<Parameters<typeof createLoan>[1], 'companyId' | 'employeeId' | 'status' | 'controlNumber'> = {},
) {
  seq += 1;
  const user = await createUser(t.db, { role: 'employee', companyIds: [companyId] });
  const controlNumber = `TS-${seq}-${user.id}`;
  const employee = await createEmployee(t.db, { companyId, controlNumber, userId: user.id, tin: user.tin });
  const { id } = await createLoan(t.db, { companyId, employeeId: employee.id, controlNumber, status, ...over });
  return { id, userId: user.id, tin: user.tin, controlNumber };
}

export function treasuryReaders(t: TestContext) {
  return {
    put: (path: 'confirm-loans' | 'report-loans-error', payload: unknown, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/treasury/${path}`, headers, payload: payload as object }),
    rowsOf: (ids: number[]) => t.db.select().from(loans).where(inArray(loans.id, ids)).orderBy(loans.id),
    auditsOf: (ids: number[]) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'loan'), inArray(auditLog.entityId, ids))),
    noticesOf: (ids: number[]) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.resourceType, 'loan'), inArray(notifications.resourceId, ids))),
  };
}
