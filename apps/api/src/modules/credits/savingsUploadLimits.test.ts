/**
 * POST /api/loans/validate-savings under hostile load and hostile files: one
 * company's flood does not make another company wait, a zip whose local headers disagree with
 * its central directory is refused, amounts with more than two decimals are bad amounts, and
 * the answer's lists are bounded.
 */
import XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema';
import { runningSheetWorkers } from '../../files/spreadsheet/readSheetInWorker';
import { waitingSheetReads } from '../../files/spreadsheet/sheetReadSlots';
import { multipartBody } from '../../test/multipart';
import { insertBytes, localEntry, sheetXml } from '../../test/craftedZips';
import { createEmployee } from '../../test/factories';
import { streamedWorkbookOf, workbookOf } from '../../test/spreadsheets';
import { useTestApp } from '../../test/testApp';
import { companyScenario, type Scenario } from '../../test/testSupport';

const t = useTestApp();

function upload(s: Scenario, content: Buffer, filename = 'ahorros.xlsx', headers: Record<string, string> = {}) {
  const body = multipartBody({ company_id: String(s.companyId) }, [
    { field: 'file', filename, contentType: 'application/octet-stream', content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/loans/validate-savings',
    headers: { ...s.hr.headers, ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function until(condition: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('one company flooding the savings upload', () => {
  // B’s third is 429 with Retry-After.
  it('does not hold back another company: A’s small upload finishes while B’s reads run', async () => {
    const a = await companyScenario(t);
    const b = await companyScenario(t);
    const big = await streamedWorkbookOf([
      ['Número de control', 'Ahorro total'],
      ...Array.from({ length: 40_000 }, (_, i) => [`B-${i}`, i]),
    ]);
    const small = await streamedWorkbookOf([
      ['Número de control', 'Ahorro total'],
      ['A-1', 100],
    ]);

    const finished: string[] = [];
    const track = (name: string, answer: ReturnType<typeof upload>) => answer.then((r) => (finished.push(name), r));
    const b1 = track('b1', upload(b, big));
    await until(() => runningSheetWorkers() === 1);
    const b2 = track('b2', upload(b, big));
    await until(() => waitingSheetReads() === 1);
    // B already reads one file and has one waiting: the third, however small, is refused at once.
    const retryKey = { 'idempotency-key': 'b3-retry-0001' };
    const b3 = await upload(b, small, 'ahorros.xlsx', retryKey);
    expect(b3.statusCode).toBe(429);
    expect(b3.headers['retry-after']).toBe('5');
    expect(b3.json()).toEqual({
      error: 'spreadsheet_busy',
      message: 'Ya hay archivos de Excel de esta empresa en proceso. Espera unos segundos y vuelve a subirlo.',
    });

    // A worker is free while B's second read waits for B's first: A reads at once, never queued.
    const started = Date.now();
    let mostWaiting = 0;
    const sampler = setInterval(() => (mostWaiting = Math.max(mostWaiting, waitingSheetReads())), 1);
    const fromA = await track('a', upload(a, small)).finally(() => clearInterval(sampler));
    expect(mostWaiting).toBe(1);
    expect(fromA.statusCode, fromA.body).toBe(200);
    expect(fromA.json()).toMatchObject({ rows_updated: 0, not_found: ['A-1'] });
    // B's second read cannot even start before B's first is read: A did not wait for B's backlog.
    expect(finished).not.toContain('b2');
    // Seconds even on a loaded machine, where B's two 40,000-row files take far longer.
    expect(Date.now() - started).toBeLessThan(30_000);

    expect((await b1).statusCode).toBe(200);
    expect((await b2).statusCode).toBe(200);
    // The 429 was not kept for its Idempotency-Key: the retry the answer asked for is read.
    const retried = await upload(b, small, 'ahorros.xlsx', retryKey);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ not_found: ['A-1'] });
  }, 120_000);
});

describe('a workbook whose zip indexes disagree', () => {
  // A local-only sheet (31,337.00) or a hidden entry inflating to 120 MB.
  it('is refused with 400 in Spanish and changes nothing', async () => {
    const s = await companyScenario(t);
    await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'IB-0001' });
    const HEADER = ['Número de control', 'Ahorro total'];
    const real = await workbookOf([HEADER, ['IB-0001', 100]]);
    const hiddenSheet = insertBytes(
      real,
      localEntry('xl/worksheets/sheet1.xml', sheetXml([HEADER, ['IB-0001', 31337]])),
      0,
    );
    const hiddenBomb = insertBytes(real, localEntry('xl/media/relleno.bin', Buffer.alloc(120 * 1024 * 1024), true), 0);
    for (const file of [hiddenSheet, hiddenBomb]) {
      const res = await upload(s, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: 'spreadsheet_inconsistent',
        message:
          'El archivo de Excel tiene partes que no coinciden con su índice. Ábrelo en Excel, ' +
          'guárdalo de nuevo y vuelve a subirlo.',
      });
    }
    const savings = await t.db
      .select({ s: employees.totalSavings })
      .from(employees)
      .where(and(eq(employees.companyId, s.companyId), eq(employees.controlNumber, 'IB-0001')));
    expect(savings).toEqual([{ s: '0.00' }]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, s.companyId), eq(auditLog.action, 'upload_savings'))),
    ).toEqual([]);
    // The sound workbook it was made from is applied.
    expect((await upload(s, real)).json()).toMatchObject({ rows_updated: 1 });
  }, 60_000);
});

describe('savings amounts and the size of the answer', () => {
  it('refuses a number with over two decimals (0.001, 1e-10) as a bad amount instead of writing 0.00', async () => {
    const s = await companyScenario(t);
    for (const controlNumber of ['IB-0001', 'IB-0002', 'IB-0003', 'IB-0004'])
      await createEmployee(t.db, { companyId: s.companyId, controlNumber });
    await t.db.update(employees).set({ totalSavings: '500.00' }).where(eq(employees.companyId, s.companyId));
    const file = await workbookOf([
      ['Número de control', 'Ahorro total'],
      ['IB-0001', 0.001],
      ['IB-0002', 1e-10],
      ['IB-0003', 1234.5],
      ['IB-0004', 0.1 + 0.2],
    ]);
    const res = await upload(s, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rows_updated: 2,
      bad_amounts: [
        { row: 2, control_number: 'IB-0001', reason: 'El ahorro tiene más de dos decimales' },
        { row: 3, control_number: 'IB-0002', reason: 'El ahorro tiene más de dos decimales' },
      ],
      bad_amounts_total: 2,
    });
    const stored = await t.db
      .select({ c: employees.controlNumber, s: employees.totalSavings })
      .from(employees)
      .where(eq(employees.companyId, s.companyId));
    expect(Object.fromEntries(stored.map((e) => [e.c, e.s]))).toEqual({
      'IB-0001': '500.00',
      'IB-0002': '500.00',
      'IB-0003': '1234.50',
      'IB-0004': '0.30',
    });

    // A legacy .xls (read by @e965/xlsx, numbers as doubles too) is judged the same way.
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Número de control', 'Ahorro total'],
        ['IB-0001', 0.001],
        ['IB-0002', 1e-10],
        ['IB-0003', 99.5],
      ]),
      'Hoja1',
    );
    const xls = await upload(
      s,
      Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer),
      'ahorros.xls',
    );
    expect(xls.statusCode, xls.body).toBe(200);
    expect(xls.json()).toMatchObject({
      rows_updated: 1,
      bad_amounts_total: 2,
      bad_amounts: [
        { row: 2, reason: 'El ahorro tiene más de dos decimales' },
        { row: 3, reason: 'El ahorro tiene más de dos decimales' },
      ],
    });
    expect(
      (
        await t.db
          .select({ s: employees.totalSavings })
          .from(employees)
          .where(and(eq(employees.companyId, s.companyId), eq(employees.controlNumber, 'IB-0001')))
      )[0]?.s,
    ).toBe('500.00');
  }, 60_000);

  // A file of 30,000 repeats answers a few KB.
  it('lists the first 100 repeated rows and not-found control numbers, with the totals', async () => {
    const s = await companyScenario(t);
    await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'IB-0001' });
    const rows = [
      ['Número de control', 'Ahorro total'],
      ['IB-0001', 100],
      ...Array.from({ length: 30_000 }, () => ['IB-0001', 100]),
      ...Array.from({ length: 6_000 }, (_, i) => [`NO-${i}`, 5]),
    ];
    const res = await upload(s, await streamedWorkbookOf(rows));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rows_updated: 1, bad_amounts_total: 30_000, not_found_total: 6_000 });
    expect(body.bad_amounts).toHaveLength(100);
    expect(body.bad_amounts[0]).toEqual({
      row: 3,
      control_number: 'IB-0001',
      reason: 'El número de control se repite en el archivo (fila 2)',
    });
    expect(body.bad_amounts[99].row).toBe(102);
    expect(body.not_found).toEqual(Array.from({ length: 100 }, (_, i) => `NO-${i}`));
    expect(res.body.length).toBeLessThan(20_000);
    // The audit row counts them all too.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.companyId), eq(auditLog.action, 'upload_savings')));
    expect(audit?.changes).toMatchObject({ bad_rows: 30_000, not_found: 6_000 });
  }, 60_000);
});
