/**
 * One demo company's loans (03 §7: every status, so every screen has rows) with their signed
 * contracts, audit trail and the notices the services would have sent, plus the notices of
 * terminated employees and the demo employee's welcome to the company.
 */
import { eq } from 'drizzle-orm';
import { addDays, type RoleName } from '@abono/domain';
import type { Tx } from '../client';
import { auditLog, employees, loans, notifications } from '../schema';
import { insertDemoContracts, storeSignature } from './demoBorrowers';
import { MONTHLY_RATE, type DemoCompany, type DemoCompanySeed } from './demoCompanies';
import { buildLoan, businessInstant, type LoanEmployee } from './demoLoans';
import { datedNotice, loanNotifications } from './demoNotifications';
import { signaturePng } from './demoSignature';

/** `borrowers` in scenario order, as insertDemoEmployees returns them. */
export async function seedDemoLoansAndNotices(
  tx: Tx,
  seed: DemoCompanySeed,
  borrowers: readonly LoanEmployee[],
): Promise<void> {
  const { company, companyId, today, rand } = seed;
  const signatureFileId = await storeSignature(tx, companyId, signaturePng(companyId));

  const ctx = {
    companyId,
    today,
    deadline: seed.deadline,
    rate: MONTHLY_RATE,
    productIds: seed.productIds,
    signatureFileId,
    rand,
  };
  const built = company.scenarios.map((scenario, i) => buildLoan(scenario, borrowers[i]!, i, ctx));
  if (built.length === 0) return;
  const loanRows = await tx
    .insert(loans)
    .values(built.map((b) => b.values))
    .returning({ id: loans.id, employeeId: loans.employeeId });
  await insertDemoContracts(tx, {
    companyId,
    originalSignatureFileId: signatureFileId,
    built,
    loanIds: loanRows.map((r) => r.id),
  });

  const seedNow = businessInstant(today);
  const audit: (typeof auditLog.$inferInsert)[] = [];
  const notices: (typeof notifications.$inferInsert)[] = [];

  for (const [i, b] of built.entries()) {
    const loanId = loanRows[i]!.id;
    const borrower = borrowers[i]!;
    // The uploaded savings file set the employee's savings that the loan shows.
    if (b.values.calculationResult !== 'pending') {
      await tx.update(employees).set({ totalSavings: b.totalSavings }).where(eq(employees.id, borrower.id));
    }
    for (const step of b.steps) {
      const actor = actorFor(step.action, borrower.userId, seed.userIds, company);
      audit.push({
        entityType: 'loan',
        entityId: loanId,
        companyId,
        actorUserId: actor,
        action: step.action,
        fromStatus: step.from,
        toStatus: step.to,
        changes: changesFor(step.action, b),
        createdAt: step.at,
      });
    }
    // The services' own notices, to the recipients they would choose (by permission).
    const loan = {
      id: loanId,
      companyId,
      employeeName: borrower.name,
      // The requested amount: an accepted counter offer has replaced it in the loan's own row.
      amount: String(b.replaced?.originalAmount?.from ?? b.values.originalAmount),
      counterAmount: b.values.counterOffer?.amount ?? null,
      errorComment: b.values.errorComment ?? null,
      employeeUserId: borrower.userId,
    };
    notices.push(...(await loanNotifications(tx, loan, b.steps, seedNow)));
  }

  for (const borrower of borrowers.filter((e) => e.status === 'terminated')) {
    const target = { companyId, resourceId: borrower.id };
    notices.push(
      ...(await datedNotice(
        tx,
        'employee_terminated',
        target,
        { employeeName: borrower.name },
        businessInstant(addDays(today, -3)),
        false,
      )),
    );
  }

  const welcome = { companyId, resourceId: companyId, subjectUserId: seed.userIds.get('employee')! };
  const welcomeAt = businessInstant(addDays(today, -7));
  notices.push(
    ...(await datedNotice(
      tx,
      'company_linked',
      welcome,
      { companyName: company.name },
      welcomeAt,
      company.key === 'bajio',
    )),
  );

  if (audit.length > 0) await tx.insert(auditLog).values(audit);
  if (notices.length > 0) await tx.insert(notifications).values(notices);
}

/** Who performed each step (03 §3 "Who"); a company without its own staff falls back to the super admin. */
function actorFor(
  action: string,
  employeeUserId: number | null,
  userIds: Map<RoleName, number>,
  company: DemoCompany,
): number | null {
  const staff = (role: RoleName) => (company.access.includes(role) ? userIds.get(role)! : userIds.get('super_admin')!);
  switch (action) {
    case 'apply':
    case 'accept_counter_offer':
    case 'reject_counter_offer':
    case 'release_error':
      return employeeUserId;
    case 'bank_file':
    case 'confirm':
    case 'report_error':
      return staff('treasury');
    default:
      return staff('hr');
  }
}

function changesFor(action: string, b: ReturnType<typeof buildLoan>): Record<string, unknown> {
  const v = b.values;
  switch (action) {
    case 'apply':
      return { original_amount: v.originalAmount, weekly_discount: v.weeklyDiscount, total_amount: v.totalAmount };
    case 'counter_offer':
      return { counter_offer: v.counterOffer };
    case 'accept_counter_offer':
      return b.replaced ?? {};
    case 'report_error':
      return { error_comment: v.errorComment };
    default:
      return {};
  }
}
