/**
 * The activation letter gives the address to type, the configured PUBLIC_URL.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createCompany, createEmployee, createUser, loginAs, uniqueTin } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { pdfText } from '../../test/testSupport';

const t = useTestApp({ config: { publicUrl: 'https://abono.empresa.mx' } });

describe('the activation letter with PUBLIC_URL set', () => {
  it('tells the employee to open the configured address and choose «Regístrate»', async () => {
    const company = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const headers = (await loginAs(t.app, hr.tin)).headers;
    const employee = await createEmployee(t.db, {
      companyId: company.id,
      tin: uniqueTin('URL'),
      name: 'Marta Ruiz',
      controlNumber: 'CT-0043',
    });
    const code = (
      await t.app.inject({ method: 'POST', url: `/api/employees/${employee.id}/activation-code`, headers })
    ).json<{ code: string }>().code;
    // Whatever host the request names, the letter prints the configured address.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/employees/${employee.id}/activation-letter`,
      headers: { ...headers, host: 'interno:3000' },
      payload: { code },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Entra a https://abono.empresa.mx/login y elige «Regístrate».');
    expect(text).not.toContain('interno');
  });
});

describe('PUBLIC_URL', () => {
  // Anything but an http(s) address stops the start with a Spanish message.
  it('is read without a trailing slash; unset is undefined', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://abono.empresa.mx/' }).publicUrl).toBe('https://abono.empresa.mx');
    expect(loadConfig({ PUBLIC_URL: 'https://empresa.mx/abono/' }).publicUrl).toBe('https://empresa.mx/abono');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'abono.empresa.mx' })).toThrow(/PUBLIC_URL debe ser una dirección web/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://abono.empresa.mx' })).toThrow(/https:\/\//);
  });
});
