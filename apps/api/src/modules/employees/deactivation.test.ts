/**
 * Deactivation (decision 040) on real PostgreSQL: the confirmed-loans check, deactivation both ways (fired with
 * savings 0, terminated with the typed savings and a notice to treasury by permission),
 * activation, the termination PDF with figures computed by hand, the deactivated list, company
 * scope on every route, hostile input, and 20 identical concurrent deactivations.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, employees, loans, notifications } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { pdfText } from '../../test/testSupport';

const t = useTestApp();

/** Wednesday 8 April 2026, noon in Mexico City: the day the services see. */
const TODAY = '2026-04-08';
const NOW_ISO = '2026-04-08T18:00:00.000Z';

interface World {
  companyId: number;
  otherCompanyId: number;
  hr: Record<string, string>;
  otherHr: Record<string, string>;
  treasuryId: number;
  treasury: Record<string, string>;
  otherTreasuryId: number;
  plain: Record<string, string>;
}
let w: World;

beforeEach(async () => {
  t.clock.set(TODAY);
  const company = await createCompany(t.db, { name: 'Industrias Baja Prueba' });
  const other = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const otherHr = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
  const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
  const otherTreasury = await createUser(t.db, { role: 'treasury', companyIds: [other.id] });
  const plain = await createUser(t.db, { role: 'employee', companyIds: [company.id] });
  w = {
    companyId: company.id,
    otherCompanyId: other.id,
    hr: (await t.loginAs(hr.tin)).headers,
    otherHr: (await t.loginAs(otherHr.tin)).headers,
    treasuryId: treasury.id,
    treasury: (await t.loginAs(treasury.tin)).headers,
    otherTreasuryId: otherTreasury.id,
    plain: (await t.loginAs(plain.tin)).headers,
  };
});
afterEach(() => t.clock.set(null));

async function hired(companyId = w.companyId, over: { name?: string; controlNumber?: string } = {}) {
  return (await createEmployee(t.db, { companyId, ...over })).id;
}

/**
 * A loan confirmed on Monday 2 March 2026: 1000.00 + 10.00 interest = 1010.00, 100.00 a week for
 * 10 weeks from Friday 13 March (Monday + 11 days), 10.00 left for the savings fund on the
 * deadline, 5 June. By 8 April the Fridays 13, 20, 27 March and 3 April are paid (400.00), so
 * 1010.00 − 400.00 = 610.00 is outstanding.
 */
async function confirmedLoan(employeeId: number, companyId = w.companyId) {
  const { id } = await createLoan(t.db, { companyId, employeeId, status: 'confirmed', amount: '1000.00' });
  await t.db
    .update(loans)
    .set({ confirmedAt: new Date('2026-03-02T18:00:00.000Z'), deadline: '2026-06-05', finalPaymentDate: '2026-06-05' })
    .where(eq(loans.id, id));
  return id;
}

/** A confirmed loan paid off in January (its flag already cleared): it no longer counts. */
async function paidOffLoan(employeeId: number) {
  const { id } = await createLoan(t.db, {
    companyId: w.companyId,
    employeeId,
    status: 'confirmed',
    isActive: false,
    finalPaymentDate: '2026-01-09',
  });
  await t.db
    .update(loans)
    .set({ confirmedAt: new Date('2025-10-01T18:00:00.000Z'), deadline: '2026-01-09' })
    .where(eq(loans.id, id));
  return id;
}

const check = (id: number, companyId = w.companyId, headers = w.hr) =>
  t.app.inject({ method: 'GET', url: `/api/employees/${id}/check-confirmed-loans?company_id=${companyId}`, headers });
const put = (
  id: number,
  action: 'deactivate' | 'deactivate-with-savings' | 'activate',
  payload: Record<string, unknown>,
  headers = w.hr,
) => t.app.inject({ method: 'PUT', url: `/api/employees/${id}/${action}`, headers, payload });
const documentOf = (id: number, companyId = w.companyId, headers = w.hr) =>
  t.app.inject({ method: 'GET', url: `/api/employees/${id}/deactivation-document?company_id=${companyId}`, headers });
const deactivated = (companyId = w.companyId, headers = w.hr) =>
  t.app.inject({ method: 'GET', url: `/api/employees/deactivated?company_id=${companyId}`, headers });

async function rowOf(id: number) {
  const [row] = await t.db.select().from(employees).where(eq(employees.id, id));
  return row!;
}
const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, id)));
const terminationNotices = (id: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, 'employee_terminated'), eq(notifications.resourceId, id)));

describe('GET /api/employees/{id}/check-confirmed-loans', () => {
  it('true only for a confirmed loan still running; pending and paid-off loans do not count', async () => {
    const none = await hired();
    expect((await check(none)).json()).toEqual({ hasConfirmedLoans: false });
    const pending = await hired();
    await createLoan(t.db, { companyId: w.companyId, employeeId: pending, status: 'pending' });
    expect((await check(pending)).json()).toEqual({ hasConfirmedLoans: false });
    const paidOff = await hired();
    await paidOffLoan(paidOff);
    expect((await check(paidOff)).json()).toEqual({ hasConfirmedLoans: false });
    const running = await hired();
    await confirmedLoan(running);
    const res = await check(running);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasConfirmedLoans: true });
  });

  it("another company's employee is 404, a company the caller may not access 403, an employee role 403", async () => {
    const id = await hired();
    await confirmedLoan(id);
    const foreign = await check(id, w.otherCompanyId, w.otherHr);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'not_found' });
    expect((await check(id, w.companyId, w.otherHr)).statusCode).toBe(403);
    expect((await check(id, w.companyId, w.plain)).statusCode).toBe(403);
    expect((await check(999_999)).statusCode).toBe(404);
  });
});

describe('PUT /api/employees/{id}/deactivate and /activate', () => {
  it('hired → fired with savings 0 and the date; again 409; activate → hired; again 409', async () => {
    const id = await hired();
    await t.db.update(employees).set({ totalSavings: '820.50' }).where(eq(employees.id, id));
    const res = await put(id, 'deactivate', { company_id: w.companyId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'fired', totalSavings: '0.00', deactivatedAt: NOW_ISO });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'fired', totalSavings: '0.00' });
    expect(row.deactivatedAt?.toISOString()).toBe(NOW_ISO);
    expect(await terminationNotices(id)).toEqual([]);

    const again = await put(id, 'deactivate', { company_id: w.companyId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'employee_not_hired' });

    const activated = await put(id, 'activate', { company_id: w.companyId });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ id, status: 'hired', totalSavings: '0.00', deactivatedAt: null });
    expect(await rowOf(id)).toMatchObject({ status: 'hired', deactivatedAt: null });
    const twice = await put(id, 'activate', { company_id: w.companyId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'employee_already_hired' });

    const audits = await auditsOf(id);
    expect(audits.map((a) => [a.action, a.fromStatus, a.toStatus])).toEqual([
      ['deactivate', 'hired', 'fired'],
      ['activate', 'fired', 'hired'],
    ]);
    expect(audits[0]!.changes).toEqual({ total_savings: { from: '820.50', to: '0.00' } });
  });

  it('with a confirmed loan running, a plain deactivation is refused (409) and nothing changes', async () => {
    const id = await hired();
    await confirmedLoan(id);
    const res = await put(id, 'deactivate', { company_id: w.companyId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'employee_has_confirmed_loans' });
    expect(await rowOf(id)).toMatchObject({ status: 'hired', deactivatedAt: null });
    expect(await auditsOf(id)).toEqual([]);
  });

  it('a paid-off confirmed loan does not block the plain deactivation', async () => {
    const id = await hired();
    await paidOffLoan(id);
    expect((await put(id, 'deactivate', { company_id: w.companyId })).json()).toMatchObject({ status: 'fired' });
  });
});

describe('PUT /api/employees/{id}/deactivate-with-savings', () => {
  it('hired with confirmed loans → terminated with the savings; treasury is told, by permission, once', async () => {
    const id = await hired(w.companyId, { name: 'Rosa Íñiguez Baja' });
    await confirmedLoan(id);
    const res = await put(id, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '450.5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'terminated', totalSavings: '450.50', deactivatedAt: NOW_ISO });
    expect(await rowOf(id)).toMatchObject({ status: 'terminated', totalSavings: '450.50' });

    const notices = await terminationNotices(id);
    // The company's treasury user only: not HR, not the other company's treasury.
    expect(notices.map((n) => n.userId)).toEqual([w.treasuryId]);
    expect(notices[0]).toMatchObject({
      companyId: w.companyId,
      resourceType: 'employee',
      title: 'Baja de un empleado con préstamos',
    });
    expect(notices[0]!.message).toContain('Rosa Íñiguez Baja');
    expect((await auditsOf(id)).map((a) => [a.action, a.fromStatus, a.toStatus])).toEqual([
      ['deactivate_with_savings', 'hired', 'terminated'],
    ]);

    // Terminated is not hired: a second deactivation is refused; activation brings them back.
    expect(
      (await put(id, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '1.00' })).json(),
    ).toMatchObject({ error: 'employee_not_hired' });
    expect((await put(id, 'activate', { company_id: w.companyId })).json()).toEqual({
      id,
      status: 'hired',
      totalSavings: '450.50',
      deactivatedAt: null,
    });
    expect(await terminationNotices(id)).toHaveLength(1);
  });

  // totalSavings is required and ≥ 0.
  it('without confirmed loans it is refused (409), as is a fired employee', async () => {
    const id = await hired();
    const res = await put(id, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '100.00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'employee_without_confirmed_loans' });
    expect(await rowOf(id)).toMatchObject({ status: 'hired' });

    const loaned = await hired();
    await confirmedLoan(loaned);
    for (const [body, key] of [
      [{ company_id: w.companyId }, 'errors.required'],
      [{ company_id: w.companyId, totalSavings: '' }, 'errors.required'],
      [{ company_id: w.companyId, totalSavings: '-1' }, 'employees.error.invalid_savings'],
      [{ company_id: w.companyId, totalSavings: '1.234' }, 'employees.error.invalid_savings'],
      [{ company_id: w.companyId, totalSavings: 'abc' }, 'employees.error.invalid_savings'],
    ] as const) {
      const bad = await put(loaned, 'deactivate-with-savings', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().fields).toEqual({ totalSavings: key });
    }
    expect(
      (await put(loaned, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '0' })).json(),
    ).toMatchObject({ status: 'terminated', totalSavings: '0.00' });

    const fired = await hired();
    await confirmedLoan(fired);
    await t.db.update(employees).set({ status: 'fired' }).where(eq(employees.id, fired));
    expect(
      (await put(fired, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '1.00' })).json(),
    ).toMatchObject({ error: 'employee_not_hired' });
  });
});

describe('GET /api/employees/{id}/deactivation-document', () => {
  it('the PDF: company, employee, date, the loan outstanding on the deactivation day, covered, remaining', async () => {
    const id = await hired(w.companyId, { name: 'Martín Peña Ruíz', controlNumber: 'IB-0777' });
    await t.db
      .update(employees)
      .set({ tin: 'PERM800101AB1', bank: '072', accountNumber: '072180001234567897', workLocation: 'Planta Silao' })
      .where(eq(employees.id, id));
    const loanId = await confirmedLoan(id);
    await paidOffLoan(id);
    expect(
      (await put(id, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '450.00' })).statusCode,
    ).toBe(200);

    // Downloaded weeks later: the figures are still those of the deactivation day.
    t.clock.set('2026-05-20');
    const res = await documentOf(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="employee_termination_${id}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Industrias Baja Prueba S.A. de C.V.');
    expect(text).toContain('Martín Peña Ruíz');
    expect(text).toContain('IB-0777');
    expect(text).toContain('PERM800101AB1');
    expect(text).toContain('Planta Silao');
    expect(text).toContain('**************7897');
    expect(text).not.toContain('072180001234567897');
    expect(text).toMatch(/Fecha de baja 08\/04\/2026/);
    // One loan row (the paid-off loan is not listed): folio, 02/03/2026, $1,010.00, $100.00, $610.00.
    expect(text).toMatch(new RegExp(`${loanId} 02/03/2026 \\$1,010\\.00 \\$100\\.00 \\$610\\.00`));
    expect(text).toMatch(/Ahorro total \$450\.00/);
    expect(text).toMatch(/Saldo pendiente de los préstamos \$610\.00/);
    expect(text).toMatch(/Cubierto con el ahorro \$450\.00/);
    expect(text).toMatch(/Saldo restante por cubrir \$160\.00/);
    expect(text).toMatch(/Ahorro restante a favor del trabajador \$0\.00/);
    expect(text).toContain('Documento generado el 20/05/2026');
  });

  // Treasury may download it.
  it('savings above the debt: the whole 610.00 is covered and 390.00 stays the employee’s', async () => {
    const id = await hired();
    await confirmedLoan(id);
    await put(id, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '1000.00' });
    const res = await documentOf(id, w.companyId, w.treasury);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Cubierto con el ahorro \$610\.00/);
    expect(text).toMatch(/Saldo restante por cubrir \$0\.00/);
    expect(text).toMatch(/Ahorro restante a favor del trabajador \$390\.00/);
  });

  it('only for terminated employees (409); another company 404; no permission 403', async () => {
    const active = await hired();
    expect((await documentOf(active)).json()).toMatchObject({ error: 'employee_not_terminated' });
    const fired = await hired();
    await put(fired, 'deactivate', { company_id: w.companyId });
    expect((await documentOf(fired)).statusCode).toBe(409);

    const id = await hired();
    await confirmedLoan(id);
    await put(id, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '10.00' });
    expect((await documentOf(id, w.otherCompanyId, w.otherHr)).statusCode).toBe(404);
    expect((await documentOf(id, w.companyId, w.otherHr)).statusCode).toBe(403);
    expect((await documentOf(id, w.companyId, w.plain)).statusCode).toBe(403);
  });
});

describe('GET /api/employees/deactivated', () => {
  it("the company's terminated employees only, newest deactivation first", async () => {
    const first = await hired(w.companyId, { name: 'Primera Baja', controlNumber: 'DB-1' });
    const second = await hired(w.companyId, { name: 'Segunda Baja', controlNumber: 'DB-2' });
    const fired = await hired();
    const foreign = await hired(w.otherCompanyId);
    for (const id of [first, second]) await confirmedLoan(id);
    await confirmedLoan(foreign, w.otherCompanyId);
    await put(first, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '100.00' });
    t.clock.set('2026-04-09');
    await put(second, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '200.00' });
    await put(fired, 'deactivate', { company_id: w.companyId });
    await put(foreign, 'deactivate-with-savings', { company_id: w.otherCompanyId, totalSavings: '1.00' }, w.otherHr);

    const res = await deactivated();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        {
          id: second,
          name: 'Segunda Baja',
          controlNumber: 'DB-2',
          totalSavings: '200.00',
          deactivatedAt: '2026-04-09T18:00:00.000Z',
        },
        { id: first, name: 'Primera Baja', controlNumber: 'DB-1', totalSavings: '100.00', deactivatedAt: NOW_ISO },
      ],
    });
    expect((await deactivated(w.companyId, w.otherHr)).statusCode).toBe(403);
    expect((await deactivated(w.companyId, w.plain)).statusCode).toBe(403);
    expect((await deactivated(w.otherCompanyId, w.otherHr)).json().rows.map((r: { id: number }) => r.id)).toEqual([
      foreign,
    ]);
  });
});

describe('company scope and hostile input', () => {
  // Nothing changes.
  it("another company's employee id on every route: 404 with the caller's company, 403 with ours", async () => {
    const id = await hired();
    await confirmedLoan(id);
    const theirs = { company_id: w.otherCompanyId };
    const ours = { company_id: w.companyId };
    for (const [action, extra] of [
      ['deactivate', {}],
      ['deactivate-with-savings', { totalSavings: '5.00' }],
      ['activate', {}],
    ] as const) {
      expect((await put(id, action, { ...theirs, ...extra }, w.otherHr)).statusCode, action).toBe(404);
      expect((await put(id, action, { ...ours, ...extra }, w.otherHr)).statusCode, action).toBe(403);
      expect((await put(id, action, { ...ours, ...extra }, w.plain)).statusCode, action).toBe(403);
    }
    expect((await check(id, w.otherCompanyId, w.otherHr)).statusCode).toBe(404);
    expect(await rowOf(id)).toMatchObject({ status: 'hired', deactivatedAt: null });
    expect(await auditsOf(id)).toEqual([]);
    expect(await terminationNotices(id)).toEqual([]);
  });

  it('NUL bytes, 1 MB strings and bad ids are 400, never 500', async () => {
    const id = await hired();
    await confirmedLoan(id);
    for (const body of [
      {},
      { company_id: 'x' },
      { company_id: '\u0000' },
      { company_id: w.companyId, totalSavings: '1\u0000' },
      { company_id: w.companyId, totalSavings: '9'.repeat(1_000_000) },
      { company_id: 'x'.repeat(1_000_000), totalSavings: '1.00' },
    ]) {
      expect((await put(id, 'deactivate-with-savings', body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await put(id, 'deactivate', { company_id: '1\u0000' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/employees/abc/deactivate`,
          headers: w.hr,
          payload: { company_id: w.companyId },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/employees/${id}/activate`,
          headers: { ...w.hr, 'content-type': 'application/json' },
          payload: '{"company_id":',
        })
      ).statusCode,
    ).toBe(400);
    for (const q of ['company_id=%00', `company_id=${'1'.repeat(1_000_000)}`, 'company_id=', '']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/employees/${id}/check-confirmed-loans?${q}`, headers: w.hr }))
          .statusCode,
        q.slice(0, 20),
      ).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/employees/deactivated?${q}`, headers: w.hr })).statusCode,
        q.slice(0, 20),
      ).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/employees/${id}/deactivation-document?${q}`, headers: w.hr }))
          .statusCode,
        q.slice(0, 20),
      ).toBe(400);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'hired' });
  });
});

describe('concurrency', () => {
  it('20 identical deactivations at once: exactly one succeeds, the others 409; one audit row', async () => {
    const id = await hired();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => put(id, 'deactivate', { company_id: w.companyId })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error === 'employee_not_hired')).toBe(
      true,
    );
    expect(await auditsOf(id)).toHaveLength(1);
  });

  it('20 identical deactivations with savings at once: one terminated, one notice to treasury', async () => {
    const id = await hired();
    await confirmedLoan(id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        put(id, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '300.00' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await terminationNotices(id)).toHaveLength(1);
    expect(await auditsOf(id)).toHaveLength(1);
  });
});
