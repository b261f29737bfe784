/**
 * Without SMTP_URL nothing is queued (decision 086), the configuration refuses an incomplete
 * mail setup without repeating its password, and a send error never keeps the password.
 * Real PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { emailOutbox, notifications } from '../../db/schema';
import { createEmployee, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { companyScenario } from '../../test/testSupport';
import { queueEmail } from './queueEmail';
import { sendErrorSummary } from './sendError';

const t = useTestApp();

describe('e-mail off', () => {
  it('SMTP_URL unset: the notice is written, no e-mail is queued', async () => {
    expect(t.config.mail).toBeUndefined();
    const s = await companyScenario(t);
    const user = await createUser(t.db, { role: 'employee', companyIds: [s.companyId], email: 'ana@ejemplo.mx' });
    const employee = await createEmployee(t.db, { companyId: s.companyId, userId: user.id, tin: user.tin });
    const loan = await createLoan(t.db, { companyId: s.companyId, employeeId: employee.id, calculationResult: 'pass' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loans/${loan.id}/approve`,
      headers: s.hr.headers,
      payload: { company_id: s.companyId },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    const queued = await queueEmail(t.db, {
      companyId: null,
      userId: user.id,
      to: 'ana@ejemplo.mx',
      subject: 'x',
      text: 'x',
      html: 'x',
    });
    expect(queued).toBe(false);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe('mail configuration', () => {
  const base = { SMTP_URL: 'smtp://avisos:Cl4ve-Secreta@mail.empresa.mx:587' };
  it('SMTP_URL needs MAIL_FROM and PUBLIC_URL, and a smtp(s) address', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'https://abono.empresa.mx' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Abono <avisos@empresa.mx>' })).toThrow(/PUBLIC_URL/);
    expect(() =>
      loadConfig({ SMTP_URL: 'http://mail.empresa.mx', MAIL_FROM: 'a@b.mx', PUBLIC_URL: 'https://abono.mx' }),
    ).toThrow(/smtp:\/\//);
    let message = '';
    try {
      loadConfig({ SMTP_URL: 'smtp://avisos:Cl4ve-Secreta@ mal', MAIL_FROM: 'a@b.mx', PUBLIC_URL: 'https://a.mx' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toContain('Cl4ve');
    expect(
      loadConfig({ ...base, MAIL_FROM: 'Abono <avisos@empresa.mx>', PUBLIC_URL: 'https://abono.empresa.mx/' }).mail,
    ).toEqual({
      smtpUrl: base.SMTP_URL,
      from: 'Abono <avisos@empresa.mx>',
      publicUrl: 'https://abono.empresa.mx',
    });
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('a send error keeps the server’s answer, short, without the SMTP user or password', () => {
    const error = Object.assign(
      new Error(`Invalid login for avisos Cl4ve-Secreta at ${base.SMTP_URL}\n${'x'.repeat(900)}`),
      {
        code: 'EAUTH',
        responseCode: 535,
      },
    );
    const summary = sendErrorSummary(error, base.SMTP_URL);
    expect(summary).toMatch(/^EAUTH 535: Invalid login/);
    expect(summary).not.toMatch(/Cl4ve|avisos/);
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary).not.toContain('\n');
  });
});
