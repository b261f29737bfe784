/**
 * E-mail notices over a real SMTP server the test starts (decision 086): the outbox row is
 * written in the notice's transaction, the sender delivers it with the right recipient, subject
 * and link, a refusing server gets it later, and a sender killed mid-batch or two senders at
 * once deliver each message once. Real PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { emailOutbox, users } from '../../db/schema';
import { createEmployee, createLoan, createUser } from '../../test/factories';
import { drainAll } from '../../test/outboxDrain';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtpTestServer';
import { useTestApp } from '../../test/testApp';
import { companyScenario, type Scenario } from '../../test/testSupport';
import { sendNotice, sendNoticeToMany } from '../notifications/notify';
import { backoffMs, createOutboxSender, type OutboxSender } from './outboxSender';
import { queueEmails } from './queueEmail';

const PUBLIC_URL = 'https://abono.empresa.mx';
const t = useTestApp({
  config: { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'Abono <avisos@abono.test>', publicUrl: PUBLIC_URL } },
});
let smtp: SmtpTestServer;
let s: Scenario;
const senders: OutboxSender[] = [];

function sender(options: { batchSize?: number; db?: typeof t.db } = {}): OutboxSender {
  const made = createOutboxSender({
    db: options.db ?? t.db,
    mail: { smtpUrl: smtp.url, from: 'Abono <avisos@abono.test>', publicUrl: PUBLIC_URL },
    clock: t.clock,
    batchSize: options.batchSize,
  });
  senders.push(made);
  return made;
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  s = await companyScenario(t);
});

beforeEach(async () => {
  t.clock.set(null);
  smtp.received.length = 0;
  // Each test sees only its own messages.
  await t.db.delete(emailOutbox);
});

afterAll(async () => {
  for (const one of senders) await one.stop();
  await smtp.close();
});

async function employeeWithLoan(email: string | null = 'ana.lopez@ejemplo.mx') {
  const user = await createUser(t.db, { role: 'employee', companyIds: [s.companyId], email });
  const employee = await createEmployee(t.db, { companyId: s.companyId, userId: user.id, tin: user.tin });
  const loan = await createLoan(t.db, { companyId: s.companyId, employeeId: employee.id, calculationResult: 'pass' });
  return { user, loanId: loan.id };
}

const approve = (loanId: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/loans/${loanId}/approve`,
    headers: s.hr.headers,
    payload: { company_id: s.companyId },
  });

describe('queueing with the notice', () => {
  it('HR approves: the employee gets one e-mail with subject and the link the bell opens; staff none', async () => {
    const { user, loanId } = await employeeWithLoan();
    expect((await approve(loanId)).statusCode).toBe(200);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, companyId: s.companyId, to: 'ana.lopez@ejemplo.mx' });
    expect(rows[0]!.sentAt).toBeNull();

    expect(await sender().drainOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ana.lopez@ejemplo.mx']);
    expect(mail.from).toBe('avisos@abono.test');
    expect(mail.subject).toBe('Abono: Tu préstamo fue aprobado');
    expect(mail.text).toContain(`${PUBLIC_URL}/my-credit`);
    expect(mail.text).toContain('Tu solicitud por $1,000.00 fue aprobada.');
    expect(mail.raw).toContain('Content-Type: text/html');
    // Nothing beyond the notice: no token, no account number, no other figure of the loan.
    expect(mail.raw).not.toMatch(/Bearer|accessToken|refresh|\$1,010\.00/);
    const [row] = await t.db.select().from(emailOutbox);
    expect(row!.sentAt).not.toBeNull();
    expect(row!.attempts).toBe(1);
    // Already sent: nothing more leaves.
    expect(await sender().drainOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('20 identical approvals at once: one succeeds, one e-mail is queued', async () => {
    const { loanId } = await employeeWithLoan('veinte@ejemplo.mx');
    const answers = await Promise.all(Array.from({ length: 20 }, () => approve(loanId)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect((await t.db.select().from(emailOutbox)).map((r) => r.to)).toEqual(['veinte@ejemplo.mx']);
  });

  it('turning the preference off through the user menu’s call stops the e-mail, not the notice', async () => {
    const { user, loanId } = await employeeWithLoan('apaga@ejemplo.mx');
    const { headers } = await t.loginAs(user.tin);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers,
      payload: { emailNotices: false },
    });
    expect(put.json()).toEqual({ emailNotices: false, hasEmail: true, mailEnabled: true });
    expect((await approve(loanId)).statusCode).toBe(200);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('no row when the notice’s transaction rolls back', async () => {
    const { user, loanId } = await employeeWithLoan();
    await t.db
      .transaction(async (tx) => {
        await sendNotice(
          tx,
          'loan_approved',
          { companyId: s.companyId, resourceId: loanId, subjectUserId: user.id },
          { employeeName: 'Ana', amount: '1000.00' },
        );
        expect(await tx.select().from(emailOutbox)).toHaveLength(1);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('none without an address, with the preference off or inactive, nor for notices kept in the bell', async () => {
    const noAddress = await employeeWithLoan(null);
    const optedOut = await employeeWithLoan('fuera@ejemplo.mx');
    await t.db.update(users).set({ emailNotices: false }).where(eq(users.id, optedOut.user.id));
    const inactive = await employeeWithLoan('inactivo@ejemplo.mx');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    const wanted = await employeeWithLoan('si@ejemplo.mx');
    const targets = [noAddress, optedOut, inactive, wanted].map((e) => ({
      resourceId: e.loanId,
      subjectUserId: e.user.id,
      params: { employeeName: 'Ana', amount: '500.00', errorComment: null },
    }));
    await sendNoticeToMany(t.db, 'deposit_confirmed', s.companyId, targets);
    await sendNoticeToMany(t.db, 'loan_ready_for_deposit', s.companyId, targets);
    await sendNoticeToMany(t.db, 'documentation_completed', s.companyId, targets);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.map((r) => [r.to, r.subject])).toEqual([['si@ejemplo.mx', 'Abono: Depósito confirmado']]);
  });

  it('a rejection links to the notifications page and escapes what HR typed in the HTML', async () => {
    const { user, loanId } = await employeeWithLoan('rechazo@ejemplo.mx');
    await sendNotice(
      t.db,
      'loan_rejected',
      { companyId: s.companyId, resourceId: loanId, subjectUserId: user.id },
      { employeeName: 'Ana', amount: '1000.00', reason: '<script>alert(1)</script>' },
    );
    const [row] = await t.db.select().from(emailOutbox);
    expect(row!.text).toContain(`${PUBLIC_URL}/notifications`);
    expect(row!.html).not.toContain('<script>');
    expect(row!.html).toContain('&lt;script&gt;');
  });
});

describe('the sender', () => {
  it('a server that refuses for a while gets the message later, after a growing wait', async () => {
    const { loanId } = await employeeWithLoan('espera@ejemplo.mx');
    expect((await approve(loanId)).statusCode).toBe(200);
    const start = new Date(Date.now() + 1000);
    t.clock.set(start);
    smtp.refuseNext(2);
    const one = sender();
    expect(await one.drainOnce()).toEqual({ claimed: 1, sent: 0, failed: 1 });
    let [row] = await t.db.select().from(emailOutbox);
    expect(row!.lastError).toMatch(/451/);
    expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + backoffMs(1));
    // Not due yet: nothing is tried.
    expect(await one.drainOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });

    const second = new Date(start.getTime() + backoffMs(1));
    t.clock.set(second);
    expect(await one.drainOnce()).toEqual({ claimed: 1, sent: 0, failed: 1 });
    [row] = await t.db.select().from(emailOutbox);
    expect(row!.nextAttemptAt.getTime()).toBe(second.getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    t.clock.set(new Date(second.getTime() + backoffMs(2)));
    expect(await one.drainOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([['espera@ejemplo.mx']]);
    [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(backoffMs(50)).toBe(60 * 60_000);
  });

  it('killed mid-batch and started again: each message arrives exactly once', async () => {
    const messages = Array.from({ length: 6 }, (_, i) => ({
      companyId: s.companyId,
      userId: null,
      to: `lote${i}@ejemplo.mx`,
      subject: `Mensaje ${i}`,
      text: `Texto ${i}`,
      html: `<p>Texto ${i}</p>`,
    }));
    await queueEmails(t.db, messages);
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/outboxSenderChild.ts');
    let child: ChildProcess | null = null;
    // The third message reaches the server; the process dies before the server accepts it.
    smtp.holdMessage(3, () => child?.kill('SIGKILL'));
    child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, SMTP_URL: smtp.url, BATCH_SIZE: '10' },
      stdio: 'ignore',
    });
    await new Promise<void>((resolve) => child!.on('exit', () => resolve()));
    smtp.releaseHeld();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Mensaje 0', 'Mensaje 1']);
    const afterCrash = await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(afterCrash.map((r) => r.sentAt !== null)).toEqual([true, true, false, false, false, false]);
    // The dead sender's lease still holds its rows: a new sender waits for it to end.
    const restarted = sender();
    expect(await restarted.drainOnce()).toMatchObject({ claimed: 0 });
    t.clock.set(new Date(afterCrash[2]!.claimedUntil!.getTime() + 1));
    expect(await drainAll(restarted)).toBe(4);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(messages.map((m) => m.subject));
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(6);
  }, 60_000);

  it('two senders at once never deliver a row twice', async () => {
    const messages = Array.from({ length: 30 }, (_, i) => ({
      companyId: null,
      userId: null,
      to: `par${i}@ejemplo.mx`,
      subject: `Par ${i}`,
      text: `Texto ${i}`,
      html: `<p>Texto ${i}</p>`,
    }));
    await queueEmails(t.db, messages);
    const other = createDb(t.databaseUrl, { max: 2 });
    try {
      const [a, b] = await Promise.all([
        drainAll(sender({ batchSize: 4 })),
        drainAll(sender({ batchSize: 4, db: other.db })),
      ]);
      expect(a + b).toBe(30);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await other.pool.end();
    }
    const subjects = smtp.received.map((m) => m.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.to,
          messages.map((m) => m.to),
        ),
      );
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('a message is due in the very millisecond it was written (the sender reads a millisecond clock)', async () => {
    const written = await t.db.transaction(async (tx) => {
      await queueEmails(tx, [
        { companyId: null, userId: null, to: 'ya@ejemplo.mx', subject: 'Ya', text: 'x', html: 'x' },
      ]);
      const result = await tx.execute<{ at: string }>(sql`select extract(epoch from now())::text as at`);
      return result.rows[0]!.at;
    });
    // The JavaScript instant of that same microsecond: its milliseconds, the microseconds dropped.
    const [seconds, fraction = ''] = written.split('.');
    t.clock.set(new Date(Number(seconds) * 1000 + Number(fraction.padEnd(6, '0').slice(0, 3))));
    expect(await sender().drainOnce()).toMatchObject({ claimed: 1, sent: 1 });
  });

  it('stop() lets the send in flight finish and gives the rest of the batch back', async () => {
    await queueEmails(
      t.db,
      [0, 1, 2].map((i) => ({
        companyId: null,
        userId: null,
        to: `alto${i}@ejemplo.mx`,
        subject: `Alto ${i}`,
        text: 'x',
        html: 'x',
      })),
    );
    const one = sender({ batchSize: 3 });
    const stopping: { done?: Promise<void> } = {};
    smtp.holdMessage(1, () => {
      stopping.done = one.stop();
      // Accepting the held message lets the sender finish its one send.
      setTimeout(() => smtp.acceptHeld(), 50);
    });
    const result = await one.drainOnce();
    await stopping.done;
    expect(result).toEqual({ claimed: 3, sent: 1, failed: 0 });
    const rows = await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.map((r) => [r.sentAt !== null, r.claimedUntil, r.attempts])).toEqual([
      [true, null, 1],
      [false, null, 0],
      [false, null, 0],
    ]);
  });
});
