/**
 * GET /api/treasury/bank-file on real PostgreSQL (03 §3–§4, decision 070): it moves exactly the
 * approved, accepted and error_released loans to applied with audit rows and a history row, in one
 * transaction; a second download finds nothing; two at once move each loan once; the
 * pre-validation refuses a dismissed employee or an unusable account and changes nothing.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, type TreasuryFile } from '@abono/domain';
import { employees, loans, treasuryFiles } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import {
  auditRowsOf,
  clabeOf,
  historyCount,
  payableLoan,
  statusesOf,
  treasuryScenario,
  type TreasuryScenario,
} from './fileTestSupport';

const t = useTestApp();
const DAY = '2026-11-26';

beforeEach(() => t.clock.set(DAY));
afterEach(() => t.clock.set(null));

function download(s: TreasuryScenario, companyId = s.companyId) {
  return t.app.inject({ method: 'GET', url: `/api/treasury/bank-file?company_id=${companyId}`, headers: s.headers });
}

function rowsOf(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.subarray(3).toString('utf8')) as string[][];
}

describe('the bank money request', () => {
  it('moves exactly the approved, accepted and error_released loans to applied, with audit and history', async () => {
    const s = await treasuryScenario(t);
    const approved = await payableLoan(t, s.companyId, { status: 'approved', amount: '1500.50', name: 'Peña Núñez' });
    const accepted = await payableLoan(t, s.companyId, { status: 'accepted', amount: '2000.00' });
    const released = await payableLoan(t, s.companyId, {
      status: 'error_released',
      amount: '750.25',
      bank: '021',
      accountNumber: clabeOf('021'),
    });
    const untouched = {
      pending: await payableLoan(t, s.companyId, { status: 'pending' }),
      applied: await payableLoan(t, s.companyId, { status: 'applied' }),
      confirmed: await payableLoan(t, s.companyId, { status: 'confirmed' }),
      error: await payableLoan(t, s.companyId, { status: 'error' }),
    };

    const res = await download(s);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="solicitud_bancaria_20261126.csv"');

    const moved = [approved, accepted, released];
    expect(await statusesOf(t, moved)).toEqual(Object.fromEntries(moved.map((id) => [id, 'applied'])));
    expect(Object.values(await statusesOf(t, Object.values(untouched))).sort()).toEqual(
      ['applied', 'confirmed', 'error', 'pending'].sort(),
    );
    for (const [id, from] of [
      [approved, 'approved'],
      [accepted, 'accepted'],
      [released, 'error_released'],
    ] as const) {
      const audit = await auditRowsOf(t, id, 'bank_file');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ fromStatus: from, toStatus: 'applied', actorUserId: s.treasuryUserId });
      const [row] = await t.db.select({ appliedAt: loans.appliedAt }).from(loans).where(eq(loans.id, id));
      expect(row!.appliedAt?.toISOString()).toBe(t.clock.now().toISOString());
    }
    expect(await auditRowsOf(t, untouched.applied, 'bank_file')).toHaveLength(0);

    const rows = rowsOf(res.rawPayload);
    const details = rows.slice(1);
    expect(details).toHaveLength(3);
    expect(details.map((r) => r.at(-1))).toEqual(moved.map(String));
    expect(details.map((r) => r[5])).toEqual(['1500.50', '2000.00', '750.25']);
    expect(details[0]![1]).toBe('Peña Núñez');
    expect(details[2]![3]).toBe('021');
    expect(details[2]![4]).toBe(clabeOf('021'));

    const [file] = await t.db.select().from(treasuryFiles).where(eq(treasuryFiles.companyId, s.companyId));
    expect(file).toMatchObject({
      kind: 'bank_request',
      bank: null,
      sequence: 1,
      businessDay: DAY,
      loanCount: 3,
      total: '4250.75',
      createdBy: s.treasuryUserId,
      fileName: 'solicitud_bancaria_20261126.csv',
    });
    expect([...file!.loanIds].sort((a, b) => a - b)).toEqual(moved);
    expect(file!.sha256).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
  });

  it('a second download the same day finds nothing; the history still serves the first file byte for byte', async () => {
    const s = await treasuryScenario(t);
    await payableLoan(t, s.companyId, { status: 'approved' });
    const first = await download(s);
    expect(first.statusCode).toBe(200);

    const second = await download(s);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ error: 'no_loans_to_request', message: ERRORS.no_loans_to_request.message });

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/files?company_id=${s.companyId}`,
      headers: s.headers,
    });
    const rows = (history.json() as { rows: TreasuryFile[] }).rows;
    expect(rows).toHaveLength(1);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/files/${rows[0]!.id}?company_id=${s.companyId}`,
      headers: s.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rows[0]!.sha256).toBe(createHash('sha256').update(again.rawPayload).digest('hex'));
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
  });

  it('two downloads at once move each loan once: one file, the other finds nothing', async () => {
    const s = await treasuryScenario(t);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await payableLoan(t, s.companyId, { status: 'approved' }));

    const answers = await Promise.all([download(s), download(s), download(s)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
    const file = answers.find((r) => r.statusCode === 200)!;
    expect(rowsOf(file.rawPayload).slice(1)).toHaveLength(12);
    for (const id of ids) expect(await auditRowsOf(t, id, 'bank_file')).toHaveLength(1);
    expect(await historyCount(t, s.companyId)).toBe(1);
  });

  it('refuses, with the list and no change, a dismissed employee, an account of the wrong length and a bad CLABE', async () => {
    const s = await treasuryScenario(t);
    const good = await payableLoan(t, s.companyId, { status: 'approved' });
    const fired = await payableLoan(t, s.companyId, { status: 'approved', employeeStatus: 'fired', name: 'Ana Baja' });
    const short = await payableLoan(t, s.companyId, { status: 'accepted', accountNumber: '12345' });
    const badClabe = clabeOf('072').slice(0, 17) + String((Number(clabeOf('072')[17]) + 1) % 10);
    const clabe = await payableLoan(t, s.companyId, { status: 'error_released', accountNumber: badClabe });
    const ids = [good, fired, short, clabe];
    const before = await statusesOf(t, ids);

    const res = await download(s);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; details: { loans: Array<Record<string, unknown>> } };
    expect(body.error).toBe('unpayable_loans');
    expect(body.details.loans.map((l) => l.loan_id)).toEqual([fired, short, clabe]);
    const [firedEmployee] = await t.db.select().from(employees).where(eq(employees.name, 'Ana Baja'));
    expect(body.details.loans[0]).toMatchObject({ control_number: firedEmployee!.controlNumber, name: 'Ana Baja' });
    for (const loan of body.details.loans) expect(loan.reason).toEqual(expect.stringMatching(/\S/));

    expect(await statusesOf(t, ids)).toEqual(before);
    for (const id of ids) expect(await auditRowsOf(t, id, 'bank_file')).toHaveLength(0);
    expect(await historyCount(t, s.companyId)).toBe(0);
  });

  it("requests the effective amount, an accepted counter offer's, as treasury's list shows it", async () => {
    const s = await treasuryScenario(t);
    const loan = await payableLoan(t, s.companyId, { status: 'accepted', amount: '1000.00' });
    await t.db.execute(sql`update loans set counter_offer = '{"amount": "800.5"}'::jsonb where id = ${loan}`);
    const res = await download(s);
    expect(res.statusCode).toBe(200);
    expect(rowsOf(res.rawPayload)[1]![5]).toBe('800.50');
    const [file] = await t.db.select().from(treasuryFiles).where(eq(treasuryFiles.companyId, s.companyId));
    expect(file!.total).toBe('800.50');
  });

  it('answers 404 when no loan awaits the bank', async () => {
    const s = await treasuryScenario(t);
    await payableLoan(t, s.companyId, { status: 'pending' });
    const res = await download(s);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'no_loans_to_request' });
  });

  it("refuses another company's company_id and an HR user, moving nothing", async () => {
    const s = await treasuryScenario(t);
    const other = await treasuryScenario(t);
    const theirs = await payableLoan(t, other.companyId, { status: 'approved' });
    const res = await download(s, other.companyId);
    expect(res.statusCode).toBe(403);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);

    const hr = await createUser(t.db, { role: 'hr', companyIds: [other.companyId] });
    const hrRes = await download({ ...other, headers: (await t.loginAs(hr.tin)).headers });
    expect(hrRes.statusCode).toBe(403);
    expect(await statusesOf(t, [theirs])).toEqual({ [theirs]: 'approved' });
    expect(await historyCount(t, other.companyId)).toBe(0);
  });
});
