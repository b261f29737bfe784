/**
 * The figures the credits screen shows for a loan (spec 02): the counter offer's when one
 * exists, otherwise the loan's. The one SQL home of that rule, used by the list, its sort,
 * the ids of "select all" and the export.
 */
import { sql, type AnyColumn } from 'drizzle-orm';
import { loans } from '../../db/schema';

const offered = (key: string, column: AnyColumn, type: 'numeric' | 'int') =>
  sql`coalesce((${loans.counterOffer} ->> ${sql.raw(`'${key}'`)})::${sql.raw(type)}, ${column})`;

export const effective = {
  amount: offered('amount', loans.originalAmount, 'numeric'),
  interestAmount: offered('interest_amount', loans.interestAmount, 'numeric'),
  totalAmount: offered('total_amount', loans.totalAmount, 'numeric'),
  weeklyDiscount: offered('weekly_discount', loans.weeklyDiscount, 'numeric'),
  finalPayment: offered('final_payment', loans.finalPayment, 'numeric'),
  weeksNeeded: offered('weeks_needed', loans.weeksNeeded, 'int'),
};
