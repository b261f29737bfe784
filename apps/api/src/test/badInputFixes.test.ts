/**
 * What the bad-input corpus (badInput.test.ts) found, one case each (decision 090): a URL Fastify
 * cannot route answered its own English body; a lone surrogate in a name answered 500 or was
 * stored as U+FFFD; `true` or `"1e3"` passed as a company id (company 1, or a company that does
 * not exist: 500); the all-companies grant wrote for a company that does not exist (500); half a
 * PDF was stored as a payslip.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@abono/domain';
import { createCompany, createUser } from './factories';
import { borrower, companyScenario, insuranceFields, insuranceRequest, realPdf } from './testSupport';
import { useTestApp } from './testApp';
import { multipartBody } from './multipart';
import { workbookOf } from './spreadsheets';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const t = useTestApp();

async function superAdmin() {
  const company = await createCompany(t.db);
  const admin = await createUser(t.db, { role: 'super_admin', companyIds: [company.id] });
  return { companyId: company.id, headers: (await t.loginAs(admin.tin)).headers };
}

function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number, code: keyof typeof ERRORS) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: code, message: ERRORS[code].message });
}

describe('URLs Fastify answers before any handler', () => {
  it('invalid UTF-8 in a path (a lone surrogate) answers the envelope in Spanish', async () => {
    const { headers } = await superAdmin();
    for (const url of ['/api/files/%ED%A0%80', '/api/auth/sessions/x%ED%BF%BFy']) {
      expectEnvelope(await t.app.inject({ method: 'GET', url, headers }), 404, 'route_not_found');
    }
  });

  it('a path parameter past its length answers 400 validation_error, not an English 414', async () => {
    const { headers } = await superAdmin();
    const res = await t.app.inject({ method: 'GET', url: `/api/roles/${'9'.repeat(200)}`, headers });
    expectEnvelope(res, 400, 'validation_error');
  });
});

describe('text and ids the schemas now refuse', () => {
  it('a lone surrogate in a role name is a 400 on the field, not a 500', async () => {
    const { headers } = await superAdmin();
    for (const name of ['\uD800', 'Rol \uDFFF'])
      for (const method of ['POST', 'PUT'] as const) {
        const res = await t.app.inject({
          method,
          url: method === 'POST' ? '/api/roles' : '/api/roles/1',
          headers,
          payload: { name, description: 'Descripción' },
        });
        expectEnvelope(res, 400, 'validation_error');
        expect(res.json().fields).toEqual({ name: 'errors.invalid_text' });
      }
  });

  it('a company id of true, "1e3" or [n] is refused, never read as company 1 or 1000', async () => {
    const { companyId, headers } = await superAdmin();
    for (const company_id of [true, '1e3', [companyId], ` ${companyId}`]) {
      const settings = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers,
        payload: { company_id, interestRate: '3' },
      });
      expectEnvelope(settings, 400, 'validation_error');
      expect(settings.json().fields, JSON.stringify(company_id)).toHaveProperty('company_id');
      const employee = await t.app.inject({
        method: 'POST',
        url: '/api/employees',
        headers,
        payload: { company_id, controlNumber: 'E-77', name: 'Ana Ruiz Soto', workLocation: 'León' },
      });
      expectEnvelope(employee, 400, 'validation_error');
      expect(employee.json().fields, JSON.stringify(company_id)).toHaveProperty('company_id');
    }
  });

  it('a page, page size, limit or offset as an exponent or a boolean is refused, never read as 1000 or 1', async () => {
    const { companyId, headers } = await superAdmin();
    for (const [query, field] of [
      ['page=1e3', 'page'],
      ['page=true', 'page'],
      ['page_size=1e1', 'page_size'],
      ['page=%201', 'page'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/loans?company_id=${companyId}&${query}`, headers });
      expectEnvelope(res, 400, 'validation_error');
      expect(res.json().fields, query).toHaveProperty(field);
    }
    for (const [query, field] of [
      ['limit=2e1', 'limit'],
      ['offset=true', 'offset'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notifications?${query}`, headers });
      expectEnvelope(res, 400, 'validation_error');
      expect(res.json().fields, query).toHaveProperty(field);
    }
    const fine = await t.app.inject({
      method: 'GET',
      url: `/api/loans?company_id=${companyId}&page=2&page_size=50`,
      headers,
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ page: 2, page_size: 50 });
  });
});

describe('a company that does not exist', () => {
  const MISSING = 2_147_483_647;

  it('is a 404 for the all-companies grant: no foreign-key 500 on a write, no empty list on a read', async () => {
    const { companyId, headers } = await superAdmin();
    const form = { controlNumber: 'E-78', name: 'Ana Ruiz Soto', work_location: 'León', role_id: 1, bank: '072' };
    const create = (company_id: number) =>
      t.app.inject({ method: 'POST', url: '/api/employees', headers, payload: { ...form, company_id } });
    expectEnvelope(await create(MISSING), 404, 'not_found');
    expect((await create(companyId)).statusCode).toBe(201);

    const book = await workbookOf([
      ['Número de control', 'Nombre', 'Centro de trabajo'],
      ['H-1', 'Nombre Nuevo', 'Oficinas'],
    ]);
    const upload = multipartBody({ company_id: String(MISSING) }, [
      { field: 'file', filename: 'empleados.xlsx', contentType: XLSX, content: book },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    expectEnvelope(imported, 404, 'not_found');

    const list = await t.app.inject({ method: 'GET', url: `/api/loans?company_id=${MISSING}`, headers });
    expectEnvelope(list, 404, 'not_found');
  });

  it('stays a 403 for a caller without the all-companies grant (its existence is not told)', async () => {
    const company = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const { headers } = await t.loginAs(hr.tin);
    const list = await t.app.inject({ method: 'GET', url: `/api/loans?company_id=${MISSING}`, headers });
    expectEnvelope(list, 403, 'company_forbidden');
  });
});

describe('uploads', () => {
  it('half a PDF is not stored as a payslip: 415 on the field', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const pdf = await realPdf();
    const res = await insuranceRequest(t, e.headers, insuranceFields(s), {
      content: pdf.subarray(0, Math.floor(pdf.length / 2)),
    });
    expectEnvelope(res, 415, 'unsupported_media_type');
    expect(res.json().fields).toEqual({ last_payslip: 'errors.payslip_pdf_only' });
    const whole = await insuranceRequest(t, e.headers, insuranceFields(s), { content: pdf });
    expect(whole.statusCode).toBe(201);
  });
});
