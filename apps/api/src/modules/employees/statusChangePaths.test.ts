/**
 * 03-decisions.md §6 "Deactivating" (decision 051): hired → fired has the same effects whichever path HR takes.
 * The deactivation routes are tested in deactivationEffects.test.ts; here the edit form
 * (PUT /employees/{id}) and the import (Estatus «Baja») reject the open requests with an audit
 * row naming the deactivation and end the account's access to that company only, and a form
 * activation gives the access back. Real PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { EMPLOYEE_IMPORT_HEADERS } from '@abono/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, employees, loans, roles, userCompanies } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { workbookOf } from '../../test/spreadsheets';
import { useTestApp } from '../../test/testApp';
import { LOAN_REJECTED_ON_DEACTIVATION } from './deactivationEffects';

const t = useTestApp();

interface World {
  companyId: number;
  otherCompanyId: number;
  hr: Record<string, string>;
  personId: number;
  recordId: number;
  controlNumber: string;
  loanId: number;
}
let w: World;

beforeEach(async () => {
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const person = await createUser(t.db, { role: 'employee', companyIds: [company.id, other.id] });
  const record = await createEmployee(t.db, { companyId: company.id, userId: person.id, name: 'Alex Rivera Soto' });
  await createEmployee(t.db, { companyId: other.id, userId: person.id });
  const { id: loanId } = await createLoan(t.db, {
    companyId: company.id,
    employeeId: record.id,
    status: 'pending',
    amount: '1000.00',
  });
  await t.db.update(loans).set({ userId: person.id }).where(eq(loans.id, loanId));
  w = {
    companyId: company.id,
    otherCompanyId: other.id,
    hr: (await t.loginAs(hr.tin)).headers,
    personId: person.id,
    recordId: record.id,
    controlNumber: record.controlNumber,
    loanId,
  };
});

const hasAccess = async (companyId: number) =>
  (
    await t.db
      .select()
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, w.personId), eq(userCompanies.companyId, companyId)))
  ).length > 0;
const loanStatus = async () =>
  (await t.db.select({ status: loans.status }).from(loans).where(eq(loans.id, w.loanId)))[0]!.status;
const loanAuditActions = async () =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, w.loanId)))
  ).map((a) => a.action);

async function editForm(status: 'hired' | 'fired') {
  const [record] = await t.db.select().from(employees).where(eq(employees.id, w.recordId));
  const [employeeRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'employee'));
  return t.app.inject({
    method: 'PUT',
    url: `/api/employees/${w.recordId}`,
    headers: w.hr,
    payload: {
      controlNumber: record!.controlNumber,
      name: record!.name,
      status,
      work_location: record!.workLocation,
      tin: '',
      role_id: employeeRole!.id,
      accountNumber: '072225001234567891',
      bank: '072',
      company_id: w.companyId,
    },
  });
}

describe('hired → fired through the edit form', () => {
  it('rejects the open request (audited as the deactivation) and ends access to that company only', async () => {
    const res = await editForm('fired');
    expect(res.statusCode, res.body).toBe(200);
    expect(await loanStatus()).toBe('rejected');
    expect(await loanAuditActions()).toContain(LOAN_REJECTED_ON_DEACTIVATION);
    expect(await hasAccess(w.companyId)).toBe(false);
    expect(await hasAccess(w.otherCompanyId)).toBe(true);

    const [audit] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, w.recordId), eq(auditLog.action, 'update')),
      );
    expect(audit!.changes).toMatchObject({ rejected_loans: [w.loanId] });

    // Hired again through the form: the access the deactivation took comes back.
    expect((await editForm('hired')).statusCode).toBe(200);
    expect(await hasAccess(w.companyId)).toBe(true);
  });
});

describe('hired → fired through the import', () => {
  it('a row with Estatus «Baja» rejects the open request and ends access to that company only', async () => {
    const headers = Object.values(EMPLOYEE_IMPORT_HEADERS);
    const values: Record<keyof typeof EMPLOYEE_IMPORT_HEADERS, string> = {
      controlNumber: w.controlNumber,
      name: 'Alex Rivera Soto',
      email: '',
      phone: '',
      status: 'Baja',
      accountNumber: '',
      bank: '',
      workLocation: 'Planta León',
      tin: '',
      role: '',
    };
    const file = await workbookOf([
      headers,
      (Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[]).map((k) => values[k]),
    ]);
    const body = multipartBody({ company_id: String(w.companyId) }, [
      {
        field: 'file',
        filename: 'empleados.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: file,
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: { ...w.hr, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [record] = await t.db
      .select({ status: employees.status })
      .from(employees)
      .where(eq(employees.id, w.recordId));
    expect(record!.status).toBe('fired');
    expect(await loanStatus()).toBe('rejected');
    expect(await loanAuditActions()).toContain(LOAN_REJECTED_ON_DEACTIVATION);
    expect(await hasAccess(w.companyId)).toBe(false);
    expect(await hasAccess(w.otherCompanyId)).toBe(true);
  });
});
