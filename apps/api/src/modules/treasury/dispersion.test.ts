/**
 * GET /api/treasury/generate and the file history on real PostgreSQL (03 §4, decision 070): the
 * Banorte .PAG named by the day's sequence, the HSBC CSV with the settings' debit account, the
 * pre-validation, no status change, and every file downloaded again byte for byte.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, type TreasuryFile } from '@abono/domain';
import { treasuryFiles } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { account10, clabeOf, historyCount, payableLoan, statusesOf, treasuryScenario } from './fileTestSupport';
import type { TreasuryScenario } from './fileTestSupport';

const t = useTestApp();
const DAY = '2026-11-26';

beforeEach(() => t.clock.set(DAY));
afterEach(() => t.clock.set(null));

function generate(s: TreasuryScenario, bank: '072' | '021', companyId = s.companyId) {
  return t.app.inject({
    method: 'GET',
    url: `/api/treasury/generate?company_id=${companyId}&bank_id=${bank}`,
    headers: s.headers,
  });
}

function history(s: TreasuryScenario) {
  return t.app.inject({ method: 'GET', url: `/api/treasury/files?company_id=${s.companyId}`, headers: s.headers });
}

function fileAgain(s: TreasuryScenario, id: number, companyId = s.companyId) {
  return t.app.inject({
    method: 'GET',
    url: `/api/treasury/files/${id}?company_id=${companyId}`,
    headers: s.headers,
  });
}

function cents(field: string): bigint {
  return BigInt(field);
}

describe('the Banorte dispersion', () => {
  it('names the files NI{emisora}01, 02… the same day; 165-character records whose header totals the details', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    const ids = [
      await payableLoan(t, s.companyId, { status: 'applied', amount: '1000.00', name: 'Peña Núñez' }),
      await payableLoan(t, s.companyId, { status: 'applied', amount: '2500.75', accountNumber: clabeOf('072') }),
      await payableLoan(t, s.companyId, {
        status: 'applied',
        amount: '99.99',
        bank: '021',
        accountNumber: clabeOf('021'),
      }),
    ];
    await payableLoan(t, s.companyId, { status: 'approved' });

    const first = await generate(s, '072');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe('attachment; filename="NI1234501.PAG"');
    expect(first.headers['content-type']).toBe('text/plain; charset=us-ascii');
    const text = first.rawPayload.toString('latin1');
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text.slice(0, -2).split('\r\n');
    expect(records).toHaveLength(4);
    for (const record of records) expect(record).toHaveLength(165);
    expect(/^[\x20-\x7e\r\n]*$/.test(text)).toBe(true);
    const [header, ...details] = records;
    expect(header!.slice(0, 8)).toBe('HNE12345');
    expect(header!.slice(8, 16)).toBe('20261126');
    expect(header!.slice(16, 18)).toBe('01');
    expect(Number(header!.slice(18, 24))).toBe(3);
    const detailCents = details.map((d) => cents(d.slice(99, 114)));
    expect(detailCents).toEqual([100000n, 250075n, 9999n]);
    expect(cents(header!.slice(24, 39))).toBe(detailCents.reduce((a, b) => a + b, 0n));
    expect(details[0]!.slice(59, 99).trimEnd()).toBe('PENA NUNEZ');
    expect(details.map((d) => d.slice(117, 119))).toEqual(['01', '40', '40']);

    const second = await generate(s, '072');
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-disposition']).toBe('attachment; filename="NI1234502.PAG"');
    expect(second.rawPayload.toString('latin1').slice(16, 18)).toBe('02');

    // The dispersion changes no status (03 §3): the deposit is confirmed apart.
    expect(Object.values(await statusesOf(t, ids))).toEqual(['applied', 'applied', 'applied']);
  });

  it('gives five generations at once five different sequences', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    await payableLoan(t, s.companyId, { status: 'applied' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(s, '072')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const names = answers.map((r) => r.headers['content-disposition']).sort();
    expect(names).toEqual([1, 2, 3, 4, 5].map((n) => `attachment; filename="NI123450${n}.PAG"`));
  });

  it('refuses a hundredth Banorte file of the day (the NN has two digits), writing nothing', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    const loan = await payableLoan(t, s.companyId, { status: 'applied' });
    await t.db.insert(treasuryFiles).values(
      Array.from({ length: 99 }, (_, i) => ({
        companyId: s.companyId,
        kind: 'dispersion' as const,
        bank: '072' as const,
        fileName: `NI12345${String(i + 1).padStart(2, '0')}.PAG`,
        sequence: i + 1,
        businessDay: DAY,
        createdBy: s.treasuryUserId,
        loanCount: 1,
        total: '1000.00',
        sha256: '0'.repeat(64),
        content: Buffer.from('x'),
        loanIds: [loan],
      })),
    );
    const res = await generate(s, '072');
    expect(res.statusCode).toBe(409);
    expect(await historyCount(t, s.companyId)).toBe(99);
  });

  it('is named pagos_YYYYMMDD.PAG without an issuer code', async () => {
    const s = await treasuryScenario(t, { issuerCode: null });
    await payableLoan(t, s.companyId, { status: 'applied' });
    const res = await generate(s, '072');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="pagos_20261126.PAG"');
    expect(res.rawPayload.toString('latin1').slice(3, 8)).toBe('00000');
  });

  it('refuses an issuer code that cannot be a Banorte emisora, writing nothing', async () => {
    const s = await treasuryScenario(t, { issuerCode: 'ABC123' });
    await payableLoan(t, s.companyId, { status: 'applied' });
    const res = await generate(s, '072');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'issuer_code_not_banorte' });
    expect(await historyCount(t, s.companyId)).toBe(0);
  });

  it("answers 404 'No hay préstamos aplicados' without applied loans", async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    await payableLoan(t, s.companyId, { status: 'approved' });
    const res = await generate(s, '072');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'no_applied_loans', message: 'No hay préstamos aplicados' });
  });

  it("refuses a dismissed employee's applied loan and a wrong account with the list, writing nothing", async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    await payableLoan(t, s.companyId, { status: 'applied' });
    const fired = await payableLoan(t, s.companyId, { status: 'applied', employeeStatus: 'fired' });
    const noAccount = await payableLoan(t, s.companyId, { status: 'applied', accountNumber: null });
    const res = await generate(s, '072');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'unpayable_loans', message: ERRORS.unpayable_loans.message });
    const listed = (res.json() as { details: { loans: Array<{ loan_id: number }> } }).details.loans;
    expect(listed.map((l) => l.loan_id)).toEqual([fired, noAccount]);
    expect(await historyCount(t, s.companyId)).toBe(0);
  });
});

describe('the HSBC dispersion', () => {
  it('needs the debit account of settings', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345', hsbcAccountNumber: null });
    await payableLoan(t, s.companyId, { status: 'applied', bank: '021' });
    const res = await generate(s, '021');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'hsbc_account_missing' });
    expect(await historyCount(t, s.companyId)).toBe(0);
  });

  it('needs HSBC accounts, then writes HSBC.csv with the header totals', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345', hsbcAccountNumber: '9876543210' });
    const banorte = await payableLoan(t, s.companyId, { status: 'applied', bank: '072' });
    const refused = await generate(s, '021');
    expect(refused.statusCode).toBe(422);
    const listed = (refused.json() as { details: { loans: Array<{ loan_id: number }> } }).details.loans;
    expect(listed.map((l) => l.loan_id)).toEqual([banorte]);

    const hsbcAccount = account10();
    await t.db.execute(`update employees set bank = '021', account_number = '${hsbcAccount}'
      where id = (select employee_id from loans where id = ${banorte})`);
    await payableLoan(t, s.companyId, { status: 'applied', bank: '021', amount: '250.50' });
    const res = await generate(s, '021');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="HSBC.csv"');
    expect(res.headers['content-type']).toBe('text/csv; charset=us-ascii');
    const rows = parse(res.rawPayload.toString('latin1'), { relax_column_count: true }) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(['MXPRLF', 'F', '9876543210']);
    expect(BigInt(rows[0]![3]!)).toBe(125050n);
    expect(Number(rows[0]![4])).toBe(2);
    expect(rows[0]![5]).toBe('26112026');
    expect(rows.slice(1).map((r) => r[0])).toContain(hsbcAccount);
  });
});

describe('the file history', () => {
  it('lists every file newest first with its creator, and serves each again byte for byte', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345', hsbcAccountNumber: '9876543210' });
    await payableLoan(t, s.companyId, { status: 'applied', amount: '10.00', bank: '021' });
    const hsbc = await generate(s, '021');
    await t.db.execute(`update employees set bank = '072' where company_id = ${s.companyId}`);
    const banorte = await generate(s, '072');
    expect([hsbc.statusCode, banorte.statusCode]).toEqual([200, 200]);

    const list = await history(s);
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { rows: TreasuryFile[] }).rows;
    expect(rows.map((r) => r.file_name)).toEqual(['NI1234501.PAG', 'HSBC.csv']);
    expect(rows[0]).toMatchObject({ kind: 'dispersion', bank: '072', loan_count: 1, total: '10.00' });
    expect(rows[0]!.created_by).not.toBe('');

    for (const [row, original] of [
      [rows[0]!, banorte],
      [rows[1]!, hsbc],
    ] as const) {
      const again = await fileAgain(s, row.id);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(original.rawPayload)).toBe(true);
      expect(createHash('sha256').update(again.rawPayload).digest('hex')).toBe(row.sha256);
      expect(again.headers['content-type']).toBe(original.headers['content-type']);
      expect(again.headers['content-disposition']).toBe(original.headers['content-disposition']);
    }
  });

  it("answers another company's file id as not found, and another company's company_id 403, with no bytes", async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    const other = await treasuryScenario(t, { issuerCode: '54321' });
    await payableLoan(t, other.companyId, { status: 'applied' });
    expect((await generate(other, '072')).statusCode).toBe(200);
    const theirId = (await history(other)).json<{ rows: TreasuryFile[] }>().rows[0]!.id;

    const byId = await fileAgain(s, theirId);
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toMatchObject({ error: 'not_found' });
    const byCompany = await fileAgain(s, theirId, other.companyId);
    expect(byCompany.statusCode).toBe(403);
    expect(byCompany.body).not.toContain('HNE');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/files?company_id=${other.companyId}`,
      headers: s.headers,
    });
    expect(list.statusCode).toBe(403);
    expect((await generate(s, '072', other.companyId)).statusCode).toBe(403);
  });

  it('is refused to an HR user', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    const hr = await createUser(t.db, { role: 'hr', companyIds: [s.companyId] });
    const headers = (await t.loginAs(hr.tin)).headers;
    for (const url of [
      `/api/treasury/files?company_id=${s.companyId}`,
      `/api/treasury/generate?company_id=${s.companyId}&bank_id=072`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
    }
  });
});

describe('bad input', () => {
  it('answers 400 in the envelope, never a 500, to an unknown bank, a NUL byte or a long string', async () => {
    const s = await treasuryScenario(t, { issuerCode: '12345' });
    const long = 'x'.repeat(100_000);
    for (const url of [
      `/api/treasury/generate?company_id=${s.companyId}&bank_id=999`,
      `/api/treasury/generate?company_id=${s.companyId}%00&bank_id=072`,
      `/api/treasury/generate?company_id=${long}&bank_id=072`,
      `/api/treasury/files/abc?company_id=${s.companyId}`,
      `/api/treasury/files/1%00?company_id=${s.companyId}`,
      `/api/treasury/deductions?company_id=${s.companyId}&date=2026-11-20&format=pdf`,
      `/api/treasury/deductions/summary?company_id=${s.companyId}&date=${long}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: s.headers });
      expect(res.statusCode, url.slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', message: expect.any(String) });
    }
  });
});
