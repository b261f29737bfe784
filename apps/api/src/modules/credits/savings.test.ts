/**
 * POST /api/loans/validate-savings on real PostgreSQL with real files: the payroll
 * samples' exact outcomes, the calculation results, hostile files refused with nothing
 * changed, idempotent re-uploads, company scope and concurrency.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, employees, loans } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import {
  SAMPLES_DIR,
  encryptedWorkbook,
  HTML_POLYGLOT,
  streamedWorkbookOf,
  workbookOf,
  zipBomb,
} from '../../test/spreadsheets';
import { useTestApp } from '../../test/testApp';
import { companyScenario, type Scenario } from '../../test/testSupport';

const t = useTestApp();
let s: Scenario;
let loanOf: Record<string, number>;

const sample = (name: string) => readFileSync(new URL(name, SAMPLES_DIR));

/** A fresh company with IB-0001…IB-0012 (IB-0007 fired) and a pending loan for some of them. */
beforeEach(async () => {
  s = await companyScenario(t);
  loanOf = {};
  for (let n = 1; n <= 12; n++) {
    const controlNumber = `IB-${String(n).padStart(4, '0')}`;
    const employee = await createEmployee(t.db, { companyId: s.companyId, controlNumber });
    if (n === 7) await t.db.update(employees).set({ status: 'fired' }).where(eq(employees.id, employee.id));
    // final payment 1000.00 on every loan
    if ([1, 2, 3, 6, 7, 11].includes(n))
      loanOf[controlNumber] = (
        await createLoan(t.db, {
          companyId: s.companyId,
          employeeId: employee.id,
          controlNumber,
          amount: '5000.00',
          finalPayment: '1000.00',
        })
      ).id;
  }
});

function upload(
  content: Buffer,
  filename: string,
  options: { companyId?: number; headers?: Record<string, string> } = {},
) {
  const body = multipartBody({ company_id: String(options.companyId ?? s.companyId) }, [
    { field: 'file', filename, contentType: 'application/octet-stream', content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/loans/validate-savings',
    headers: { ...(options.headers ?? s.hr.headers), ...body.headers },
    payload: body.payload,
  });
}

async function state() {
  const e = await t.db
    .select({ c: employees.controlNumber, s: employees.totalSavings })
    .from(employees)
    .where(eq(employees.companyId, s.companyId));
  const l = await t.db
    .select({ id: loans.id, s: loans.totalSavings, r: loans.calculationResult })
    .from(loans)
    .where(eq(loans.companyId, s.companyId));
  const a = await t.db.select().from(auditLog).where(eq(auditLog.companyId, s.companyId));
  return {
    employees: e.sort((x, y) => x.c.localeCompare(y.c)),
    loans: l.sort((x, y) => x.id - y.id),
    audits: a.length,
  };
}
const savingsOf = async (control: string) =>
  (
    await t.db
      .select({ s: employees.totalSavings })
      .from(employees)
      .where(and(eq(employees.companyId, s.companyId), eq(employees.controlNumber, control)))
  )[0]?.s;
const loanRow = async (control: string) => (await t.db.select().from(loans).where(eq(loans.id, loanOf[control]!)))[0]!;

describe('POST /api/loans/validate-savings', () => {
  it('ahorros-limpio.xlsx: 5 rows applied, results computed', async () => {
    // IB-0003 starts with savings, so its 0 in the file must be written, not left at the default.
    await t.db
      .update(employees)
      .set({ totalSavings: '999.99' })
      .where(and(eq(employees.companyId, s.companyId), eq(employees.controlNumber, 'IB-0003')));
    const res = await upload(sample('ahorros-limpio.xlsx'), 'ahorros-limpio.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows_updated: 5, loans_updated: 3, not_found: [], bad_amounts: [] });
    // Every outcome of the samples' README.
    const expected = {
      'IB-0001': '15000.00',
      'IB-0002': '820.50',
      'IB-0003': '0.00',
      'IB-0004': '12345.67',
      'IB-0005': '2500.00',
    };
    for (const [control, amount] of Object.entries(expected)) expect(await savingsOf(control), control).toBe(amount);
    expect((await loanRow('IB-0003')).totalSavings).toBe('0.00');
    // 15000 ≥ 1000: pass; 0 < 820.50 < 1000: review; 0: reject.
    expect((await loanRow('IB-0001')).calculationResult).toBe('pass');
    expect((await loanRow('IB-0002')).calculationResult).toBe('review');
    expect((await loanRow('IB-0003')).calculationResult).toBe('reject');
    expect((await loanRow('IB-0001')).totalSavings).toBe('15000.00');
    // IB-0006 is not in the file: its loan stays pending.
    expect((await loanRow('IB-0006')).calculationResult).toBe('pending');
    expect(res.json().results).toEqual({ pass: 1, review: 1, reject: 1, pending: 3 });
  });

  it('ahorros-reporte-nomina.xlsx: 6 rows applied, IB-9999 not found, IB-0009 a bad amount with its row', async () => {
    const res = await upload(sample('ahorros-reporte-nomina.xlsx'), 'ahorros-reporte-nomina.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows_updated).toBe(6);
    expect(body.not_found).toEqual(['IB-9999']);
    expect(body.bad_amounts).toEqual([
      { row: 13, control_number: 'IB-0009', reason: 'El ahorro debe ser un monto válido' },
    ]);
    const expected = {
      'IB-0001': '15000.00',
      'IB-0002': '820.50',
      'IB-0006': '1234.50',
      'IB-0007': '0.00',
      'IB-0008': '10000.00',
      'IB-0010': '7500.25',
    };
    for (const [control, amount] of Object.entries(expected)) expect(await savingsOf(control), control).toBe(amount);
    expect(await savingsOf('IB-0009')).toBe('0.00');
    // IB-0006 hired with 1234.50 ≥ 1000: pass; IB-0007 fired: reject.
    expect((await loanRow('IB-0006')).calculationResult).toBe('pass');
    expect((await loanRow('IB-0007')).calculationResult).toBe('reject');
  });

  it('ahorros-excel97.xls: 4 valid rows', async () => {
    const res = await upload(sample('ahorros-excel97.xls'), 'ahorros-excel97.xls');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows_updated: 4, not_found: [], bad_amounts: [] });
    // Every outcome of the samples' README.
    const expected = { 'IB-0001': '15000.00', 'IB-0002': '820.50', 'IB-0011': '3300.00', 'IB-0012': '0.01' };
    for (const [control, amount] of Object.entries(expected)) expect(await savingsOf(control), control).toBe(amount);
    expect((await loanRow('IB-0001')).totalSavings).toBe('15000.00');
    expect((await loanRow('IB-0011')).calculationResult).toBe('pass');
  });

  it('a workbook built here: extra columns, header further down, text amounts, repeated and hostile rows', async () => {
    const bytes = await workbookOf([
      ['Reporte'],
      [],
      ['Depto', 'ahorro TOTAL', 'Número de Control'],
      ['A', '$1,500.00', 'IB-0001'],
      ['A', 200, 'IB-0002'],
      ['A', 300, 'IB-0002'],
      ['A', '12.345', 'IB-0003'],
      ['A', 'a\u0000b', 'IB-0004'],
      // 40,000 characters that do not compress (a long string that is not a zip bomb).
      ['A', randomBytes(30_000).toString('base64'), 'IB-0005'],
      ['A', -4, 'IB-0006'],
      ['A', 5, 'x'.repeat(40)],
      ['A', 999, 'TOTAL'],
    ]);
    const res = await upload(bytes, 'hecho.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows_updated).toBe(2);
    expect(body.bad_amounts.map((b: { row: number }) => b.row)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(body.bad_amounts[0].reason).toContain('repite');
    expect(await savingsOf('IB-0001')).toBe('1500.00');
    expect(await savingsOf('IB-0002')).toBe('200.00');
  });

  it('uploading the same file twice changes nothing the second time', async () => {
    expect((await upload(sample('ahorros-reporte-nomina.xlsx'), 'a.xlsx')).statusCode).toBe(200);
    const before = await state();
    const again = await upload(sample('ahorros-reporte-nomina.xlsx'), 'a.xlsx');
    expect(again.statusCode).toBe(200);
    expect(again.json().loans_updated).toBe(0);
    expect(await state()).toEqual(before);
  });

  it('hostile or wrong files are refused in Spanish and nothing changes', async () => {
    const before = await state();
    const whole = sample('ahorros-limpio.xlsx');
    const cases: [Buffer, string, number, string][] = [
      [await zipBomb(), 'bomba.xlsx', 400, 'spreadsheet_unsafe'],
      [Buffer.from('Número de control,Ahorro total\nIB-0001,1\n'), 'ahorros.xlsx', 415, 'invalid_spreadsheet_type'],
      [HTML_POLYGLOT, 'ahorros.xls', 415, 'invalid_spreadsheet_type'],
      [whole, 'ahorros.csv', 415, 'invalid_spreadsheet_type'],
      [encryptedWorkbook(), 'clave.xlsx', 400, 'spreadsheet_unreadable'],
      [whole.subarray(0, whole.length - 200), 'corto.xlsx', 400, 'spreadsheet_unreadable'],
      [
        await workbookOf([
          ['Control', 'Ahorro'],
          ['IB-0001', 100],
        ]),
        'sin-encabezado.xlsx',
        400,
        'savings_header_missing',
      ],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'grande.xlsx', 413, 'payload_too_large'],
    ];
    for (const [bytes, name, status, code] of cases) {
      const res = await upload(bytes, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ error: code, message: expect.stringMatching(/[a-záéíóú]/) });
    }
    expect(await state()).toEqual(before);
  });

  it('another company, or no loans grant, is refused and nothing changes', async () => {
    const before = await state();
    const other = await createCompany(t.db);
    expect((await upload(sample('ahorros-limpio.xlsx'), 'a.xlsx', { companyId: other.id })).statusCode).toBe(403);
    const employee = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    expect(
      (await upload(sample('ahorros-limpio.xlsx'), 'a.xlsx', { headers: (await t.loginAs(employee.tin)).headers }))
        .statusCode,
    ).toBe(403);
    expect(await state()).toEqual(before);
  });

  // Every row applied across the batch edges, not-found rows in file order, again changes nothing.
  it('a file of several batches', async () => {
    // 12,000 rows are three batches of the service's 5,000; every 25th control number is not on file.
    const controls = Array.from({ length: 12_000 }, (_, i) => `B-${String(i + 1).padStart(5, '0')}`);
    const missing = controls.filter((_, i) => i % 25 === 7);
    const stored = controls.filter((_, i) => i % 25 !== 7);
    await t.db.insert(employees).values(
      stored.map((controlNumber) => ({
        companyId: s.companyId,
        controlNumber,
        name: 'Empleada de lote',
        workLocation: 'Planta León',
        status: 'hired' as const,
      })),
    );
    const ids = new Map(
      (
        await t.db
          .select({ id: employees.id, c: employees.controlNumber })
          .from(employees)
          .where(eq(employees.companyId, s.companyId))
      ).map((e) => [e.c, e.id]),
    );
    // Pending loans (final payment 1,000.00) on both sides of each batch edge.
    const edges = [0, 4999, 5000, 9999, 10000, 11999];
    const edgeLoans = new Map<number, number>();
    for (const i of edges) {
      const controlNumber = controls[i]!;
      edgeLoans.set(
        i,
        (
          await createLoan(t.db, {
            companyId: s.companyId,
            employeeId: ids.get(controlNumber)!,
            controlNumber,
            amount: '5000.00',
            finalPayment: '1000.00',
          })
        ).id,
      );
    }
    const amountOf = (i: number) => (i % 2 === 0 ? 2000 : 500);
    const file = await streamedWorkbookOf([
      ['Número de control', 'Ahorro total'],
      ...controls.map((c, i) => [c, amountOf(i)]),
    ]);

    const res = await upload(file, 'lotes.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    // The answer lists the first 100 not found, in file order, and counts all of them.
    expect(res.json()).toMatchObject({
      rows_updated: stored.length,
      loans_updated: edges.length,
      not_found: missing.slice(0, 100),
      not_found_total: missing.length,
      bad_amounts: [],
    });
    for (const [i, id] of edgeLoans) {
      const [loan] = await t.db
        .select({ s: loans.totalSavings, r: loans.calculationResult })
        .from(loans)
        .where(eq(loans.id, id));
      expect(loan, controls[i]).toEqual({ s: `${amountOf(i)}.00`, r: amountOf(i) >= 1000 ? 'pass' : 'review' });
    }
    expect(await savingsOf(controls[11999]!)).toBe('500.00');
    expect(await savingsOf(controls[5000]!)).toBe('2000.00');

    const before = await state();
    const again = await upload(file, 'lotes.xlsx');
    expect(again.json()).toMatchObject({ rows_updated: stored.length, loans_updated: 0 });
    expect(await state()).toEqual(before);
  }, 60_000);

  it('20 identical uploads at once end in the same state as one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => upload(sample('ahorros-limpio.xlsx'), 'a.xlsx')),
    );
    // One running and one waiting read per company (decision 050): the others are told to retry.
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused.length + answers.filter((a) => a.statusCode === 200).length).toBe(20);
    for (const r of refused) expect([r.json().error, r.headers['retry-after']]).toEqual(['spreadsheet_busy', '5']);
    expect(answers.filter((a) => a.statusCode === 200 && a.json().loans_updated > 0)).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'upload_savings'));
    expect(audits.filter((a) => a.companyId === s.companyId)).toHaveLength(1);
  }, 60_000);
});
