/**
 * The server's own quote (03 §2), shared by loan applications, counter offers and
 * insurance requests: the terms in force, the deadline rule, quoteLoan, and the
 * comparison with the figures the client showed (422 quote_mismatch, nothing stored).
 */
import { eq } from 'drizzle-orm';
import { quoteLoan, type DateString, type LoanQuote, type QuoteFigures, type QuoteMismatchDetails } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { normalizeRate } from '../settings/service';

export interface QuoteTerms {
  /** Monthly rate in percent, normalised ("2.5"). */
  rate: string;
  deadline: DateString | null;
}

/** The company's rate and deadline in force. */
export async function quoteTerms(db: DbOrTx, companyId: number): Promise<QuoteTerms> {
  const [row] = await db
    .select({ rate: companySettings.interestRate, deadline: companySettings.deadline })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return { rate: normalizeRate(row?.rate ?? '0'), deadline: row?.deadline ?? null };
}

const NO_DEADLINE_MESSAGE = 'La empresa aún no configura la fecha límite para solicitar préstamos.';

/**
 * 422 deadline_passed when today (Mexico City) is after the deadline. A company without a
 * deadline offers no weeks at all (422 no_weeks_available with its own message).
 */
export function assertDeadlineOpen(
  today: DateString,
  deadline: DateString | null,
  options: { message?: string; details?: unknown } = {},
): DateString {
  if (deadline === null) throw new AppError('no_weeks_available', { message: NO_DEADLINE_MESSAGE });
  if (today > deadline) throw new AppError('deadline_passed', options);
  return deadline;
}

/** quoteLoan, with "no weeks" as a 422. */
export function quoteOrFail(input: { today: DateString; deadline: DateString; rate: string; amount: string; weeklyDiscount: string }): LoanQuote {
  const result = quoteLoan({
    today: input.today,
    deadline: input.deadline,
    monthlyRatePercent: input.rate,
    amount: input.amount,
    weeklyDiscount: input.weeklyDiscount,
  });
  if (!result.ok) throw new AppError(result.error);
  return result.quote;
}

/** The quote's figures under the request's field names. */
export function quoteFigures(quote: LoanQuote): QuoteFigures {
  return {
    interest_amount: quote.interestAmount,
    total_amount: quote.totalAmount,
    weeks_needed: quote.weeksNeeded,
    final_payment: quote.finalPayment,
    final_payment_date: quote.finalPaymentDate,
  };
}

/**
 * 422 quote_mismatch unless every client figure equals the server's. Money arrives
 * normalised by the domain schema ("1234.5" → "1234.50"), so string equality is exact.
 * `extra` compares further fields (e.g. the deadline the form showed).
 */
export function assertQuoteMatches(quote: LoanQuote, client: QuoteFigures, extra: Record<string, [unknown, unknown]> = {}): void {
  const server = quoteFigures(quote);
  const mismatched: string[] = (Object.keys(server) as Array<keyof QuoteFigures>).filter((k) => String(server[k]) !== String(client[k]));
  for (const [name, [clientValue, serverValue]] of Object.entries(extra)) {
    if (String(clientValue) !== String(serverValue)) mismatched.push(name);
  }
  if (mismatched.length === 0) return;
  const details: QuoteMismatchDetails = {
    quote: {
      ...server,
      available_weeks: quote.availableWeeks,
      paid_by_deductions: quote.paidByDeductions,
      first_payment_date: quote.firstPaymentDate,
      deadline: quote.finalPaymentDate,
    },
    mismatched,
  };
  throw new AppError('quote_mismatch', { details });
}
