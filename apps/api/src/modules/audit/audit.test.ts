/**
 * GET /api/audit and /api/audit/export on real PostgreSQL (decision 080): the company's rows
 * newest first with who, what and the changed fields; the filters, the paging and its capped
 * total; another company's rows never; the grant; bad filters; the .xlsx read back.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COUNT_CAP, type AuditList } from '@abono/domain';
import { auditLog } from '../../db/schema';
import { recordAudits, type AuditEntry } from '../../core/audit/recordAudit';
import { createCompany, createEmployee, createRole, createUser, setUserRole } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

let companyId: number;
let otherCompanyId: number;
let adminId: number;
let hrId: number;
const headers: Record<
  'admin' | 'superAdmin' | 'hr' | 'treasury' | 'custom' | 'outsider',
  Record<string, string>
> = {} as never;

/** Audit rows of the company at given instants (the table's created_at is set by the test). */
async function seed(rows: (Partial<AuditEntry> & { at: string })[], company = () => companyId) {
  for (const { at, ...row } of rows) {
    await recordAudits(t.db, [
      {
        entityType: 'loan',
        entityId: 1,
        companyId: company(),
        actorUserId: null,
        action: 'approve',
        ...row,
      },
    ]);
    await t.db.execute(
      sql`update ${auditLog} set created_at = ${at}::timestamptz where id = (select max(id) from ${auditLog})`,
    );
  }
}

beforeAll(async () => {
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  companyId = company.id;
  otherCompanyId = other.id;
  const admin = await createUser(t.db, { role: 'admin', companyIds: [companyId] });
  const superAdmin = await createUser(t.db, { role: 'super_admin' });
  const hr = await createUser(t.db, { role: 'hr', companyIds: [companyId] });
  const treasury = await createUser(t.db, { role: 'treasury', companyIds: [companyId] });
  // A role of any name holding manage_access reads the log: the grant decides, never the role's name.
  const custom = await createUser(t.db, { role: 'employee', companyIds: [companyId] });
  await setUserRole(t.db, custom.id, await createRole(t.db, ['manage_access']));
  const outsider = await createUser(t.db, { role: 'admin', companyIds: [otherCompanyId] });
  adminId = admin.id;
  hrId = hr.id;
  await createEmployee(t.db, { companyId, userId: admin.id, name: 'Ana Administradora' });
  await createEmployee(t.db, { companyId, userId: hr.id, name: 'Rita Recursos' });
  headers.admin = (await t.loginAs(admin.tin)).headers;
  headers.superAdmin = (await t.loginAs(superAdmin.tin)).headers;
  headers.hr = (await t.loginAs(hr.tin)).headers;
  headers.treasury = (await t.loginAs(treasury.tin)).headers;
  headers.custom = (await t.loginAs(custom.tin)).headers;
  headers.outsider = (await t.loginAs(outsider.tin)).headers;

  // Mexico City is UTC-6: 2026-11-02T05:00Z is still 1 November there.
  await seed([
    { at: '2026-11-01T18:00:00Z', action: 'apply', entityId: 10, actorUserId: hrId, toStatus: 'pending' },
    {
      at: '2026-11-02T05:00:00Z',
      action: 'approve',
      entityId: 10,
      actorUserId: adminId,
      fromStatus: 'pending',
      toStatus: 'approved',
    },
    {
      at: '2026-11-03T18:00:00Z',
      entityType: 'settings',
      entityId: companyId,
      action: 'update',
      actorUserId: adminId,
      changes: { interest_rate: { from: '2.5', to: '3' } },
    },
    {
      at: '2026-11-04T18:00:00Z',
      entityType: 'employee',
      entityId: 7,
      action: 'download',
      actorUserId: hrId,
      changes: { file: 'employee_termination_7.pdf' },
    },
    { at: '2026-11-05T18:00:00Z', entityType: 'loan', entityId: 11, action: 'reject', actorUserId: null },
  ]);
  await seed(
    [{ at: '2026-11-06T18:00:00Z', entityType: 'loan', entityId: 99, action: 'approve', actorUserId: adminId }],
    () => otherCompanyId,
  );
});

function list(query = '', who: keyof typeof headers = 'admin', company = companyId) {
  return t.app.inject({ method: 'GET', url: `/api/audit?company_id=${company}${query}`, headers: headers[who] });
}
async function page(query = '', who: keyof typeof headers = 'admin'): Promise<AuditList> {
  const res = await list(query, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/audit', () => {
  it('every row of the company, newest first, with who, what, when and the changes; no other company', async () => {
    const body = await page();
    expect(body).toMatchObject({ total: 5, total_capped: false, page: 1, page_size: 10 });
    expect(body.rows.map((r) => [r.entity_type, r.entity_id, r.action])).toEqual([
      ['loan', 11, 'reject'],
      ['employee', 7, 'download'],
      ['settings', companyId, 'update'],
      ['loan', 10, 'approve'],
      ['loan', 10, 'apply'],
    ]);
    expect(body.rows[2]).toMatchObject({
      actor_user_id: adminId,
      actor_name: 'Ana Administradora',
      created_at: '2026-11-03T18:00:00.000Z',
      changes: { interest_rate: { from: '2.5', to: '3' } },
    });
    expect(body.rows[3]).toMatchObject({ from_status: 'pending', to_status: 'approved' });
    expect(body.rows[0]).toMatchObject({ actor_user_id: null, actor_name: null });
    expect(body.rows.some((r) => r.entity_id === 99)).toBe(false);
  });

  it('filters by entity, action, user and Mexico City days; pages with the total', async () => {
    expect((await page('&entity=loan')).rows.map((r) => r.action)).toEqual(['reject', 'approve', 'apply']);
    expect((await page('&action=download')).rows.map((r) => r.entity_type)).toEqual(['employee']);
    expect((await page(`&user_id=${hrId}`)).rows.map((r) => r.action)).toEqual(['download', 'apply']);
    // 2026-11-02T05:00Z is 1 November in Mexico City: it belongs to the 1st, not the 2nd.
    expect((await page('&from=2026-11-01&to=2026-11-01')).rows.map((r) => r.action)).toEqual(['approve', 'apply']);
    expect((await page('&from=2026-11-02&to=2026-11-03')).rows.map((r) => r.action)).toEqual(['update']);
    expect((await page('&entity=loan&user_id=' + adminId)).total).toBe(1);
    expect((await page('&entity=&action=&user_id=&from=&to=')).total).toBe(5);

    const first = await page('&page_size=10&page=1&entity=loan');
    expect(first.total).toBe(3);
    const second = await page('&page_size=10&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, rows: [] });
  });

  it('the total stops at the cap, and a page past the counted window is refused', async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, { role: 'admin', companyIds: [company.id] });
    const h = (await t.loginAs(admin.tin)).headers;
    await t.db.execute(sql`
      insert into ${auditLog} (entity_type, entity_id, company_id, action)
      select 'loan', g, ${company.id}, 'approve' from generate_series(1, ${AUDIT_COUNT_CAP + 5}) g`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit?company_id=${company.id}&page_size=1000&page=10`,
      headers: h,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: AUDIT_COUNT_CAP, total_capped: true, page: 10 });
    expect((res.json() as AuditList).rows).toHaveLength(1000);
    const past = await t.app.inject({
      method: 'GET',
      url: `/api/audit?company_id=${company.id}&page_size=1000&page=11`,
      headers: h,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: 'validation_error', fields: { page: expect.any(String) } });

    // The export is not capped at the count: all 10,005 rows, read in keyset batches, none twice.
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export?company_id=${company.id}`,
      headers: h,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Bitácora')!;
    expect(sheet.rowCount).toBe(AUDIT_COUNT_CAP + 6);
    const ids = new Set<unknown>();
    sheet.eachRow((r, n) => n > 1 && ids.add(r.getCell(5).value));
    expect(ids.size).toBe(AUDIT_COUNT_CAP + 5);
  });

  it('admins, super admins and any role holding manage_access; hr, treasury and other companies get 403', async () => {
    expect((await list('', 'superAdmin')).statusCode).toBe(200);
    expect((await list('', 'custom')).statusCode).toBe(200);
    expect((await list('', 'hr')).statusCode).toBe(403);
    expect((await list('', 'treasury')).statusCode).toBe(403);
    // An admin of another company cannot read this one's log, by list or by export.
    expect((await list('', 'outsider')).statusCode).toBe(403);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export?company_id=${companyId}`,
      headers: headers.outsider,
    });
    expect(exported.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/audit?company_id=${companyId}` })).statusCode).toBe(401);
  });

  it('bad filters answer 400 with the field, never 500', async () => {
    const bad = [
      ['&from=2026-13-01', 'from'],
      ['&to=ayer', 'to'],
      ['&from=2026-11-05&to=2026-11-01', 'to'],
      ['&user_id=abc', 'user_id'],
      ['&user_id=-1', 'user_id'],
      ['&entity=Loan;drop', 'entity'],
      [`&action=${'a'.repeat(61)}`, 'action'],
      ['&entity=%00', 'entity'],
      [`&action=${'x'.repeat(1_000_000)}`, null],
      ['&page=0', 'page'],
      ['&page_size=7', 'page_size'],
    ] as const;
    for (const [query, field] of bad) {
      const res = await list(query);
      expect(res.statusCode, query.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query.slice(0, 40)).toBeLessThan(500);
      if (field) expect(res.json().fields, query).toHaveProperty(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/audit', headers: headers.admin })).statusCode).toBe(400);
  });

  it('20 identical requests at once answer the same page', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => list()));
    const bodies = new Set(answers.map((r) => r.body));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(bodies.size).toBe(1);
  });
});

describe('GET /api/audit/export', () => {
  it('the filtered rows as .xlsx, newest first, with Mexico City times and before → after', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export?company_id=${companyId}&entity=settings`,
      headers: headers.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bitacora_\d{8}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Bitácora')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Fecha',
      'Usuario',
      'Id de usuario',
      'Entidad',
      'Id',
      'Acción',
      'Cambios (antes → después)',
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    // 18:00 UTC is 12:00 in Mexico City, written as the wall time.
    expect(row.getCell(1).value).toEqual(new Date('2026-11-03T12:00:00Z'));
    expect(row.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(row.getCell(2).value).toBe('Ana Administradora');
    expect(row.getCell(4).value).toBe('settings');
    expect(row.getCell(6).value).toBe('update');
    expect(row.getCell(7).value).toBe('interest_rate: 2.5 → 3');

    const all = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export?company_id=${companyId}`,
      headers: headers.admin,
    });
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const rows = whole.getWorksheet('Bitácora')!;
    expect(rows.rowCount).toBe(6);
    expect(rows.getRow(2).getCell(2).value).toBe('Sistema');
    expect(rows.getRow(5).getCell(7).value).toBe('status: pending → approved');
    expect(rows.getRow(3).getCell(7).value).toBe('file: employee_termination_7.pdf');
  });

  it('bad filters answer 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export?company_id=${companyId}&from=2026-11-05&to=2026-11-01`,
      headers: headers.admin,
    });
    expect(res.statusCode).toBe(400);
  });
});
