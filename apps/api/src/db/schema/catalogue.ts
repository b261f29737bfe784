/** Products, which company offers them, and company settings. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, type ProductType } from '@abono/domain';
import { createdAt, updatedAt, oneOf } from './columns';
import { companies } from './access';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 20 }).$type<ProductType>().notNull().default('loan'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  () => [check('products_type_ck', oneOf('type', PRODUCT_TYPES))],
);

export const companyProducts = pgTable(
  'company_products',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);

export const companySettings = pgTable(
  'company_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Monthly interest rate, percent (e.g. 2.5). */
    interestRate: numeric('interest_rate', { precision: 7, scale: 4, mode: 'string' }).notNull().default('0'),
    deadline: date('deadline', { mode: 'string' }),
    issuerCode: varchar('issuer_code', { length: 10 }),
    companyLocation: varchar('company_location', { length: 200 }),
    companyLegalName: varchar('company_legal_name', { length: 200 }),
    hsbcAccountNumber: varchar('hsbc_account_number', { length: 18 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_rate_ck', sql`${t.interestRate} >= 0`),
    check('settings_issuer_ck', sql`${t.issuerCode} IS NULL OR ${t.issuerCode} ~ '^[A-Za-z0-9]{3,10}$'`),
    check('settings_hsbc_ck', sql`${t.hsbcAccountNumber} IS NULL OR ${t.hsbcAccountNumber} ~ '^[0-9]{10,18}$'`),
  ],
);
