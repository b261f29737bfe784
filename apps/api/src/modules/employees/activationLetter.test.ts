/**
 * The activation letter. HR gets a one-page PDF with the company, the employee,
 * the code just issued, its expiry and how to register — only for the employee's current code.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { createCompany, createEmployee, createUser, loginAs, uniqueTin } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { pdfText } from '../../test/testSupport';

const t = useTestApp();

async function scenario() {
  const company = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const headers = (await loginAs(t.app, hr.tin)).headers;
  const employee = await createEmployee(t.db, {
    companyId: company.id,
    tin: uniqueTin('LTR'),
    name: 'Lucía Cartas Núñez',
    controlNumber: 'CT-0042',
  });
  const issued = await t.app.inject({ method: 'POST', url: `/api/employees/${employee.id}/activation-code`, headers });
  expect(issued.statusCode, issued.body).toBe(201);
  return { company, headers, employee, code: issued.json<{ code: string; expiresAt: string }>().code };
}

const letter = (headers: Record<string, string>, employeeId: number, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/employees/${employeeId}/activation-letter`, headers, payload: { code } });

describe('POST /api/employees/{id}/activation-letter', () => {
  it('a one-page PDF with the company, name, control number, code, expiry and how to register', async () => {
    const { company, headers, employee, code } = await scenario();
    const res = await letter(headers, employee.id, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="carta_activacion_${employee.id}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`${company.name} S.A. de C.V.`);
    expect(text).toContain('Lucía Cartas Núñez');
    expect(text).toContain('CT-0042');
    expect(text).toContain(code);
    expect(text).toMatch(/Vence el \d{2}\/\d{2}\/\d{4}/);
    // The login page's own words and the address to type (without PUBLIC_URL, the one HR used).
    expect(text).toContain('«Regístrate»');
    expect(text).not.toContain('Crear cuenta');
    expect(text).toContain('http://localhost:80/login');
  });

  it('refuses a code that is not the current one: wrong, replaced or expired (422)', async () => {
    const { headers, employee, code } = await scenario();
    expect((await letter(headers, employee.id, 'AAAA-BBBB-CCCC')).statusCode).toBe(422);
    const again = await t.app.inject({ method: 'POST', url: `/api/employees/${employee.id}/activation-code`, headers });
    expect((await letter(headers, employee.id, code)).statusCode).toBe(422);
    const fresh = again.json<{ code: string }>().code;
    await t.db
      .update(employees)
      .set({ activationCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(employees.id, employee.id));
    expect((await letter(headers, employee.id, fresh)).statusCode).toBe(422);
  });

  it("another company's employee is 404; an employee user is 403; bad bodies are 400", async () => {
    const { employee, code } = await scenario();
    const other = await createCompany(t.db);
    const outsider = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
    expect((await letter((await loginAs(t.app, outsider.tin)).headers, employee.id, code)).statusCode).toBe(404);
    const plain = await createUser(t.db, { role: 'employee', companyIds: [other.id] });
    expect((await letter((await loginAs(t.app, plain.tin)).headers, employee.id, code)).statusCode).toBe(403);
    const { headers } = await scenario();
    for (const body of [{}, { code: 'a\u0000b' }, { code: 'x'.repeat(1_000_000) }]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/employees/${employee.id}/activation-letter`,
            headers,
            payload: body,
          })
        ).statusCode,
      ).toBe(400);
    }
  });
});
