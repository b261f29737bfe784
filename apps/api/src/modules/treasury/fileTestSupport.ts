/** Scenarios shared by the treasury file tests: a company, its treasury user, payable loans. */
import { eq, sql } from 'drizzle-orm';
import { clabeCheckDigit, type BankCode, type EmployeeStatus, type LoanStatus } from '@abono/domain';
import { auditLog, companySettings, employees, loans, treasuryFiles } from '../../db/schema';
import { createCompany, createLoan, createUser } from '../../test/factories';
import type { TestContext } from '../../test/testApp';

export interface TreasuryScenario {
  companyId: number;
  treasuryUserId: number;
  headers: Record<string, string>;
}

export async function treasuryScenario(
  t: TestContext,
  settings: { issuerCode?: string | null; hsbcAccountNumber?: string | null } = {},
): Promise<TreasuryScenario> {
  const company = await createCompany(t.db, { issuerCode: settings.issuerCode ?? null });
  if (settings.hsbcAccountNumber !== undefined) {
    await t.db
      .update(companySettings)
      .set({ hsbcAccountNumber: settings.hsbcAccountNumber })
      .where(eq(companySettings.companyId, company.id));
  }
  const user = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
  return { companyId: company.id, treasuryUserId: user.id, headers: (await t.loginAs(user.tin)).headers };
}

let accountSequence = 0;
/** A fresh 10-digit account number. */
export function account10(): string {
  accountSequence += 1;
  return String(4_000_000_000 + accountSequence * 7919 + Math.floor(Math.random() * 1000));
}

/** A valid CLABE of the bank (its first three digits), with its check digit. */
export function clabeOf(bank: BankCode, middle = '01234567890123'): string {
  const first17 = `${bank}${middle}`.slice(0, 17);
  return `${first17}${clabeCheckDigit(first17)}`;
}

export interface PayableLoanInput {
  status: LoanStatus;
  amount?: string;
  bank?: BankCode | null;
  accountNumber?: string | null;
  name?: string;
  controlNumber?: string;
  employeeStatus?: EmployeeStatus;
}

/** A loan of a fresh employee of the company with a Banorte account (unless told otherwise). */
export async function payableLoan(t: TestContext, companyId: number, input: PayableLoanInput): Promise<number> {
  const loan = await createLoan(t.db, {
    companyId,
    status: input.status,
    amount: input.amount ?? '1000.00',
    controlNumber: input.controlNumber,
  });
  await t.db
    .update(employees)
    .set({
      bank: input.bank === undefined ? '072' : input.bank,
      accountNumber: input.accountNumber === undefined ? account10() : input.accountNumber,
      status: input.employeeStatus ?? 'hired',
      ...(input.name ? { name: input.name } : {}),
    })
    .where(eq(employees.id, loan.employeeId));
  return loan.id;
}

export async function statusesOf(t: TestContext, ids: readonly number[]): Promise<Record<number, LoanStatus>> {
  const rows = await t.db
    .select({ id: loans.id, status: loans.status })
    .from(loans)
    .where(sql`${loans.id} = any(${`{${ids.join(',')}}`}::int[])`);
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

export async function historyCount(t: TestContext, companyId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(treasuryFiles)
    .where(eq(treasuryFiles.companyId, companyId));
  return row!.n;
}

/** The audit rows of a loan with the given action. */
export async function auditRowsOf(t: TestContext, loanId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.entityType} = 'loan' and ${auditLog.entityId} = ${loanId} and ${auditLog.action} = ${action}`,
    );
}
