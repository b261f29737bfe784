/**
 * Benchmark data only: the soak's company, set-based in seconds. 50,000 hired employees with one
 * loan each (seedLargeCompany), every one with a bank account and a user (seedTreasury), the demo
 * HR and treasury users with access, and a loan product offered. Then, by employee id:
 *  - the first `applicants` have their loan rejected (not active), so each can apply once;
 *  - the next `applied` loans are applied (deposit requested), what treasury's dispersion file pays;
 *  - the next `sessions` employees are the notification pollers;
 *  - the rest stay pending with a passing calculation, what HR lists and approves in bulk.
 * Every employee who logs in gets the demo password (its hash copied from the demo employee) and
 * access to the company.
 */
import pg from 'pg';
import { activeFlagFor } from '@abono/domain';
import { seedLargeCompany } from '../seedLargeCompany';
import { seedTreasury } from '../seedTreasury';

export const SOAK_PASSWORD = 'Demo#2026';

export interface SoakData {
  companyId: number;
  productId: number;
  loans: number;
  /** TINs of employees without an active loan, each to apply once. */
  applicants: string[];
  /** TINs of employees whose sessions poll notifications. */
  sessions: string[];
}

export async function seedSoak(
  databaseUrl: string,
  sizes: { loans: number; applicants: number; applied: number; sessions: number },
): Promise<SoakData> {
  const company = await seedLargeCompany(databaseUrl, sizes.loans);
  await seedTreasury(databaseUrl, company, { status: 'pending', accounts: 'banorte', withUsers: true });
  const c = company.companyId;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO products (name, description, type) VALUES ('Préstamo de nómina (soak)', 'Descuento semanal', 'loan')
       RETURNING id`,
    );
    const productId = rows[0]!.id;
    await client.query('INSERT INTO company_products (company_id, product_id) VALUES ($1, $2)', [c, productId]);
    // Employees ranked by id: 1..applicants apply, then the applied loans, then the pollers.
    const ranked = `SELECT e.id, e.user_id, row_number() OVER (ORDER BY e.id) AS n FROM employees e
                    WHERE e.company_id = $1`;
    await client.query(
      `UPDATE loans l SET status = 'rejected', is_active = $3 FROM (${ranked}) r
       WHERE l.company_id = $1 AND l.employee_id = r.id AND r.n <= $2`,
      [c, sizes.applicants, activeFlagFor('rejected')],
    );
    await client.query(
      `UPDATE loans l SET status = 'applied', is_active = $4 FROM (${ranked}) r
       WHERE l.company_id = $1 AND l.employee_id = r.id AND r.n > $2 AND r.n <= $2 + $3`,
      [c, sizes.applicants, sizes.applied, activeFlagFor('applied')],
    );
    const loggers = sizes.applicants + sizes.applied + sizes.sessions;
    await client.query(
      `UPDATE users u SET password_hash = (SELECT password_hash FROM users WHERE tin = 'EMPL800101AA1')
       FROM (${ranked}) r WHERE u.id = r.user_id AND r.n <= $2`,
      [c, loggers],
    );
    await client.query(
      `INSERT INTO user_companies (user_id, company_id) SELECT r.user_id, $1 FROM (${ranked}) r WHERE r.n <= $2
       ON CONFLICT DO NOTHING`,
      [c, loggers],
    );
    const tins = await client.query<{ tin: string; n: string }>(
      `SELECT u.tin, r.n FROM (${ranked}) r JOIN users u ON u.id = r.user_id WHERE r.n <= $2 ORDER BY r.n`,
      [c, loggers],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE loans');
    const all = tins.rows.map((r) => r.tin);
    return {
      companyId: c,
      productId,
      loans: sizes.loans,
      applicants: all.slice(0, sizes.applicants),
      sessions: all.slice(sizes.applicants + sizes.applied),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
