/**
 * The one statement that moves a set of locked loans to a status (the bulk actions of HR and of
 * treasury, 03 §1 "Bulk actions"): the ids travel as one int[] parameter, so 5,000 loans are
 * one UPDATE whatever their number. Call inside the transaction that locked them
 * (lockCompanyLoans) after checking every move with the domain's nextStatus.
 */
import { sql } from 'drizzle-orm';
import { activeFlagFor, type CounterOfferDetails, type LoanStatus } from '@abono/domain';
import type { Tx } from '../../db/client';
import { loans } from '../../db/schema';
import { effective } from './effectiveFigures';

export interface BulkStatusOptions {
  /** A counter offer per loan, in the order of `ids` (mass counter offer). */
  counterOffers?: readonly CounterOfferDetails[];
  /** Columns the move sets on every loan (treasury: applied_at, confirmed_at, error_comment), from the clock. */
  set?: { appliedAt?: Date; confirmedAt?: Date; errorComment?: string; updatedAt?: Date };
}

/** Each moved loan with the amount its notices name (the effective one: a counter offer's when present). */
export type MovedLoan = {
  id: number;
  amount: string;
};

const returning = sql`${loans.id} as id, ${effective.amount}::numeric(14,2)::text as amount`;

/** Moves every loan of `ids` to `to`; is_active follows the status (decision 001). */
export async function updateLoanStatuses(
  tx: Tx,
  ids: readonly number[],
  to: LoanStatus,
  options: BulkStatusOptions = {},
): Promise<MovedLoan[]> {
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const { appliedAt, confirmedAt, errorComment, updatedAt } = options.set ?? {};
  const columns = [
    sql`status = ${to}`,
    sql`is_active = ${activeFlagFor(to)}`,
    updatedAt ? sql`updated_at = ${updatedAt.toISOString()}::timestamptz` : sql`updated_at = now()`,
  ];
  if (appliedAt) columns.push(sql`applied_at = ${appliedAt.toISOString()}::timestamptz`);
  if (confirmedAt) columns.push(sql`confirmed_at = ${confirmedAt.toISOString()}::timestamptz`);
  if (errorComment !== undefined) columns.push(sql`error_comment = ${errorComment}`);
  if (options.counterOffers) {
    const offers = sql`${JSON.stringify(options.counterOffers)}::jsonb`;
    const result = await tx.execute<MovedLoan>(sql`
      update ${loans} set ${sql.join(columns, sql`, `)}, counter_offer = o.offer
      from (select unnest(${idList}) as id, jsonb_array_elements(${offers}) as offer) o
      where ${loans.id} = o.id
      returning ${returning}`);
    return result.rows;
  }
  const result = await tx.execute<MovedLoan>(sql`
    update ${loans} set ${sql.join(columns, sql`, `)} where ${loans.id} = any(${idList})
    returning ${returning}`);
  return result.rows;
}
