/**
 * The schema stays distributable by company (03 §0 "the path past one database", decision 101):
 * every table of the migrated schema is a tenant table with `company_id`, or is named below as a
 * reference table (shared by every company, replicated) or a per-account table (keyed by a
 * person, a session or a network address, never read per company). A foreign key between two
 * tenant tables includes `company_id` on both sides, so no row can point into another company.
 * A new table without `company_id` fails here until it is classified.
 */
import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee, createLoan } from '../test/factories';
import { useTestApp } from '../test/testApp';

/** Shared by every company: the access model, the catalogue, the companies themselves. */
const REFERENCE_TABLES: Record<string, string> = {
  companies: 'the tenants themselves',
  users: 'one account across the companies it is granted (user_companies is the tenant link)',
  roles: 'the access model is global (03 §5)',
  permissions: 'the access model is global (03 §5)',
  role_permissions: 'the access model is global (03 §5)',
  products: 'the catalogue; company_products is the tenant link',
  system_state: 'process-wide settings (the cycle clock)',
};

/** Keyed by an account, a session or a network address; an account may span companies. */
const PER_ACCOUNT_TABLES: Record<string, string> = {
  refresh_token_families: 'a session of an account, which may span companies',
  refresh_tokens: 'a session of an account, which may span companies',
  idempotency_keys: "keyed by (user_id, key): a replay belongs to the caller's account",
  login_attempts: 'counted per RFC and address before anyone is signed in',
  rate_limit_hits: 'counted per network address or account, before a company is known',
};

/**
 * Tenant tables whose `company_id` may be null: a row about the account itself (a password
 * changed, a reset code e-mailed) goes to the person, whatever company they work for.
 */
const COMPANY_OPTIONAL: Record<string, string> = {
  notifications: 'account notices (password changed) are the person’s, not a company’s',
  email_outbox: 'account e-mails (a reset code, a changed password) are the person’s',
  audit_log: 'changes to shared objects (roles, products, an account) belong to no company',
};

interface ForeignKey {
  name: string;
  from: string;
  to: string;
  fromColumns: string[];
  toColumns: string[];
}

const t = useTestApp();

async function tables(): Promise<Map<string, { companyId: 'NO' | 'YES' | null }>> {
  const { rows } = await t.pool.query<{ table_name: string; company_nullable: 'NO' | 'YES' | null }>(
    `SELECT t.table_name, c.is_nullable AS company_nullable
       FROM information_schema.tables t
       LEFT JOIN information_schema.columns c
         ON c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'company_id'
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
  );
  return new Map(rows.map((r) => [r.table_name, { companyId: r.company_nullable }]));
}

async function foreignKeys(): Promise<ForeignKey[]> {
  const { rows } = await t.pool.query<ForeignKey>(
    `SELECT c.conname::text AS name, src.relname::text AS "from", dst.relname::text AS "to",
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS "fromColumns",
            ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS "toColumns"
       FROM pg_constraint c
       JOIN pg_class src ON src.oid = c.conrelid
       JOIN pg_class dst ON dst.oid = c.confrelid
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
  );
  return rows;
}

/** The SQLSTATE a failed statement ended with (drizzle wraps the driver's error as its cause). */
async function sqlStateOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}
const FOREIGN_KEY_VIOLATION = '23503';

const shared = (table: string) => table in REFERENCE_TABLES || table in PER_ACCOUNT_TABLES;

describe('tenant tables', () => {
  it('every table is a tenant table with company_id, or a named reference or per-account table', async () => {
    const all = await tables();
    expect(all.size).toBeGreaterThan(20);
    for (const name of [...Object.keys(REFERENCE_TABLES), ...Object.keys(PER_ACCOUNT_TABLES)]) {
      expect(all.has(name), `${name} is named but does not exist`).toBe(true);
    }
    const unclassified = [...all].filter(([name, c]) => !shared(name) && c.companyId === null).map(([n]) => n);
    expect(unclassified, 'tenant tables without company_id').toEqual([]);
  });

  it("a tenant table's company_id is NOT NULL unless a row may be about the account only", async () => {
    const nullable = [...(await tables())]
      .filter(([name, c]) => !shared(name) && c.companyId === 'YES' && !(name in COMPANY_OPTIONAL))
      .map(([name]) => name);
    expect(nullable).toEqual([]);
  });

  it('every foreign key between tenant tables includes company_id on both sides', async () => {
    const keys = await foreignKeys();
    const between = keys.filter((k) => !shared(k.from) && !shared(k.to) && k.from !== k.to);
    expect(between.length).toBeGreaterThanOrEqual(8);
    const bad = between
      .filter((k) => {
        const i = k.fromColumns.indexOf('company_id');
        return i < 0 || k.toColumns[i] !== 'company_id' || k.fromColumns.length < 2;
      })
      .map((k) => `${k.from}(${k.fromColumns.join(', ')}) → ${k.to}(${k.toColumns.join(', ')})`);
    expect(bad).toEqual([]);
  });

  it('no shared table refers to a tenant table (a replicated row cannot point into one shard)', async () => {
    const bad = (await foreignKeys()).filter((k) => shared(k.from) && !shared(k.to)).map((k) => k.name);
    expect(bad).toEqual([]);
  });
});

describe('the composite keys hold rows inside their company', () => {
  it('refuses a loan of one company for an employee of another', async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const other = await createEmployee(t.db, { companyId: b.id });
    expect(await sqlStateOf(createLoan(t.db, { companyId: a.id, employeeId: other.id }))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it("refuses a contract version, or a signature file, of another company than its loan's", async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const loan = await createLoan(t.db, { companyId: a.id });
    const figures = `'1000.00', '100.00', '10.00', '1010.00', 10, '1000.00', '10.00', '2030-01-01'`;
    const columns =
      'amount, weekly_discount, interest_amount, total_amount, weeks_needed, paid_by_deductions, final_payment, ' +
      'final_payment_date';
    const insert = (companyId: number, fileId: string | null) =>
      t.pool.query(
        `INSERT INTO loan_contracts (company_id, loan_id, version, kind, ${columns}, signature_file_id)
         VALUES ($1, $2, 1, 'original', ${figures}, $3)`,
        [companyId, loan.id, fileId],
      );
    expect(await sqlStateOf(insert(b.id, null))).toBe(FOREIGN_KEY_VIOLATION);
    const { rows } = await t.pool.query<{ id: string }>(
      `INSERT INTO uploaded_files (kind, company_id, mime_type, size_bytes, sha256, content)
       VALUES ('signature', $1, 'image/png', 1, 'x', '\\x00') RETURNING id`,
      [b.id],
    );
    expect(await sqlStateOf(insert(a.id, rows[0]!.id))).toBe(FOREIGN_KEY_VIOLATION);
    const update = t.pool.query('UPDATE loans SET signature_file_id = $1 WHERE id = $2', [rows[0]!.id, loan.id]);
    expect(await sqlStateOf(update)).toBe(FOREIGN_KEY_VIOLATION);
    await insert(a.id, null);
  });
});
