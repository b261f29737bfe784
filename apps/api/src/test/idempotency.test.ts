/**
 * Idempotency-Key on POST /api/loans and /api/loans/insurance (decision 015),
 * against the real app and PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@abono/domain';
import { idempotencyKeys, insuranceRequests, loans } from '../db/schema';
import { applyFields, borrower, companyScenario, insuranceFields, realPdf, signaturePng } from './testSupport';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../plugins/idempotency';
import { idempotencyLockId } from '../plugins/idempotencyOwner';
import { multipartBody } from './multipart';
import { useTestApp } from './testApp';

const t = useTestApp();

const loansOf = (employeeId: number) =>
  t.db.select({ id: loans.id }).from(loans).where(eq(loans.employeeId, employeeId));

function apply(
  headers: Record<string, string>,
  fields: Record<string, string>,
  key?: string,
  signature = signaturePng(),
) {
  const body = multipartBody(fields, [
    { field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signature },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/loans',
    headers: { ...headers, ...body.headers, ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    payload: body.payload,
  });
}

describe('Idempotency-Key on POST /api/loans', () => {
  it('a replay answers the identical first answer and creates one loan', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const first = await apply(e.headers, applyFields(s), 'solicitud-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    // Another multipart boundary and field order: the same request all the same.
    const fields = Object.fromEntries(Object.entries(applyFields(s)).reverse());
    const again = await apply(e.headers, fields, 'solicitud-1');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(await loansOf(e.employeeId)).toHaveLength(1);

    // Without the key the second submit runs, and the one-active-loan rule refuses it.
    const plain = await apply(e.headers, applyFields(s));
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error).toBe('active_loan_exists');
  });

  it('the same key with another body, or another signature file, answers 422 in Spanish and runs nothing', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    expect((await apply(e.headers, applyFields(s), 'clave-a')).statusCode).toBe(201);
    const other = await apply(e.headers, applyFields(s, { loan_amount: '6000.00' }), 'clave-a');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'idempotency_key_reused',
      message: 'La clave de idempotencia ya se usó con otra solicitud distinta.',
    });
    const otherFile = await apply(e.headers, applyFields(s), 'clave-a', signaturePng(320, 100));
    expect(otherFile.statusCode).toBe(422);
    expect(await loansOf(e.employeeId)).toHaveLength(1);
  });

  it('20 identical concurrent requests with one key: one loan, and all 20 get the same 201', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const fields = applyFields(s);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(e.headers, fields, 'doble-clic')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers[REPLAYED_HEADER] === 'true')).toHaveLength(19);
    expect(await loansOf(e.employeeId)).toHaveLength(1);
  });

  it('keys are per user: another user’s identical key is independent', async () => {
    const s = await companyScenario(t);
    const ana = await borrower(t, s.companyId);
    const luis = await borrower(t, s.companyId);
    const a = await apply(ana.headers, applyFields(s), 'misma-clave');
    const b = await apply(luis.headers, applyFields(s), 'misma-clave');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(a.json().id).not.toBe(b.json().id);
    expect(await loansOf(ana.employeeId)).toHaveLength(1);
    expect(await loansOf(luis.employeeId)).toHaveLength(1);
  });

  it('a refused answer (4xx) is kept and replayed; an invalid key is 400', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const bad = applyFields(s, { total_amount: '1.00' });
    const first = await apply(e.headers, bad, 'cotizacion');
    expect(first.statusCode).toBe(422);
    const again = await apply(e.headers, bad, 'cotizacion');
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');

    for (const key of ['', 'con espacio', 'x'.repeat(201)]) {
      const res = await apply(e.headers, applyFields(s), key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().fields).toEqual({ 'Idempotency-Key': 'errors.invalid_value' });
    }
    expect(await loansOf(e.employeeId)).toHaveLength(0);
  });

  it('a claim left unanswered by a dead request is taken over', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    await t.db.insert(idempotencyKeys).values({
      userId: e.userId,
      key: 'huerfana',
      route: 'POST /api/loans',
      requestHash: 'x'.repeat(64),
      createdAt: sql`now() - interval '10 minutes'`,
    });
    const res = await apply(e.headers, applyFields(s), 'huerfana');
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, e.userId), eq(idempotencyKeys.key, 'huerfana')));
    expect(row!.statusCode).toBe(201);
    expect(row!.requestHash).not.toBe('x'.repeat(64));
  });
});

describe('Idempotency-Key after the first attempt died (decision 049)', () => {
  /**
   * Stands in for an attempt in flight in another process: its session holds the key's lock and its claim row is
   * unanswered.
   */
  async function attemptInFlight(userId: number, key: string) {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    client.on('error', () => undefined); // its connection is about to be cut
    await client.connect();
    await client.query('select pg_advisory_lock($1::bigint)', [idempotencyLockId(userId, key)]);
    await t.db.insert(idempotencyKeys).values({ userId, key, route: 'POST /api/loans', requestHash: 'x'.repeat(64) });
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return { client, pid: rows[0]!.pid };
  }

  it('a retry waits while the owner lives, and runs as soon as the owner’s connection dies', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const first = await attemptInFlight(e.userId, 'caida');
    const retry = apply(e.headers, applyFields(s), 'caida');
    const early = await Promise.race([
      retry.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('waiting'), 1_000)),
    ]);
    expect(early).toBe('waiting');
    expect(await loansOf(e.employeeId)).toHaveLength(0);

    // The owner crashes: PostgreSQL ends its session, and its lock with it.
    const killedAt = Date.now();
    await t.db.execute(sql`select pg_terminate_backend(${first.pid})`);
    const res = await retry;
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    expect(res.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await loansOf(e.employeeId)).toHaveLength(1);
    // The real answer is now the key's answer.
    const again = await apply(e.headers, applyFields(s), 'caida');
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(res.body);
    await first.client.end().catch(() => undefined);
  });

  it('a fresh unanswered claim whose owner is gone is taken over at once, not after a time-out', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const first = await attemptInFlight(e.userId, 'huerfana-reciente');
    await first.client.end(); // the owner's process died: its session ends
    const started = Date.now();
    const res = await apply(e.headers, applyFields(s), 'huerfana-reciente');
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await loansOf(e.employeeId)).toHaveLength(1);
  });

  it(
    'a retry while the owner lives and never answers gets 409 in Spanish, and runs nothing',
    { timeout: 40_000 },
    async () => {
      const s = await companyScenario(t);
      const e = await borrower(t, s.companyId);
      const first = await attemptInFlight(e.userId, 'viva');
      try {
        const res = await apply(e.headers, applyFields(s), 'viva');
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'idempotency_in_progress',
          message: ERRORS.idempotency_in_progress.message,
        });
        expect(await loansOf(e.employeeId)).toHaveLength(0);
      } finally {
        await first.client.end();
      }
    },
  );
});

describe('Idempotency-Key on POST /api/loans/insurance', () => {
  it('replays the first answer (payslip hashed into the request) and stores one request', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const pdf = await realPdf();
    const send = (payslip: Buffer) => {
      const body = multipartBody(insuranceFields(s), [
        { field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signaturePng() },
        { field: 'last_payslip', filename: 'recibo.pdf', contentType: 'application/pdf', content: payslip },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/loans/insurance',
        headers: { ...e.headers, ...body.headers, [IDEMPOTENCY_HEADER]: 'seguro-1' },
        payload: body.payload,
      });
    };
    const first = await send(pdf);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(pdf);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    const otherPayslip = await send(await realPdf('Otro recibo'));
    expect(otherPayslip.statusCode).toBe(422);
    const rows = await t.db
      .select({ id: insuranceRequests.id })
      .from(insuranceRequests)
      .where(eq(insuranceRequests.companyId, s.companyId));
    expect(rows).toHaveLength(1);
  });
});
