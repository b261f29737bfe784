/**
 * UI review minor "Values the system already has are asked again" (decision 051): a person whose
 * linked employee record already has the e-mail and phone HR entered is not sent to profile
 * onboarding; with only one of them, onboarding asks (the form prefills the known one).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../db/schema';
import { createCompany, createEmployee, createUser, loginAs } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

async function meOf(tin: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: (await loginAs(t.app, tin)).headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('onboarding skips what HR entered', () => {
  it('a linked record with e-mail and phone: no profile onboarding, the record’s values reported', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { email: null, phone: null, companyIds: [company.id] });
    const record = await createEmployee(t.db, { companyId: company.id, userId: user.id });
    await t.db
      .update(employees)
      .set({ email: 'hr.puso@ejemplo.mx', phone: '4775550101' })
      .where(eq(employees.id, record.id));
    expect(await meOf(user.tin)).toMatchObject({
      email: 'hr.puso@ejemplo.mx',
      phone: '4775550101',
      needsOnboarding: false,
      needsCompanyOnboarding: false,
    });
  });

  it('only the e-mail known: onboarding still asks (for the phone)', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { email: null, phone: null, companyIds: [company.id] });
    const record = await createEmployee(t.db, { companyId: company.id, userId: user.id });
    await t.db.update(employees).set({ email: 'solo.correo@ejemplo.mx' }).where(eq(employees.id, record.id));
    expect(await meOf(user.tin)).toMatchObject({ email: 'solo.correo@ejemplo.mx', phone: null, needsOnboarding: true });
  });

  it("a record in a company the person may not access does not count; the account's own values win", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { email: null, phone: null });
    const record = await createEmployee(t.db, { companyId: company.id, userId: user.id });
    await t.db
      .update(employees)
      .set({ email: 'ajena@ejemplo.mx', phone: '4775550102' })
      .where(eq(employees.id, record.id));
    expect(await meOf(user.tin)).toMatchObject({ email: null, needsOnboarding: true });

    const own = await createUser(t.db, { email: 'propio@ejemplo.mx', phone: '4770000001', companyIds: [company.id] });
    const ownRecord = await createEmployee(t.db, { companyId: company.id, userId: own.id });
    await t.db
      .update(employees)
      .set({ email: 'rh@ejemplo.mx', phone: '4770000002' })
      .where(eq(employees.id, ownRecord.id));
    expect(await meOf(own.tin)).toMatchObject({
      email: 'propio@ejemplo.mx',
      phone: '4770000001',
      needsOnboarding: false,
    });
  });
});
