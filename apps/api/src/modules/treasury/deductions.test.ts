/**
 * The weekly payroll deduction file of a Friday on real PostgreSQL (decision 070): the company's
 * confirmed loans, with the confirmation's business day in America/Mexico_City, through the
 * domain's deductionSheet; the summary and both files agree with it; any other day is refused.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deductionSheet, type DeductionLoan } from '@abono/domain';
import { employees, loans } from '../../db/schema';
import { writeDeductionsCsv } from '../../files/treasury/deductionsFile';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { payableLoan, treasuryScenario, type TreasuryScenario } from './fileTestSupport';

const t = useTestApp();
const FRIDAY = '2026-11-20';

beforeEach(() => t.clock.set('2026-11-26'));
afterEach(() => t.clock.set(null));

const FIGURES = {
  deadline: '2027-02-26',
  weeksNeeded: 10,
  weeklyDiscount: '100.00',
  interestAmount: '10.00',
  totalAmount: '1010.00',
};

/** A confirmed loan at `confirmedAt`, with the figures above; returns what deductionSheet takes. */
async function confirmedLoan(companyId: number, confirmedAt: string, confirmedDate: string): Promise<DeductionLoan> {
  const id = await payableLoan(t, companyId, { status: 'confirmed' });
  await t.db
    .update(loans)
    .set({ ...FIGURES, originalAmount: '1000.00', confirmedAt: new Date(confirmedAt) })
    .where(eq(loans.id, id));
  const [row] = await t.db
    .select({ controlNumber: employees.controlNumber, name: employees.name })
    .from(loans)
    .innerJoin(employees, eq(employees.id, loans.employeeId))
    .where(eq(loans.id, id));
  return { loanId: id, controlNumber: row!.controlNumber, name: row!.name, confirmedDate, ...FIGURES };
}

function get(s: TreasuryScenario, path: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/treasury/${path}?${query}`, headers: s.headers });
}

describe('the payroll deduction file', () => {
  it("matches deductionSheet over the company's confirmed loans, confirmed on their Mexico City business day", async () => {
    const s = await treasuryScenario(t);
    // 05:00 UTC on Monday 16 is Sunday 15 in Mexico City: first payment Friday 20, not 27.
    const sunday = await confirmedLoan(s.companyId, '2026-11-16T05:00:00.000Z', '2026-11-15');
    const tuesday = await confirmedLoan(s.companyId, '2026-11-10T18:00:00.000Z', '2026-11-10');
    await payableLoan(t, s.companyId, { status: 'applied' });
    // A terminated employee is off the payroll: the termination settled the loan against savings.
    const gone = await confirmedLoan(s.companyId, '2026-11-10T18:00:00.000Z', '2026-11-10');
    await t.db.update(employees).set({ status: 'terminated' }).where(eq(employees.controlNumber, gone.controlNumber));
    const other = await treasuryScenario(t);
    await confirmedLoan(other.companyId, '2026-11-10T18:00:00.000Z', '2026-11-10');

    const expected = deductionSheet(
      [sunday, tuesday].sort((a, b) => a.loanId - b.loanId),
      FRIDAY,
    );
    expect(expected.deductions.map((r) => r.loanId).sort()).toEqual([sunday.loanId, tuesday.loanId].sort());

    const summary = await get(s, 'deductions/summary', `company_id=${s.companyId}&date=${FRIDAY}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      date: FRIDAY,
      loan_count: expected.deductions.length,
      loan_total: expected.deductionTotal,
      final_payment_count: expected.finalPayments.length,
      final_payment_total: expected.finalPaymentTotal,
      total: expected.total,
    });

    const csv = await get(s, 'deductions', `company_id=${s.companyId}&date=${FRIDAY}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="descuentos_nomina_20261120.csv"');
    expect(csv.rawPayload.equals(writeDeductionsCsv(expected))).toBe(true);

    const xlsx = await get(s, 'deductions', `company_id=${s.companyId}&date=${FRIDAY}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="descuentos_nomina_20261120.xlsx"');
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('counts the savings-fund final payment on the deadline', async () => {
    const s = await treasuryScenario(t);
    const loan = await confirmedLoan(s.companyId, '2026-11-10T18:00:00.000Z', '2026-11-10');
    await t.db.update(loans).set({ weeklyDiscount: '50.00' }).where(eq(loans.id, loan.loanId));
    const expected = deductionSheet([{ ...loan, weeklyDiscount: '50.00' }], FIGURES.deadline);
    const summary = await get(s, 'deductions/summary', `company_id=${s.companyId}&date=${FIGURES.deadline}`);
    expect(summary.json()).toMatchObject({
      final_payment_count: expected.finalPayments.length,
      final_payment_total: expected.finalPaymentTotal,
      total: expected.total,
    });
    expect(expected.finalPayments).toHaveLength(1);
  });

  it('puts a deadline on a weekday in the sheet of the Friday that ends its week', async () => {
    const s = await treasuryScenario(t);
    const loan = await confirmedLoan(s.companyId, '2026-11-10T18:00:00.000Z', '2026-11-10');
    const wednesday = '2027-02-24';
    await t.db.update(loans).set({ weeklyDiscount: '50.00', deadline: wednesday }).where(eq(loans.id, loan.loanId));
    const expected = deductionSheet([{ ...loan, weeklyDiscount: '50.00', deadline: wednesday }], '2027-02-26');
    expect(expected.finalPayments).toHaveLength(1);
    const summary = await get(s, 'deductions/summary', `company_id=${s.companyId}&date=2027-02-26`);
    expect(summary.json()).toMatchObject({
      final_payment_count: 1,
      final_payment_total: expected.finalPaymentTotal,
      total: expected.total,
    });
  });

  it('refuses a day that is not a Friday with the field message', async () => {
    const s = await treasuryScenario(t);
    for (const path of ['deductions/summary', 'deductions']) {
      const res = await get(s, path, `company_id=${s.companyId}&date=2026-11-19`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', fields: { date: 'treasury.error.not_friday' } });
    }
  });

  it("refuses another company's company_id and an HR user", async () => {
    const s = await treasuryScenario(t);
    const other = await treasuryScenario(t);
    expect((await get(s, 'deductions/summary', `company_id=${other.companyId}&date=${FRIDAY}`)).statusCode).toBe(403);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [s.companyId] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/deductions?company_id=${s.companyId}&date=${FRIDAY}`,
      headers: (await t.loginAs(hr.tin)).headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
