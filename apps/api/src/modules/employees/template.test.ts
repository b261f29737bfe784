/**
 * GET /api/employees/template: HR downloads the import template; others are refused. The
 * downloaded template itself (decision 059), filled below its header and imported, creates exactly the
 * rows typed (its example lives on a sheet the import never reads), in Spanish words, and offers
 * only the roles the importer may give.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS, TEMPLATE_EXAMPLE } from '@abono/domain';
import { employees, roles } from '../../db/schema';
import { createCompany, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

async function download(headers: Record<string, string>): Promise<ExcelJS.Workbook> {
  const res = await t.app.inject({ method: 'GET', url: '/api/employees/template', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="plantilla_empleados.xlsx"');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

async function hrOf(role: 'hr' | 'admin' | 'super_admin' = 'hr') {
  const company = await createCompany(t.db);
  const user = await createUser(t.db, { role, companyIds: role === 'super_admin' ? [] : [company.id] });
  return { companyId: company.id, headers: (await t.loginAs(user.tin)).headers };
}

function upload(content: Buffer, companyId: number, headers: Record<string, string>) {
  const body = multipartBody({ company_id: String(companyId) }, [
    {
      field: 'file',
      filename: 'plantilla_empleados.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/employees/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const roleList = (book: ExcelJS.Workbook) =>
  book.getWorksheet('Empleados')!.getCell('J2').dataValidation.formulae?.[0] as string;
const row = (values: Partial<Record<keyof typeof EMPLOYEE_IMPORT_HEADERS, string>>) =>
  (Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[]).map((k) => values[k] ?? '');

describe('GET /api/employees/template', () => {
  it('the import sheet holds only the header; the instructions and the example are on their own sheet', async () => {
    const book = await download((await hrOf()).headers);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Empleados', 'Instrucciones']);
    const sheet = book.getWorksheet('Empleados')!;
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...Object.values(EMPLOYEE_IMPORT_HEADERS)]);
    const notes = book.getWorksheet('Instrucciones')!;
    const texts: string[] = [];
    notes.eachRow((r) => texts.push((r.values as unknown[]).slice(1).join('|')));
    expect(texts.join('\n')).toContain(`${TEMPLATE_EXAMPLE.controlNumber}|${TEMPLATE_EXAMPLE.name}`);
    expect(texts.join('\n')).toContain('Estatus: Contratado o Baja; vacío es Contratado.');
  });

  it('offers Spanish words: Contratado / Baja, and only the roles the importer may give', async () => {
    const hrBook = await download((await hrOf()).headers);
    expect(hrBook.getWorksheet('Empleados')!.getCell('E2').dataValidation.formulae?.[0]).toBe('"Contratado,Baja"');
    expect(roleList(hrBook)).toBe('"Solicitante,Recursos humanos"');
    const superBook = await download((await hrOf('super_admin')).headers);
    expect(roleList(superBook)).toBe('"Solicitante,Recursos humanos,Tesorería,Administrador"');
  });

  it('refuses a user without the employees grant, and no session', async () => {
    const company = await createCompany(t.db);
    const employee = await createUser(t.db, { role: 'employee', companyIds: [company.id] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/employees/template',
          headers: (await t.loginAs(employee.tin)).headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/employees/template' })).statusCode).toBe(401);
  });
});

describe('the downloaded template, filled and imported', () => {
  // Never the example.
  it('creates exactly the rows typed below the header, with Spanish status and role words', async () => {
    const { companyId, headers } = await hrOf();
    const book = await download(headers);
    const sheet = book.getWorksheet('Empleados')!;
    sheet.addRow(
      row({
        controlNumber: 'T-1',
        name: 'Rosa Gómez',
        workLocation: 'Planta León',
        status: 'Contratado',
        role: 'Recursos humanos',
      }),
    );
    sheet.addRow(
      row({ controlNumber: 'T-2', name: 'Iván Núñez', workLocation: 'Planta León', status: 'Baja', role: 'Empleado' }),
    );
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()), companyId, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual({
      success: [
        { row: 2, controlNumber: 'T-1', action: 'created' },
        { row: 3, controlNumber: 'T-2', action: 'created' },
      ],
      errors: [],
    });
    const rows = await t.db
      .select({ control: employees.controlNumber, status: employees.status, role: roles.name })
      .from(employees)
      .leftJoin(roles, eq(roles.id, employees.roleId))
      .where(eq(employees.companyId, companyId))
      .orderBy(employees.controlNumber);
    expect(rows).toEqual([
      { control: 'T-1', status: 'hired', role: 'hr' },
      { control: 'T-2', status: 'fired', role: 'employee' },
    ]);
  });

  it('a template downloaded before the example moved (the example as row 2) imports only the real rows', async () => {
    const { companyId, headers } = await hrOf();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Empleados');
    sheet.addRow(Object.values(EMPLOYEE_IMPORT_HEADERS));
    sheet.addRow(row({ ...TEMPLATE_EXAMPLE, status: 'hired', role: 'employee' }));
    sheet.addRow(row({ controlNumber: 'T-9', name: 'Ana Ruiz', workLocation: 'Oficinas' }));
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()), companyId, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.success).toEqual([{ row: 3, controlNumber: 'T-9', action: 'created' }]);
    const rows = await t.db
      .select({ control: employees.controlNumber })
      .from(employees)
      .where(eq(employees.companyId, companyId));
    expect(rows).toEqual([{ control: 'T-9' }]);
  });

  it('an unknown status is reported in Spanish words', async () => {
    const { companyId, headers } = await hrOf();
    const book = await download(headers);
    book
      .getWorksheet('Empleados')!
      .addRow(row({ controlNumber: 'T-3', name: 'Luis Paz', workLocation: 'Planta León', status: 'despedido' }));
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()), companyId, headers);
    expect(res.json().results.errors).toEqual([
      { row: 2, controlNumber: 'T-3', error: 'El estatus debe ser Contratado o Baja' },
    ]);
  });
});
