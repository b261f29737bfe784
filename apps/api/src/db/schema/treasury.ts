/**
 * Treasury's file history (spec 02 §7 "Treasury", 03 §4; decision 070): every bank money request
 * and dispersion file generated, with its exact bytes, so it can be downloaded again byte for byte.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { BANK_CODES, TREASURY_FILE_KINDS, type BankCode, type TreasuryFileKind } from '@abono/domain';
import { bytea, createdAt, money, oneOf } from './columns';
import { companies, users } from './access';

export const treasuryFiles = pgTable(
  'treasury_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<TreasuryFileKind>().notNull(),
    /** The dispersion's bank (072 BANORTE, 021 HSBC); null for the bank money request. */
    bank: varchar('bank', { length: 3 }).$type<BankCode>(),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    /**
     * The file's number among the company's files of that kind and bank that business day (1, 2, …):
     * Banorte's NN, because the bank refuses a second file with the same name.
     */
    sequence: integer('sequence').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    loanCount: integer('loan_count').notNull(),
    total: money('total').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    content: bytea('content').notNull(),
    loanIds: integer('loan_ids').array().notNull(),
  },
  (t) => [
    // Two generations at once can never take the same NN (bank is null for the request: NULLS NOT DISTINCT).
    unique('treasury_files_sequence_uq').on(t.companyId, t.kind, t.bank, t.businessDay, t.sequence).nullsNotDistinct(),
    index('treasury_files_company_idx').on(t.companyId, t.id),
    check('treasury_files_kind_ck', oneOf('kind', TREASURY_FILE_KINDS)),
    check('treasury_files_bank_ck', sql`${t.bank} IS NULL OR ${oneOf('bank', BANK_CODES)}`),
    check('treasury_files_sequence_ck', sql`${t.sequence} > 0`),
  ],
);
