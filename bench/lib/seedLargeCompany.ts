/**
 * Benchmark data only: a company with 50,000 employees and 50,000 pending loans,
 * written straight into PostgreSQL with set-based INSERT … SELECT over generate_series, so
 * loading it takes seconds. The demo HR user gets access to it. Loans use five amount
 * variants whose figures come from the domain's quoteLoan, so every row is consistent.
 */
import pg from 'pg';
import { addDays, quoteLoan, todayInMexicoCity } from '@abono/domain';

export interface LargeCompany {
  companyId: number;
  count: number;
  /** Control numbers are `${prefix}-000001` … */
  prefix: string;
}

export async function seedLargeCompany(databaseUrl: string, count = 50_000): Promise<LargeCompany> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const prefix = 'BN';
  try {
    const today = todayInMexicoCity();
    const deadline = addDays(today, 70);
    const variants = [1000, 2000, 3000, 5000, 8000].map((amount) => {
      const r = quoteLoan({
        today,
        deadline,
        monthlyRatePercent: '2.5',
        amount: `${amount}.00`,
        weeklyDiscount: '500.00',
      });
      if (!r.ok) throw new Error(r.error);
      return { amount: `${amount}.00`, ...r.quote };
    });
    await client.query('BEGIN');
    const name = `Banco de Pruebas ${Date.now()} S.A. de C.V.`;
    const { rows } = await client.query<{ id: number }>('INSERT INTO companies (name) VALUES ($1) RETURNING id', [
      name,
    ]);
    const companyId = rows[0]!.id;
    await client.query(
      `INSERT INTO company_settings (company_id, interest_rate, deadline, company_legal_name, ` +
        `company_location) VALUES ($1, 2.5, $2, $3, 'León, Gto.')`,
      [companyId, deadline, name],
    );
    await client.query(
      `INSERT INTO user_companies (user_id, company_id) SELECT id, $1 FROM users WHERE tin = 'RRHH800101AA1'`,
      [companyId],
    );
    await client.query(
      `INSERT INTO employees (company_id, control_number, name, status, work_location, total_savings)
       SELECT $1, $2 || '-' || lpad(g::text, 6, '0'), 'Empleado de prueba ' || g, 'hired', 'Planta León', 0
       FROM generate_series(1, $3::int) g`,
      [companyId, prefix, count],
    );
    await client.query(
      `INSERT INTO loans (company_id, employee_id, status, calculation_result, is_active, requested_on,
                          monthly_rate, deadline, original_amount, weekly_discount, interest_amount, total_amount,
                          available_weeks, weeks_needed, paid_by_deductions, final_payment, final_payment_date,
                          first_payment_date, employee_code, employee_name, branch, created_at)
       SELECT e.company_id, e.id, 'pending', 'pending', true, $2, 2.5, $3,
              v.amount, 500, v.interest, v.total, v.available, v.weeks, v.paid, v.final, v.final_date, v.first_date,
              e.control_number, e.name, e.work_location, now() - (e.id % 1000) * interval '1 minute'
       FROM employees e
       JOIN jsonb_to_recordset($4::jsonb) AS v(k int, amount numeric, interest numeric, total numeric,
                                                available int, weeks int, paid numeric, final numeric,
                                                final_date date, first_date date)
         ON v.k = e.id % 5
       WHERE e.company_id = $1`,
      [
        companyId,
        today,
        deadline,
        JSON.stringify(
          variants.map((v, k) => ({
            k,
            amount: v.amount,
            interest: v.interestAmount,
            total: v.totalAmount,
            available: v.availableWeeks,
            weeks: v.weeksNeeded,
            paid: v.paidByDeductions,
            final: v.finalPayment,
            final_date: v.finalPaymentDate,
            first_date: v.firstPaymentDate,
          })),
        ),
      ],
    );
    await client.query('COMMIT');
    // As autovacuum would soon after a bulk load: statistics, and the visibility map that lets
    // the list's counts run as index-only scans.
    await client.query('VACUUM ANALYZE employees');
    await client.query('VACUUM ANALYZE loans');
    return { companyId, count, prefix };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
