/**
 * POST /api/loans/insurance (spec 01 §2 insurance panel): the same quote and
 * deadline rules as a loan, then one transaction: payslip and signature files, the
 * request, its audit row and the HR notification.
 */
import { INSURANCE_APPLY_STATUS, type InsuranceRequest, type InsuranceRequestResponse } from '@abono/domain';
import type { Db } from '../../db/client';
import { insuranceRequests } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../core/audit/recordAudit';
import { insuranceApplyContext, requireEligible } from '../../core/loans/eligibility';
import { assertQuoteMatches, quoteOrFail } from '../../core/loans/quoteCheck';
import { insertFile } from '../../core/loans/uploads';
import { sendNotice } from '../../core/notifications/notify';

export async function requestInsurance(
  db: Db,
  clock: Clock,
  caller: { id: number },
  input: InsuranceRequest,
  files: { payslip: Buffer; signature: Buffer },
): Promise<InsuranceRequestResponse> {
  const companyId = input.company_id;
  // A passed deadline answers insurance_deadline_passed, the insurance screen's own text.
  const { today, employee, terms, deadline } = requireEligible(
    await insuranceApplyContext(db, caller.id, companyId, clock.today()),
  );
  const quote = quoteOrFail({
    today,
    deadline,
    rate: terms.rate,
    amount: input.policy_amount,
    weeklyDiscount: input.weekly_discount,
  });
  assertQuoteMatches(quote, input);

  // A request starts where the domain's transition table says `apply` leads.
  const status = INSURANCE_APPLY_STATUS;
  const row = await db.transaction(async (tx) => {
    const owner = { ownerUserId: caller.id, companyId };
    const payslipFileId = await insertFile(tx, {
      kind: 'payslip',
      bytes: files.payslip,
      mimeType: 'application/pdf',
      ...owner,
    });
    const signatureFileId = await insertFile(tx, {
      kind: 'signature',
      bytes: files.signature,
      mimeType: 'image/png',
      ...owner,
    });
    const [inserted] = await tx
      .insert(insuranceRequests)
      .values({
        companyId,
        employeeId: employee.id,
        userId: caller.id,
        insuranceType: input.insurance_type,
        status,
        paymentMethod: input.payment_method,
        requestedOn: today,
        monthlyRate: terms.rate,
        deadline,
        policyAmount: input.policy_amount,
        weeklyDiscount: input.weekly_discount,
        interestAmount: quote.interestAmount,
        totalAmount: quote.totalAmount,
        weeksNeeded: quote.weeksNeeded,
        finalPayment: quote.finalPayment,
        finalPaymentDate: quote.finalPaymentDate,
        employeeCode: employee.controlNumber,
        employeeName: employee.name,
        branch: employee.workLocation,
        payslipFileId,
        signatureFileId,
      })
      .returning();
    const request = inserted!;
    await recordAudit(tx, {
      entityType: 'insurance',
      entityId: request.id,
      companyId,
      actorUserId: caller.id,
      action: 'apply',
      fromStatus: null,
      toStatus: status,
      changes: {
        insurance_type: input.insurance_type,
        policy_amount: input.policy_amount,
        payment_method: input.payment_method,
      },
    });
    await sendNotice(
      tx,
      'insurance_requested',
      { companyId, resourceId: request.id },
      { employeeName: employee.name, amount: input.policy_amount, insuranceType: input.insurance_type },
    );
    return request;
  });

  return {
    id: row.id,
    companyId: row.companyId,
    status: row.status,
    insuranceType: row.insuranceType,
    paymentMethod: row.paymentMethod,
    requestedOn: row.requestedOn,
    policyAmount: row.policyAmount,
    weeklyDiscount: row.weeklyDiscount,
    interestAmount: row.interestAmount,
    totalAmount: row.totalAmount,
    weeksNeeded: row.weeksNeeded,
    finalPayment: row.finalPayment,
    finalPaymentDate: row.finalPaymentDate,
    createdAt: row.createdAt.toISOString(),
  };
}
