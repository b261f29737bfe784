/**
 * Accepting a counter offer (03 §3): which figures become the loan's effective ones.
 * One home for the rule, used by the accept service, the signed contract version 2 and
 * the demo seed, so an accepted loan always carries exactly the offer the employee signed.
 */
import type { CounterOfferDetails } from './responses/loans';
import { subMoney, type Money } from './money';

/** The loan figures a signed contract version carries (and the loan's effective figures). */
export interface ContractFigures {
  amount: Money;
  weeklyDiscount: Money;
  interestAmount: Money;
  totalAmount: Money;
  weeksNeeded: number;
  /** What the weekly deductions cover: total − final payment. */
  paidByDeductions: Money;
  finalPayment: Money;
  finalPaymentDate: string;
}

/**
 * The figures that become effective when `counter` is accepted: the offer as sent
 * (amount, discount, weeks, interest, total, final payment and its date), and the part
 * the deductions cover derived from them, never copied from the original request.
 */
export function acceptedFigures(counter: CounterOfferDetails): ContractFigures {
  return {
    amount: counter.amount,
    weeklyDiscount: counter.weekly_discount,
    interestAmount: counter.interest_amount,
    totalAmount: counter.total_amount,
    weeksNeeded: counter.weeks_needed,
    paidByDeductions: subMoney(counter.total_amount, counter.final_payment),
    finalPayment: counter.final_payment,
    finalPaymentDate: counter.final_payment_date,
  };
}
