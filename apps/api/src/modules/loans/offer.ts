/** GET /api/loans/offers/{productId}?company_id: what the apply panel opens with. */
import type { OfferResponse } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { userActiveLoan } from '../../core/loans/active';
import { loanApplyContext, refusalError } from '../../core/loans/eligibility';
import { readTogether } from '../../db/readTogether';

export async function getOffer(
  db: DbOrTx,
  clock: Clock,
  userId: number,
  companyId: number,
  productId: number,
): Promise<OfferResponse> {
  const today = clock.today();
  const [context, activeLoan] = await readTogether(db, [
    () => loanApplyContext(db, userId, companyId, productId, today),
    () => userActiveLoan(db, userId, companyId, today),
  ]);
  const { product, employee, terms, eligibility } = context;
  // No offer of another company's catalogue or an inactive product: 404, not a reason.
  if (!product) throw refusalError('product_unavailable', terms);
  // With the product present, applyEligibility never answers product_unavailable.
  const reason = eligibility.ok ? null : (eligibility.reason as NonNullable<OfferResponse['reason']>);
  return {
    product,
    companyId,
    interestRate: terms.rate,
    deadline: terms.deadline,
    today,
    employee: employee
      ? { date: today, employee_code: employee.controlNumber, name: employee.name, branch: employee.workLocation }
      : null,
    canApply: reason === null,
    reason,
    activeLoan,
  };
}
