/**
 * The server's own quote (03 §2), shared by loan applications, counter offers and
 * insurance requests: the terms in force, quoteLoan, and the comparison with the figures
 * the client showed (422 quote_mismatch, nothing stored). Who may apply at all is
 * eligibility.ts; the field names are the domain's quoteFigures.
 */
import { eq } from 'drizzle-orm';
import {
  quoteFigures,
  quoteLoan,
  quoteMismatchFigures,
  type DateString,
  type LoanQuote,
  type QuoteFigures,
  type QuoteMismatchDetails,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { normalizeRate } from '../settings/normalizeRate';

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

/** quoteLoan, with "no weeks" as a 422. */
export function quoteOrFail(input: {
  today: DateString;
  deadline: DateString;
  rate: string;
  amount: string;
  weeklyDiscount: string;
}): LoanQuote {
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

/**
 * 422 quote_mismatch unless every client figure equals the server's. Money arrives
 * normalised by the domain schema ("1234.5" → "1234.50"), so string equality is exact.
 * `extra` compares further fields (e.g. the deadline the form showed).
 */
export function assertQuoteMatches(
  quote: LoanQuote,
  client: QuoteFigures,
  extra: Record<string, [unknown, unknown]> = {},
): void {
  const server = quoteFigures(quote);
  const mismatched: string[] = (Object.keys(server) as Array<keyof QuoteFigures>).filter(
    (k) => String(server[k]) !== String(client[k]),
  );
  for (const [name, [clientValue, serverValue]] of Object.entries(extra)) {
    if (String(clientValue) !== String(serverValue)) mismatched.push(name);
  }
  if (mismatched.length === 0) return;
  const details: QuoteMismatchDetails = { quote: quoteMismatchFigures(quote), mismatched };
  throw new AppError('quote_mismatch', { details });
}

/** A loan's stored figures for an amount, a weekly discount and their quote (apply). */
export function loanQuoteColumns(amount: string, weeklyDiscount: string, quote: LoanQuote) {
  return {
    originalAmount: amount,
    weeklyDiscount,
    interestAmount: quote.interestAmount,
    totalAmount: quote.totalAmount,
    availableWeeks: quote.availableWeeks,
    weeksNeeded: quote.weeksNeeded,
    paidByDeductions: quote.paidByDeductions,
    finalPayment: quote.finalPayment,
    finalPaymentDate: quote.finalPaymentDate,
    firstPaymentDate: quote.firstPaymentDate,
  };
}
