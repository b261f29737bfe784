/** The loan detail as the API builds it, read directly (seed tests have no session of the loan's owner). */
import type { Db } from '../db/client';
import { buildLoanDetail } from '../core/loans/detail';
import { loadLoan } from '../core/loans/loanAccess';

export async function loanDetailOf(db: Db, id: number) {
  const loan = await loadLoan(db, id);
  if (!loan) throw new Error(`loan ${id} not found`);
  return buildLoanDetail(db, loan, false);
}
