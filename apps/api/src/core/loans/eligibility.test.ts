/**
 * One eligibility rule for apply, the offer, the contract preview and insurance, read on
 * the app's injected clock: moving the clock (not the timers) past the deadline or past a
 * confirmed loan's final payment date changes every answer the same way.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, quoteFormFields, todayInMexicoCity } from '@abono/domain';
import { loans } from '../../db/schema';
import { useTestApp } from '../../test/testApp';
import {
  applyFields,
  applyRequest,
  borrower,
  companyScenario,
  insuranceFields,
  insuranceRequest,
  quoteFor,
  realPdf,
  type Scenario,
} from '../../test/testSupport';

const t = useTestApp();
afterEach(() => t.clock.set(null));

const offer = (s: Scenario, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/loans/offers/${s.productId}?company_id=${s.companyId}`, headers });

/** The apply fields with the quote of the given business day. */
function fieldsOn(s: Scenario, today: string) {
  return applyFields(s, { date: today, ...quoteFormFields(quoteFor(s.deadline, '5000.00', '500.00', '2.5', today)) });
}

describe('eligibility on the injected clock', () => {
  // Insurance answers its own code, and the offer says why.
  it('past the deadline: apply and the contract preview answer 422 deadline_passed', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const dayAfter = addDays(s.deadline, 1);
    t.clock.set(dayAfter);

    // The figures the form showed yesterday: the deadline refuses before any quote is compared.
    const apply = await applyRequest(t, e.headers, applyFields(s, { date: dayAfter }));
    expect(apply.statusCode, apply.body).toBe(422);
    expect(apply.json()).toMatchObject({
      error: 'deadline_passed',
      message: 'La fecha límite para solicitar préstamos ha pasado',
    });

    const o = (await offer(s, e.headers)).json();
    expect(o).toMatchObject({ today: dayAfter, canApply: false, reason: 'deadline_passed' });

    const preview = await t.app.inject({
      method: 'GET',
      url:
        `/api/loans/contract?company_id=${s.companyId}&product_id=${s.productId}` +
        '&loan_amount=5000&weekly_discount=500',
      headers: e.headers,
    });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().error).toBe('deadline_passed');

    const insurance = await insuranceRequest(t, e.headers, insuranceFields(s, { date: dayAfter }), {
      content: await realPdf(),
    });
    expect(insurance.statusCode, insurance.body).toBe(422);
    expect(insurance.json()).toMatchObject({
      error: 'insurance_deadline_passed',
      message: 'La fecha límite para solicitar seguros ha pasado',
    });
  });

  it('on the deadline day itself no payroll Friday is left: 422 no_weeks_available everywhere', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    t.clock.set(s.deadline);
    expect((await offer(s, e.headers)).json()).toMatchObject({ canApply: false, reason: 'no_weeks_available' });
    const apply = await applyRequest(t, e.headers, fieldsOn(s, todayInMexicoCity()));
    expect(apply.statusCode).toBe(422);
    expect(apply.json().error).toBe('no_weeks_available');
  });

  // And a new application is accepted.
  it('a confirmed loan stops blocking the day after its final payment date', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const first = await applyRequest(t, e.headers, applyFields(s));
    expect(first.statusCode, first.body).toBe(201);
    const finalDay = addDays(todayInMexicoCity(), 14);
    await t.db
      .update(loans)
      .set({ status: 'confirmed', finalPaymentDate: finalDay })
      .where(eq(loans.id, first.json().id));

    t.clock.set(finalDay);
    expect((await offer(s, e.headers)).json()).toMatchObject({ canApply: false, reason: 'active_loan_exists' });
    const blocked = await applyRequest(t, e.headers, fieldsOn(s, finalDay));
    expect(blocked.statusCode).toBe(409);

    const dayAfter = addDays(finalDay, 1);
    t.clock.set(dayAfter);
    expect((await offer(s, e.headers)).json()).toMatchObject({ canApply: true, reason: null, activeLoan: null });
    const second = await applyRequest(t, e.headers, fieldsOn(s, dayAfter));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().requestedOn).toBe(dayAfter);
    const [old] = await t.db.select({ isActive: loans.isActive }).from(loans).where(eq(loans.id, first.json().id));
    expect(old!.isActive).toBe(false);
  });

  it('stamps "documentation completed" with the clock’s instant, not the system time', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const loan = await applyRequest(t, e.headers, applyFields(s));
    expect(loan.statusCode, loan.body).toBe(201);
    await t.db
      .update(loans)
      .set({ status: 'employee_notified', errorComment: 'CLABE inválida' })
      .where(eq(loans.id, loan.json().id));
    const at = new Date(Date.now() + 5 * 86_400_000);
    t.clock.set(at);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loans/${loan.json().id}/release-error`,
      headers: e.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'error_released', errorReleasedAt: at.toISOString() });
  });
});
