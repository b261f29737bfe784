/**
 * POST /api/employees/import on real PostgreSQL with real files: the
 * hand-filled sample's exact outcome, workbooks built here (good and bad rows, leading zeros,
 * a formula cell, title rows), importing twice, the role and status rules, no linking by RFC,
 * hostile files with nothing changed, company scope, concurrency and all-or-nothing.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS } from '@abono/domain';
import { auditLog, employees, notifications, roles, userCompanies, users } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser, uniqueTin } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import {
  SAMPLES_DIR,
  encryptedWorkbook,
  HTML_POLYGLOT,
  streamedWorkbookOf,
  workbookOf,
  zipBomb,
} from '../../test/spreadsheets';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
const HEADERS = Object.values(EMPLOYEE_IMPORT_HEADERS);
const sample = (name: string) => readFileSync(new URL(name, SAMPLES_DIR));

interface Scene {
  companyId: number;
  hr: Record<string, string>;
  hrUserId: number;
}
let s: Scene;

beforeEach(async () => {
  const company = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  s = { companyId: company.id, hr: (await t.loginAs(hr.tin)).headers, hrUserId: hr.id };
});

function upload(
  content: Buffer,
  filename = 'empleados.xlsx',
  options: { companyId?: number | string; headers?: Record<string, string> } = {},
) {
  const body = multipartBody({ company_id: String(options.companyId ?? s.companyId) }, [
    {
      field: 'file',
      filename,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/employees/import',
    headers: { ...(options.headers ?? s.hr), ...body.headers },
    payload: body.payload,
  });
}

/** A template row: control number, name, e-mail, phone, status, account, bank, work location, RFC, role. */
const line = (control: string, overrides: Partial<Record<keyof typeof EMPLOYEE_IMPORT_HEADERS, unknown>> = {}) => {
  const values = {
    controlNumber: control,
    name: `Empleado ${control}`,
    email: '',
    phone: '',
    status: '',
    accountNumber: '',
    bank: '',
    workLocation: 'Planta León',
    tin: '',
    role: '',
    ...overrides,
  };
  return (Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[]).map((k) => values[k]);
};

async function state(companyId = s.companyId) {
  return t.db.select().from(employees).where(eq(employees.companyId, companyId)).orderBy(employees.controlNumber);
}

async function byControl(control: string, companyId = s.companyId) {
  const [row] = await t.db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.controlNumber, control)));
  return row;
}

async function roleId(name: string) {
  return (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]!.id;
}

describe('POST /api/employees/import: the hand-filled sample', () => {
  it('empleados-captura.xlsx gives exactly the README outcome, and importing it again changes nothing', async () => {
    const res = await upload(sample('empleados-captura.xlsx'), 'empleados-captura.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: {
        success: [
          { row: 2, controlNumber: 'IB-0201', action: 'created' },
          { row: 3, controlNumber: '00457', action: 'created' },
        ],
        errors: [
          { row: 4, controlNumber: 'IB-0203', error: 'Falta el nombre' },
          { row: 5, controlNumber: 'IB-0204', error: 'El correo no es válido; El estatus debe ser Contratado o Baja' },
          { row: 6, controlNumber: 'IB-0205', error: 'Falta el centro de trabajo' },
          { row: 7, controlNumber: 'IB-0201', error: 'Número de control repetido en el archivo (fila 2)' },
        ],
      },
    });
    const rows = await state();
    expect(rows.map((r) => r.controlNumber)).toEqual(['00457', 'IB-0201']);
    expect(rows[0]).toMatchObject({
      name: 'Jorge Ávila',
      status: 'hired',
      roleId: await roleId('employee'),
      accountNumber: '1234567890',
      bank: '072',
      email: null,
      tin: null,
    });
    expect(rows[1]).toMatchObject({
      name: 'Carmen Ruiz Ortega',
      accountNumber: '072225001234567891',
      bank: '072',
      tin: 'RUOC900101AB1',
      email: 'carmen.ruiz@example.mx',
    });

    const again = await upload(sample('empleados-captura.xlsx'), 'empleados-captura.xlsx');
    expect(again.statusCode).toBe(200);
    expect(again.json().results.success).toEqual([
      { row: 2, controlNumber: 'IB-0201', action: 'unchanged' },
      { row: 3, controlNumber: '00457', action: 'unchanged' },
    ]);
    expect(again.json().results.errors).toHaveLength(4);
    expect(await state()).toEqual(rows);
  });
});

describe('POST /api/employees/import: workbooks built here', () => {
  // And a second import changes nothing.
  it('saves the good rows, reports the bad ones with their row numbers', async () => {
    await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'W-EXISTE', name: 'Nombre viejo' });
    await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'W-IGUAL', name: 'Empleado W-IGUAL' });
    const bytes = await workbookOf([
      HEADERS,
      line('W-001', {
        email: 'uno@ejemplo.mx',
        phone: '4771234567',
        status: 'FIRED',
        accountNumber: '072180001234567897',
        bank: '72',
        tin: 'abcd800101xy1',
        role: 'hr',
      }),
      line('W-EXISTE'),
      line('W-IGUAL'),
      [],
      line('W-002', { accountNumber: '072180001234567890', bank: '072' }),
      line('W-003', { bank: 'BBVA' }),
      line('W-005', { role: 'jefe' }),
      line('x'.repeat(100)),
      // A CLABE typed as a number: Excel keeps 15 digits, so the last ones are already lost.
      line('W-006', { accountNumber: Number('072180001234567897'), bank: '072' }),
      line('W-001'),
    ]);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(200);
    const { success, errors } = res.json().results;
    expect(success).toEqual([
      { row: 2, controlNumber: 'W-001', action: 'created' },
      { row: 3, controlNumber: 'W-EXISTE', action: 'updated' },
      { row: 4, controlNumber: 'W-IGUAL', action: 'unchanged' },
    ]);
    expect(errors.map((e: { row: number }) => e.row)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(errors[0].error).toBe('La CLABE no es válida: su dígito verificador no coincide');
    expect(errors[1].error).toBe('El banco debe ser 072 (BANORTE) o 021 (HSBC)');
    expect(errors[2].error).toBe('El rol «jefe» no existe');
    expect(errors[3]).toMatchObject({
      controlNumber: 'x'.repeat(30),
      error: 'El número de control es demasiado largo',
    });
    expect(errors[4].error).toContain('escríbelo como texto');
    expect(errors[5].error).toContain('repetido');
    expect(await byControl('W-001')).toMatchObject({
      status: 'fired',
      bank: '072',
      tin: 'ABCD800101XY1',
      roleId: await roleId('hr'),
      email: 'uno@ejemplo.mx',
      deactivatedAt: expect.any(Date),
    });
    expect((await byControl('W-EXISTE'))!.name).toBe('Empleado W-EXISTE');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.companyId), eq(auditLog.entityType, 'employee')));
    expect(audits.map((a) => a.action).sort()).toEqual(['import_create', 'import_update']);

    const before = await state();
    const again = await upload(bytes);
    expect(again.json().results.success.map((r: { action: string }) => r.action)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(await state()).toEqual(before);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, s.companyId), eq(auditLog.entityType, 'employee'))),
    ).toHaveLength(2);
  });

  it('keeps leading zeros (text cells, "00000"-formatted numbers) and reads a formula\'s cached result', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Empleados');
    sheet.addRow(HEADERS);
    sheet.addRow(line('00457'));
    const numeric = sheet.addRow(line('', { phone: 4771234567 }));
    numeric.getCell(1).value = 458;
    numeric.getCell(1).numFmt = '000000';
    const formula = sheet.addRow(line(''));
    formula.getCell(1).value = { formula: 'CONCAT("F-","0001")', result: 'F-0001' } as ExcelJS.CellFormulaValue;
    formula.getCell(2).value = {
      formula: 'B2&" (copia)"',
      result: 'Empleado 00457 (copia)',
    } as ExcelJS.CellFormulaValue;
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual({
      success: [
        { row: 2, controlNumber: '00457', action: 'created' },
        { row: 3, controlNumber: '000458', action: 'created' },
        { row: 4, controlNumber: 'F-0001', action: 'created' },
      ],
      errors: [],
    });
    expect((await byControl('000458'))!.phone).toBe('4771234567');
    expect((await byControl('F-0001'))!.name).toBe('Empleado 00457 (copia)');
  });

  // A column left out keeps its values.
  it('finds the header under title rows, in any case, with extra columns', async () => {
    const existing = await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'H-1', tin: 'HHHH800101AB1' });
    await t.db.update(employees).set({ email: 'guardado@ejemplo.mx' }).where(eq(employees.id, existing.id));
    const bytes = await workbookOf([
      ['Alta de personal'],
      [],
      ['Depto', '  NÚMERO DE CONTROL ', 'nombre', 'CENTRO DE TRABAJO*', 'Notas'],
      ['A', 'H-1', 'Nombre Nuevo', 'Oficinas', 'x'],
      ['A', 'H-2', 'Otra Persona', 'Oficinas', 'y'],
    ]);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.success).toEqual([
      { row: 4, controlNumber: 'H-1', action: 'updated' },
      { row: 5, controlNumber: 'H-2', action: 'created' },
    ]);
    expect(await byControl('H-1')).toMatchObject({
      name: 'Nombre Nuevo',
      workLocation: 'Oficinas',
      email: 'guardado@ejemplo.mx',
      tin: 'HHHH800101AB1',
      status: 'hired',
    });
  });

  it("a file without the template's header, or without employees, is a 400 and changes nothing", async () => {
    const noHeader = await upload(
      await workbookOf([
        ['Control', 'Nombre'],
        ['A-1', 'Ana'],
      ]),
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toMatchObject({
      error: 'employee_import_header_missing',
      message: expect.stringContaining('Número de control'),
    });
    const empty = await upload(await workbookOf([HEADERS, [], []]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El archivo no tiene empleados debajo del encabezado.');
    expect(await state()).toEqual([]);
  });

  it("roles: a row with a role HR cannot give is an error row; a blank role keeps an existing employee's", async () => {
    const kept = await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'ROL-1' });
    await t.db
      .update(employees)
      .set({ roleId: await roleId('hr') })
      .where(eq(employees.id, kept.id));
    const bytes = await workbookOf([
      HEADERS,
      line('ROL-1', { name: 'Empleado ROL-1' }),
      line('ROL-2', { role: 'admin' }),
      line('ROL-3', { role: 'super_admin' }),
      line('ROL-4', { role: 'hr' }),
    ]);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.success.map((r: { controlNumber: string }) => r.controlNumber)).toEqual([
      'ROL-1',
      'ROL-4',
    ]);
    expect(res.json().results.errors).toEqual([
      { row: 3, controlNumber: 'ROL-2', error: 'No puedes asignar el rol «admin»: tiene permisos que tú no tienes' },
      {
        row: 4,
        controlNumber: 'ROL-3',
        error: 'No puedes asignar el rol «super_admin»: tiene permisos que tú no tienes',
      },
    ]);
    expect((await byControl('ROL-1'))!.roleId).toBe(await roleId('hr'));
    expect(await byControl('ROL-2')).toBeUndefined();
  });

  it("a linked user's role changes through the import under the account rule", async () => {
    const other = await createCompany(t.db);
    const inReach = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const beyond = await createUser(t.db, { role: 'employee', companyIds: [s.companyId, other.id] });
    await createEmployee(t.db, {
      companyId: s.companyId,
      controlNumber: 'U-1',
      userId: inReach.id,
      name: 'Empleado U-1',
    });
    await createEmployee(t.db, {
      companyId: s.companyId,
      controlNumber: 'U-2',
      userId: beyond.id,
      name: 'Empleado U-2',
    });
    const res = await upload(
      await workbookOf([
        HEADERS,
        line('U-1', { role: 'hr' }),
        line('U-2', { role: 'hr', name: 'Cambio que no entra' }),
      ]),
    );
    expect(res.json().results.success).toEqual([{ row: 2, controlNumber: 'U-1', action: 'updated' }]);
    expect(res.json().results.errors).toEqual([
      { row: 3, controlNumber: 'U-2', error: expect.stringContaining('empresas que no administras') },
    ]);
    const roleOf = async (id: number) =>
      (await t.db.select({ r: users.roleId }).from(users).where(eq(users.id, id)))[0]!.r;
    expect(await roleOf(inReach.id)).toBe(await roleId('hr'));
    expect(await roleOf(beyond.id)).toBe(await roleId('employee'));
    expect((await byControl('U-2'))!.name).toBe('Empleado U-2');
  });

  // Hired → fired with confirmed loans is an error row.
  it("status: blank keeps an existing employee's, terminated stays", async () => {
    const fired = await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'ST-1', name: 'Empleado ST-1' });
    await t.db.update(employees).set({ status: 'fired' }).where(eq(employees.id, fired.id));
    const terminated = await createEmployee(t.db, {
      companyId: s.companyId,
      controlNumber: 'ST-2',
      name: 'Empleado ST-2',
    });
    await t.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, terminated.id));
    const borrower = await createEmployee(t.db, {
      companyId: s.companyId,
      controlNumber: 'ST-3',
      name: 'Empleado ST-3',
    });
    await createLoan(t.db, { companyId: s.companyId, employeeId: borrower.id, status: 'confirmed' });
    const res = await upload(
      await workbookOf([HEADERS, line('ST-1'), line('ST-2', { status: 'hired' }), line('ST-3', { status: 'fired' })]),
    );
    expect(res.json().results.success).toEqual([
      { row: 2, controlNumber: 'ST-1', action: 'unchanged' },
      { row: 3, controlNumber: 'ST-2', action: 'unchanged' },
    ]);
    expect(res.json().results.errors).toEqual([
      { row: 4, controlNumber: 'ST-3', error: expect.stringContaining('préstamos confirmados') },
    ]);
    expect((await byControl('ST-1'))!.status).toBe('fired');
    expect((await byControl('ST-2'))!.status).toBe('terminated');
    expect((await byControl('ST-3'))!.status).toBe('hired');
  });

  // No account, no company, no notice.
  it('a new employee whose RFC a registered user has links nothing (03 §6)', async () => {
    const person = await createUser(t.db, { role: 'employee', tin: uniqueTin('IMP') });
    const res = await upload(await workbookOf([HEADERS, line('L-1', { tin: person.tin })]));
    expect(res.json().results.success).toEqual([{ row: 2, controlNumber: 'L-1', action: 'created' }]);
    expect((await byControl('L-1'))!.userId).toBeNull();
    expect(await t.db.select().from(userCompanies).where(eq(userCompanies.userId, person.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, person.id))).toEqual([]);
  });
});

/** A workbook whose shared strings hold a raw NUL (XML cannot: the reader refuses the file). */
async function withNulByte(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await workbookOf([HEADERS, line('NUL-1', { name: 'aNULb' })]));
  const strings = await zip.file('xl/sharedStrings.xml')!.async('string');
  zip.file('xl/sharedStrings.xml', strings.replace('aNULb', 'a\u0000b'));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('POST /api/employees/import: refusals', () => {
  it('hostile or wrong files are refused in Spanish and nothing changes', async () => {
    await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'IB-0201', name: 'Antes' });
    const before = await state();
    const good = sample('empleados-captura.xlsx');
    const cases: [Buffer, string, number, string][] = [
      [await zipBomb(), 'bomba.xlsx', 400, 'spreadsheet_unsafe'],
      [
        Buffer.from(`${HEADERS.join(',')}\nIB-0201,Ana,,,,,,León,,\n`),
        'empleados.xlsx',
        415,
        'invalid_spreadsheet_type',
      ],
      [sample('ahorros-excel97.xls'), 'empleados.xls', 415, 'invalid_spreadsheet_type'],
      [sample('ahorros-excel97.xls'), 'empleados.xlsx', 415, 'invalid_spreadsheet_type'],
      [HTML_POLYGLOT, 'empleados.xlsx', 415, 'invalid_spreadsheet_type'],
      [good, 'empleados.csv', 415, 'invalid_spreadsheet_type'],
      [good.subarray(0, good.length - 200), 'corto.xlsx', 400, 'spreadsheet_unreadable'],
      [encryptedWorkbook(), 'clave.xlsx', 400, 'spreadsheet_unreadable'],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'grande.xlsx', 413, 'payload_too_large'],
      [await withNulByte(), 'nulo.xlsx', 400, 'spreadsheet_unreadable'],
    ];
    for (const [bytes, name, status, code] of cases) {
      const res = await upload(bytes, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ error: code, message: expect.stringMatching(/[a-záéíóú]/) });
      // The import takes .xlsx only, and says so.
      if (code === 'invalid_spreadsheet_type') expect(res.json().message, name).toBe('Sube un archivo de Excel .xlsx.');
    }
    expect(await state()).toEqual(before);
  });

  it('another company, no permission, no file or a bad company id are refused and nothing changes', async () => {
    const other = await createCompany(t.db);
    const file = sample('empleados-captura.xlsx');
    expect((await upload(file, 'a.xlsx', { companyId: other.id })).statusCode).toBe(403);
    const employee = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    expect((await upload(file, 'a.xlsx', { headers: (await t.loginAs(employee.tin)).headers })).statusCode).toBe(403);
    expect((await upload(file, 'a.xlsx', { companyId: 'a\u0000b' })).statusCode).toBe(400);
    const noFile = multipartBody({ company_id: String(s.companyId) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: { ...s.hr, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: s.hr,
      payload: { company_id: s.companyId },
    });
    expect(json.statusCode).toBe(415);
    expect(await state()).toEqual([]);
    expect(await state(other.id)).toEqual([]);
  });

  it('a 1 MB cell is an error row, never a 500', async () => {
    // Random text does not compress, so this is a big cell, not a zip bomb.
    const res = await upload(
      await workbookOf([HEADERS, line('BIG-1', { name: randomBytes(750_000).toString('base64') }), line('BIG-2')]),
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().results).toEqual({
      success: [{ row: 3, controlNumber: 'BIG-2', action: 'created' }],
      errors: [{ row: 2, controlNumber: 'BIG-1', error: 'El nombre es demasiado largo' }],
    });
  });

  it(`more than 20,000 employees in one file is 413`, async () => {
    const res = await upload(
      await streamedWorkbookOf([HEADERS, ...Array.from({ length: 20_001 }, (_, i) => line(`M-${i + 1}`))]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('20,000');
    expect(await state()).toEqual([]);
  });
});

describe('POST /api/employees/import: transactions', () => {
  it('all or nothing: a failure in the middle of the write leaves the table as it was', async () => {
    await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'T-1', name: 'Antes' });
    const before = await state();
    // A trigger that fails on one row stands in for a crash half-way through the write.
    await t.db.execute(
      sql.raw(`
      create or replace function fail_on_t_boom() returns trigger language plpgsql as $$
      begin if new.control_number = 'T-BOOM' then raise exception 'simulated crash'; end if; return new; end $$;
      create trigger fail_on_t_boom before insert on employees for each row execute function fail_on_t_boom();`),
    );
    try {
      const res = await upload(
        await workbookOf([HEADERS, line('T-1', { name: 'Después' }), line('T-2'), line('T-BOOM'), line('T-3')]),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal_error', message: expect.any(String) });
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_on_t_boom on employees; drop function fail_on_t_boom();'));
    }
    expect(await state()).toEqual(before);
  });

  it('two imports of one company at once serialize: each row is created exactly once', async () => {
    const bytes = await workbookOf([HEADERS, ...Array.from({ length: 50 }, (_, i) => line(`CC-${i}`))]);
    const [a, b] = await Promise.all([upload(bytes), upload(bytes)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const actions = [...a.json().results.success, ...b.json().results.success].map((r: { action: string }) => r.action);
    expect(actions.filter((x) => x === 'created')).toHaveLength(50);
    expect(actions.filter((x) => x === 'unchanged')).toHaveLength(50);
    expect(await state()).toHaveLength(50);
  });

  // Each row created exactly once.
  it('20 identical imports at once: one reads and one waits per company (decision 050), the rest 429', async () => {
    const bytes = await workbookOf([HEADERS, ...Array.from({ length: 30 }, (_, i) => line(`VV-${i}`))]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(bytes)));
    const done = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length + refused.length).toBe(20);
    for (const r of refused) expect([r.json().error, r.headers['retry-after']]).toEqual(['spreadsheet_busy', '5']);
    const actions = done.flatMap((a) => a.json().results.success.map((r: { action: string }) => r.action));
    expect(actions.filter((x) => x === 'created')).toHaveLength(30);
    expect(actions.filter((x) => x === 'unchanged')).toHaveLength((done.length - 1) * 30);
    expect(await state()).toHaveLength(30);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.companyId), eq(auditLog.action, 'import_create')));
    expect(audits).toHaveLength(30);
  }, 60_000);

  it('an Idempotency-Key replay answers the first result without importing again', async () => {
    const bytes = await workbookOf([HEADERS, line('K-1')]);
    const headers = { ...s.hr, 'idempotency-key': `import-${uniqueTin('')}` };
    const first = await upload(bytes, 'k.xlsx', { headers });
    const replay = await upload(bytes, 'k.xlsx', { headers });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(first.json().results.success).toEqual([{ row: 2, controlNumber: 'K-1', action: 'created' }]);
  });
});
