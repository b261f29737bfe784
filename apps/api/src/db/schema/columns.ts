/** Column helpers shared by every table file. */
import { sql, type SQL } from 'drizzle-orm';
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `('a', 'b', …)` as SQL text; values come from the domain's constant lists only. */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
}

/** `column IN ('a','b',…)` for a check constraint; values come from constant lists only. */
export function oneOf(column: string, values: readonly string[]): SQL {
  return sql`${sql.raw(`"${column}"`)} IN ${sqlList(values)}`;
}
