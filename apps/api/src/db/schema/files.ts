/** Uploaded files (signatures, payslips, logos). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, oneOf } from './columns';
import { companies, users } from './access';

export const FILE_KINDS = ['signature', 'payslip', 'logo'] as const;

// ---------------------------------------------------------------- files

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Public id: what URLs and other rows refer to. */
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20 }).$type<(typeof FILE_KINDS)[number]>().notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Signatures and payslips are kept in the database so API processes stay stateless. */
    content: bytea('content'),
    /** Where an external or on-disk store keeps the bytes (logos through the image-hosting interface). */
    storageKey: varchar('storage_key', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    // Loans, contracts and insurance requests refer to a file through (company_id, id) (decision 101).
    unique('uploaded_files_company_id_id_unique').on(t.companyId, t.id),
    check('files_kind_ck', oneOf('kind', FILE_KINDS)),
    check('files_size_ck', sql`${t.sizeBytes} > 0`),
    check('files_location_ck', sql`${t.content} IS NOT NULL OR ${t.storageKey} IS NOT NULL`),
  ],
);
