/**
 * Migration 0017 (decision 101) run on rows stored the old way: contract versions and reset
 * codes without company_id, and a signature file stored without a company, take the company of
 * the loan, employee or row that holds them; the keys between tenant tables then include it.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee, createLoan, createUser } from '../test/factories';
import { useTestApp } from '../test/testApp';

const t = useTestApp();
const MIGRATION = new URL('./migrations/0017_tenant_company_keys.sql', import.meta.url);

/** The single-column keys 0017 replaces: [table, column, referenced table, on delete]. */
const OLD_KEYS: Array<[string, string, string, string]> = [
  ['loans', 'employee_id', 'employees', 'cascade'],
  ['loans', 'signature_file_id', 'uploaded_files', 'no action'],
  ['insurance_requests', 'employee_id', 'employees', 'cascade'],
  ['insurance_requests', 'payslip_file_id', 'uploaded_files', 'no action'],
  ['insurance_requests', 'signature_file_id', 'uploaded_files', 'no action'],
  ['loan_contracts', 'loan_id', 'loans', 'cascade'],
  ['loan_contracts', 'signature_file_id', 'uploaded_files', 'no action'],
  ['password_reset_codes', 'employee_id', 'employees', 'cascade'],
];

/** The schema as it stood before 0017: the columns and keys it adds removed, the old keys back. */
const BEFORE_0017 = [
  'ALTER TABLE loans DROP CONSTRAINT loans_company_employee_fk, DROP CONSTRAINT loans_company_signature_file_fk',
  'ALTER TABLE insurance_requests DROP CONSTRAINT insurance_requests_company_employee_fk, ' +
    'DROP CONSTRAINT insurance_requests_company_payslip_file_fk, ' +
    'DROP CONSTRAINT insurance_requests_company_signature_file_fk',
  'ALTER TABLE loan_contracts DROP COLUMN company_id',
  'ALTER TABLE password_reset_codes DROP COLUMN company_id',
  'ALTER TABLE employees DROP CONSTRAINT employees_company_id_id_unique',
  'ALTER TABLE loans DROP CONSTRAINT loans_company_id_id_unique',
  'ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_company_id_id_unique',
  'ALTER TABLE uploaded_files ALTER COLUMN company_id DROP NOT NULL',
  ...OLD_KEYS.map(
    ([table, column, target, onDelete]) =>
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_${target}_id_fk FOREIGN KEY (${column}) ` +
      `REFERENCES ${target}(id) ON DELETE ${onDelete}`,
  ),
].join(';\n');

describe('migration 0017: company_id on tenant tables, composite keys', () => {
  it('backfills company_id from the loan, the employee and the row holding a file, then enforces it', async () => {
    const company = await createCompany(t.db);
    const loan = await createLoan(t.db, { companyId: company.id });
    const user = await createUser(t.db);
    const employee = await createEmployee(t.db, { companyId: company.id, userId: user.id });
    await t.pool.query(BEFORE_0017);
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO uploaded_files (kind, mime_type, size_bytes, sha256, content)
       VALUES ('signature', 'image/png', 1, 'x', '\\x00') RETURNING id`,
    );
    const fileId = rows[0]!.id;
    await t.pool.query('UPDATE loans SET signature_file_id = $1 WHERE id = $2', [fileId, loan.id]);
    await t.pool.query(
      `INSERT INTO loan_contracts (loan_id, version, kind, amount, weekly_discount, interest_amount, total_amount,
         weeks_needed, paid_by_deductions, final_payment, final_payment_date, signature_file_id)
       VALUES ($1, 1, 'original', '1000.00', '100.00', '10.00', '1010.00', 10, '1000.00', '10.00', '2030-01-01', $2)`,
      [loan.id, fileId],
    );
    await t.pool.query(
      `INSERT INTO password_reset_codes (user_id, employee_id, code_hash, expires_at)
       VALUES ($1, $2, 'h', now())`,
      [user.id, employee.id],
    );

    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    await t.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });

    const one = async (text: string, values: unknown[]) => (await t.pool.query(text, values)).rows[0];
    expect(await one('SELECT company_id FROM loan_contracts WHERE loan_id = $1', [loan.id])).toEqual({
      company_id: company.id,
    });
    expect(await one('SELECT company_id FROM password_reset_codes WHERE user_id = $1', [user.id])).toEqual({
      company_id: company.id,
    });
    expect(await one('SELECT company_id FROM uploaded_files WHERE id = $1', [fileId])).toEqual({
      company_id: company.id,
    });
    const notNull = await t.pool.query<{ table_name: string; is_nullable: string }>(
      `SELECT table_name, is_nullable FROM information_schema.columns
        WHERE column_name = 'company_id' AND table_name IN ('loan_contracts', 'password_reset_codes', 'uploaded_files')
        ORDER BY table_name`,
    );
    expect(notNull.rows.map((r) => r.is_nullable)).toEqual(['NO', 'NO', 'NO']);
  });
});
