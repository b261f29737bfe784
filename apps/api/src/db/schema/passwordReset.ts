/**
 * Password reset codes HR issues (decision 085): one per account, a sibling of the activation
 * code's columns on employees (which belong to a record without an account, while a reset
 * belongs to an account that may span companies). Only the code's SHA-256 is stored.
 */
import { foreignKey, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies, users } from './access';
import { employees } from './people';

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    /** One live code per account: issuing a new one overwrites (voids) the old. */
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The employee record HR issued it from (its company is the audit row's and the letter's). */
    employeeId: integer('employee_id').notNull(),
    /** The employee record's company: its rows go with the company's (decision 101). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set when used: presenting it again answers 409 reset_code_used, never a counted guess. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_codes_employee_idx').on(t.employeeId),
    foreignKey({
      name: 'password_reset_codes_company_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);
