/** GET /api/employees/template: HR downloads the import template; others are refused. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

describe('GET /api/employees/template', () => {
  it('answers the .xlsx with the role names of the database (never super_admin)', async () => {
    const company = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const res = await t.app.inject({ method: 'GET', url: '/api/employees/template', headers: (await t.loginAs(hr.tin)).headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="plantilla_empleados.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const formula = book.worksheets[0]!.getCell('J2').dataValidation.formulae?.[0] as string;
    expect(formula).toContain('employee');
    expect(formula).toContain('hr');
    expect(formula).not.toContain('super_admin');
  });

  it('refuses a user without the employees grant, and no session', async () => {
    const company = await createCompany(t.db);
    const employee = await createUser(t.db, { role: 'employee', companyIds: [company.id] });
    expect((await t.app.inject({ method: 'GET', url: '/api/employees/template', headers: (await t.loginAs(employee.tin)).headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/employees/template' })).statusCode).toBe(401);
  });
});
