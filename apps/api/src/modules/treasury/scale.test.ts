/**
 * Treasury at the sizes of the issue's budgets (the bench measures the figures; here only a
 * row-by-row regression would show, on any machine): the list of 10,000 loans, and the bulk
 * confirmation of 5,000 loans whose employees all have accounts, with 5,000 audit rows and
 * 5,000 notices written set-based.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInMexicoCity, type TreasuryLoans } from '@abono/domain';
import { auditLog, loans, notifications } from '../../db/schema';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

/** `n` hired employees, each with an account and one loan in `status` (created a minute apart). */
async function companyWithLoans(n: number, statuses: readonly string[]) {
  const company = await createCompany(t.db, { deadline: addDays(todayInMexicoCity(), 70) });
  const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
  const today = todayInMexicoCity();
  const [role] = (await t.db.execute<{ id: number }>(sql`select id from roles where name = 'employee'`)).rows;
  await t.db.execute(sql`
    insert into users (tin, password_hash, role_id)
    select 'SCL' || ${company.id} || '-' || lpad(g::text, 6, '0'), 'x', ${role!.id} from generate_series(1, ${n}) g`);
  await t.db.execute(sql`
    insert into employees (company_id, user_id, control_number, name, status, work_location, total_savings, tin)
    select ${company.id}, u.id, 'SC-' || lpad(g::text, 6, '0'), 'Empleado ' || g, 'hired', 'Planta León', 100, u.tin
    from generate_series(1, ${n}) g join users u on u.tin = 'SCL' || ${company.id} || '-' || lpad(g::text, 6, '0')`);
  const statusList = sql`${`{${statuses.join(',')}}`}::text[]`;
  await t.db.execute(sql`
    insert into loans (company_id, employee_id, user_id, status, calculation_result, is_active, requested_on, monthly_rate, deadline,
                       original_amount, weekly_discount, interest_amount, total_amount, available_weeks, weeks_needed,
                       paid_by_deductions, final_payment, final_payment_date, first_payment_date, employee_code, employee_name,
                       branch, total_savings, created_at)
    select e.company_id, e.id, e.user_id, (${statusList})[1 + e.id % ${statuses.length}], 'pass', true, ${today}, 2.5,
           ${addDays(today, 70)}, 1000, 100, 10, 1010, 10, 10, 1000, 10, ${addDays(today, 70)}, ${addDays(today, 7)},
           e.control_number, e.name, e.work_location, 100, now() - (e.id || ' minutes')::interval
    from employees e where e.company_id = ${company.id}`);
  return { companyId: company.id, headers: (await t.loginAs(treasury.tin)).headers };
}

describe('treasury at scale', () => {
  it('lists 10,000 loans in their four groups, newest first', async () => {
    const { companyId, headers } = await companyWithLoans(10_000, [
      'applied',
      'accepted',
      'approved',
      'error_released',
    ]);
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: `/api/treasury/loans?company_id=${companyId}`, headers });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const body = res.json() as TreasuryLoans;
    expect(Object.values(body).map((rows) => rows.length)).toEqual([2500, 2500, 2500, 2500]);
    for (const rows of Object.values(body))
      expect(rows.every((row, i) => i === 0 || rows[i - 1]!.created_at >= row.created_at)).toBe(true);
    expect(ms).toBeLessThan(5_000);
  });

  it('confirms 5,000 loans at once with 5,000 audit rows and 5,000 employee notices', async () => {
    const { companyId, headers } = await companyWithLoans(5_000, ['applied', 'approved']);
    const ids = (await t.db.select({ id: loans.id }).from(loans).where(eq(loans.companyId, companyId)))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/treasury/confirm-loans',
      headers,
      payload: { loanIds: ids, companyId },
    });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().updated).toBe(5000);
    expect(ms).toBeLessThan(15_000);

    const [confirmed] = await t.db
      .select({ n: count() })
      .from(loans)
      .where(and(eq(loans.companyId, companyId), eq(loans.status, 'confirmed')));
    expect(confirmed!.n).toBe(5000);
    const [audits] = await t.db
      .select({ n: count(), loans: sql<number>`count(distinct ${auditLog.entityId})::int` })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'confirm')));
    expect(audits).toEqual({ n: 5000, loans: 5000 });
    const [notices] = await t.db
      .select({
        n: count(),
        loans: sql<number>`count(distinct ${notifications.resourceId})::int`,
        users: sql<number>`count(distinct ${notifications.userId})::int`,
      })
      .from(notifications)
      .where(and(eq(notifications.companyId, companyId), eq(notifications.type, 'loan_status_change')));
    expect(notices).toEqual({ n: 5000, loans: 5000, users: 5000 });
  });
});
