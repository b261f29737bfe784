/** Employees: one row per person per company. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { BANK_CODES, EMPLOYEE_STATUSES, type BankCode, type EmployeeStatus } from '@abono/domain';
import { money, createdAt, updatedAt, oneOf } from './columns';
import { companies, roles, users } from './access';

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    controlNumber: varchar('control_number', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 30 }),
    status: varchar('status', { length: 20 }).$type<EmployeeStatus>().notNull().default('hired'),
    workLocation: varchar('work_location', { length: 200 }).notNull(),
    tin: varchar('tin', { length: 30 }),
    accountNumber: varchar('account_number', { length: 18 }),
    bank: varchar('bank', { length: 3 }).$type<BankCode>(),
    /**
     * The role HR gave this person in the form or the import. A linked user's own
     * role is users.role_id; this one is what an account linked later starts with. Null means
     * the default role, employee.
     */
    roleId: integer('role_id').references(() => roles.id),
    totalSavings: money('total_savings').notNull().default('0.00'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * One-time activation code: SHA-256 of the code HR issued, never the code.
     * Issuing a new one overwrites (voids) the old; linking moves it to activation_code_used_hash.
     */
    activationCodeHash: varchar('activation_code_hash', { length: 64 }),
    activationCodeExpiresAt: timestamp('activation_code_expires_at', { withTimezone: true }),
    /**
     * The hash of the code that linked the record (decision 047): presenting it again answers
     * 409 activation_code_used, not a failed guess toward the lockout. Cleared when unlinked.
     */
    activationCodeUsedHash: varchar('activation_code_used_hash', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the employees list searches: control number, name, e-mail and RFC folded
     * by search_fold (lower case, no accents; migration 0007, decision 052), kept by PostgreSQL.
     * One LIKE on it, with the trigram index, answers a search of 50,000 employees in a few
     * milliseconds, where ILIKE on four columns took tens.
     */
    searchText: text('search_text').generatedAlwaysAs(
      // eslint-disable-next-line max-len -- the expression is migration 0007’s, byte for byte (drizzle-kit compares it)
      sql`search_fold("control_number" || chr(10) || "name" || chr(10) || coalesce("email", '') || chr(10) || coalesce("tin", ''))`,
    ),
  },
  (t) => [
    uniqueIndex('employees_company_control_uq').on(t.companyId, t.controlNumber),
    // Tenant tables refer to an employee through (company_id, id) (decision 101).
    unique('employees_company_id_id_unique').on(t.companyId, t.id),
    index('employees_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('employees_tin_idx').on(t.tin),
    index('employees_user_idx').on(t.userId),
    // The employees list sorts and searches by name within a company.
    // Names sort with the person_name collation (es-MX ICU; migration 0007, decision 052).
    index('employees_company_name_idx').on(t.companyId, sql`${t.name} collate person_name`, t.id),
    check('employees_status_ck', oneOf('status', EMPLOYEE_STATUSES)),
    check('employees_bank_ck', sql`${t.bank} IS NULL OR ${oneOf('bank', BANK_CODES)}`),
    check('employees_savings_ck', sql`${t.totalSavings} >= 0`),
  ],
);
