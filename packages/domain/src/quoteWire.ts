/**
 * The one mapping from `quoteLoan`'s result to the field names on the wire (spec 01 §3
 * "Loan request (sent)"): the web app sends these fields with each request, the API
 * compares them with its own quote and answers a 422 quote_mismatch under the same names.
 */
import type { CounterOfferDetails, QuoteFigures, QuoteMismatchDetails } from './responses/loans';
import type { LoanQuote } from './quote';

/** The figures a request carries and the server re-checks. */
export function quoteFigures(quote: LoanQuote): QuoteFigures {
  return {
    interest_amount: quote.interestAmount,
    total_amount: quote.totalAmount,
    weeks_needed: quote.weeksNeeded,
    final_payment: quote.finalPayment,
    final_payment_date: quote.finalPaymentDate,
  };
}

/** The figures as multipart text fields (numbers as their decimal text). */
export function quoteFormFields(quote: LoanQuote): Record<keyof QuoteFigures, string> {
  const figures = quoteFigures(quote);
  return Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, String(value)])) as Record<
    keyof QuoteFigures,
    string
  >;
}

/** The server's whole quote, as the `details.quote` of a 422 quote_mismatch. */
export function quoteMismatchFigures(quote: LoanQuote): QuoteMismatchDetails['quote'] {
  return {
    ...quoteFigures(quote),
    available_weeks: quote.availableWeeks,
    paid_by_deductions: quote.paidByDeductions,
    first_payment_date: quote.firstPaymentDate,
    // The deadline is where the remainder is taken (03 §2): finalPaymentDate by definition.
    deadline: quote.finalPaymentDate,
  };
}

/** A counter offer as stored and sent (02 §3 counterOfferDetails): HR's terms and their quote. */
export function counterOfferDetailsOf(
  terms: { amount: string; weekly_discount: string; reason: string },
  quote: LoanQuote,
): CounterOfferDetails {
  return { amount: terms.amount, weekly_discount: terms.weekly_discount, ...quoteFigures(quote), reason: terms.reason };
}
