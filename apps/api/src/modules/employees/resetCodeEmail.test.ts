/**
 * A reset code HR chose to send by e-mail (decision 087), with e-mail on and a real SMTP server
 * the test starts: the outbox row is written in the transaction that issues the code, goes to the
 * record's address (else the account's) and carries the code, its expiry in Mexico City and the
 * /forgot-password link; a refusal (no address) issues nothing. Real PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalizeActivationCode } from '@abono/domain';
import { auditLog, emailOutbox, employees, passwordResetCodes } from '../../db/schema';
import { sha256 } from '../../lib/sha256';
import { createOutboxSender, type OutboxSender } from '../../core/mail/outboxSender';
import { RESET_CODE_EMAIL_SUBJECT, resetCodeEmail } from '../../core/mail/templates/resetCodeEmail';
import { createCompany, createEmployee, createUser, loginAs } from '../../test/factories';
import { drainAll } from '../../test/outboxDrain';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtpTestServer';
import { useTestApp } from '../../test/testApp';

const PUBLIC_URL = 'https://abono.empresa.mx';
const FROM = 'Abono <avisos@abono.test>';
const t = useTestApp({ config: { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: FROM, publicUrl: PUBLIC_URL } } });
let smtp: SmtpTestServer;
let sender: OutboxSender;
const logs: string[] = [];

/** dd/MM/yyyy HH:mm in Mexico City, written independently of the template's helpers. */
const MX = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Mexico_City',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const mexicoCity = (iso: string) => MX.format(new Date(iso)).replace(',', '');

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  sender = createOutboxSender({
    db: t.db,
    mail: { smtpUrl: smtp.url, from: FROM, publicUrl: PUBLIC_URL },
    clock: t.clock,
    log: (m) => logs.push(m),
  });
});

beforeEach(async () => {
  smtp.received.length = 0;
  logs.length = 0;
  await t.db.delete(emailOutbox);
});

afterAll(async () => {
  await sender.stop();
  await smtp.close();
});

/** A company, its HR session and an employee linked to an account, with the addresses given. */
async function scenario(emails: { record: string | null; account: string | null }) {
  const company = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const hrHeaders = (await loginAs(t.app, hr.tin)).headers;
  const account = await createUser(t.db, { role: 'employee', companyIds: [company.id], email: emails.account });
  const employee = await createEmployee(t.db, {
    companyId: company.id,
    userId: account.id,
    tin: account.tin,
    name: 'Rosa Olvido Méndez',
  });
  await t.db.update(employees).set({ email: emails.record }).where(eq(employees.id, employee.id));
  return { company, hr, hrHeaders, account, employee };
}

function issue(headers: Record<string, string>, employeeId: number, companyId: number, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/reset-code?company_id=${companyId}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function storedHash(userId: number) {
  const [row] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  return row?.codeHash;
}

describe('POST /api/employees/{id}/reset-code with sendByEmail', () => {
  it('queues one message to the record’s address with the code, expiry and link; the SMTP server gets it', async () => {
    const { company, hr, hrHeaders, account, employee } = await scenario({
      record: 'rosa.olvido@ejemplo.mx',
      account: 'cuenta.rosa@ejemplo.mx',
    });
    const res = await issue(hrHeaders, employee.id, company.id, { sendByEmail: true });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ code: string; expiresAt: string; emailed: boolean }>();
    expect(body).toMatchObject({ employeeId: employee.id, emailed: true });
    expect(await storedHash(account.id)).toBe(sha256(normalizeActivationCode(body.code)));

    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ to: 'rosa.olvido@ejemplo.mx', userId: account.id, companyId: company.id });
    expect(row.subject).toBe(RESET_CODE_EMAIL_SUBJECT);
    for (const part of [row.text, row.html]) {
      expect(part).toContain(body.code);
      expect(part).toContain(`${PUBLIC_URL}/forgot-password`);
      expect(part).toContain(mexicoCity(body.expiresAt));
    }

    // The audit row says it was mailed, and where; never the code.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, employee.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'reset_code_issued',
        actorUserId: hr.id,
        changes: expect.objectContaining({ emailed: true, emailedTo: 'rosa.olvido@ejemplo.mx' }),
      }),
    ]);
    expect(JSON.stringify(audits)).not.toContain(normalizeActivationCode(body.code));
    expect(JSON.stringify(audits)).not.toContain(body.code);

    expect(await drainAll(sender)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['rosa.olvido@ejemplo.mx']);
    expect(mail.subject).toBe(RESET_CODE_EMAIL_SUBJECT);
    expect(mail.text).toContain(`Tu código es: ${body.code}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(mail.raw).toContain('Content-Type: text/html');
  });

  it('a record without an address sends to its account’s', async () => {
    const { company, hrHeaders, employee } = await scenario({ record: '  ', account: 'solo.cuenta@ejemplo.mx' });
    const res = await issue(hrHeaders, employee.id, company.id, { sendByEmail: true });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.db.select().from(emailOutbox)).map((r) => r.to)).toEqual(['solo.cuenta@ejemplo.mx']);
  });

  it('no address on the record nor the account: 409, no code issued, the old one still valid, no row', async () => {
    const { company, hrHeaders, account, employee } = await scenario({ record: null, account: null });
    const first = await issue(hrHeaders, employee.id, company.id);
    expect(first.json().emailed).toBe(false);
    const before = await storedHash(account.id);
    const res = await issue(hrHeaders, employee.id, company.id, { sendByEmail: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'employee_without_email', message: expect.stringContaining('correo') });
    expect(await storedHash(account.id)).toBe(before);
    expect(before).toBe(sha256(normalizeActivationCode(first.json().code)));
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, employee.id));
    expect(audits.filter((a) => a.action === 'reset_code_issued')).toHaveLength(1);
  });

  it('without the body, with {} or sendByEmail false: the code as before, emailed false, no row', async () => {
    const { company, hrHeaders, employee } = await scenario({ record: 'rosa@ejemplo.mx', account: null });
    for (const payload of [undefined, {}, { sendByEmail: false }]) {
      const res = await issue(hrHeaders, employee.id, company.id, payload);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ emailed: false });
    }
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('a bad body is a 400; another company’s employee a 404 before anything is mailed', async () => {
    const { company, hrHeaders, employee } = await scenario({ record: 'rosa@ejemplo.mx', account: null });
    for (const payload of [
      { sendByEmail: 'sí' },
      { sendByEmail: 'true\u0000' },
      { sendByEmail: 'x'.repeat(1_000_000) },
    ]) {
      const res = await issue(hrHeaders, employee.id, company.id, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const foreign = await scenario({ record: 'ajena@ejemplo.mx', account: null });
    expect((await issue(hrHeaders, foreign.employee.id, company.id, { sendByEmail: true })).statusCode).toBe(404);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('a refused send keeps the message for later; its last error and the logs never hold the code', async () => {
    const { company, hrHeaders, employee } = await scenario({ record: 'rechazo@ejemplo.mx', account: null });
    const { code } = (await issue(hrHeaders, employee.id, company.id, { sendByEmail: true })).json<{ code: string }>();
    smtp.refuseNext(1);
    expect(await sender.drainOnce()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    const [row] = await t.db.select().from(emailOutbox);
    expect(row!.lastError).toMatch(/451/);
    const plain = normalizeActivationCode(code);
    for (const text of [row!.lastError!, ...logs]) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(plain);
    }
    expect(logs.length).toBeGreaterThan(0);
  });

  it('20 mailed issues at once: no 500, exactly one valid code at the end, and its message is queued', async () => {
    const { company, hrHeaders, account, employee } = await scenario({ record: 'veinte@ejemplo.mx', account: null });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => issue(hrHeaders, employee.id, company.id, { sendByEmail: true })),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
    const codes = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ code: string }>().code);
    expect(codes.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, account.id));
    expect(rows).toHaveLength(1);
    const valid = codes.filter((c) => sha256(normalizeActivationCode(c)) === rows[0]!.codeHash);
    expect(valid).toHaveLength(1);
    const queued = await t.db.select().from(emailOutbox);
    // One message per issued code (each commit queued its own); the valid one among them.
    expect(queued).toHaveLength(codes.length);
    expect(queued.filter((r) => r.text.includes(valid[0]!))).toHaveLength(1);
  });
});

describe('the reset-code message', () => {
  it('gives the expiry as dd/MM/yyyy HH:mm in Mexico City and escapes the HTML', () => {
    const mail = resetCodeEmail({
      employeeName: 'Rosa <b>Olvido</b>',
      companyName: 'Industrias & Co.',
      code: 'ABCD-EFGH-JKMN',
      expiresAt: new Date('2026-06-03T18:05:00.000Z'),
      publicUrl: PUBLIC_URL,
    });
    expect(mail.text).toContain('Vence el 03/06/2026 12:05 (hora de la Ciudad de México)');
    expect(mail.text).toContain('Tu código es: ABCD-EFGH-JKMN');
    expect(mail.text).toContain(`Restablecer mi contraseña: ${PUBLIC_URL}/forgot-password`);
    expect(mail.html).toContain('Rosa &lt;b&gt;Olvido&lt;/b&gt;');
    expect(mail.html).toContain('Industrias &amp; Co.');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/forgot-password">`);
  });
});
