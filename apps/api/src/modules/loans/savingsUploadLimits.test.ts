/**
 * POST /api/loans/validate-savings under hostile load and hostile files (issue 15 §4, §5): one
 * company's flood does not make another company wait, a zip whose local headers disagree with
 * its central directory is refused, amounts with more than two decimals are bad amounts, and
 * the answer's lists are bounded.
 */
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
import { companyScenario, type Scenario } from './testSupport';

const t = useTestApp();

function upload(s: Scenario, content: Buffer, filename = 'ahorros.xlsx') {
  const body = multipartBody({ company_id: String(s.companyId) }, [{ field: 'file', filename, contentType: 'application/octet-stream', content }]);
  return t.app.inject({ method: 'POST', url: '/api/loans/validate-savings', headers: { ...s.hr.headers, ...body.headers }, payload: body.payload });
}

async function until(condition: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('one company flooding the savings upload', () => {
  it('does not hold back another company: A’s small upload finishes while B’s reads run; B’s third is 429 with Retry-After', async () => {
    const a = await companyScenario(t);
    const b = await companyScenario(t);
    const big = await streamedWorkbookOf([['Número de control', 'Ahorro total'], ...Array.from({ length: 40_000 }, (_, i) => [`B-${i}`, i])]);
    const small = await streamedWorkbookOf([['Número de control', 'Ahorro total'], ['A-1', 100]]);

    const finished: string[] = [];
    const track = (name: string, answer: ReturnType<typeof upload>) => answer.then((r) => (finished.push(name), r));
    const b1 = track('b1', upload(b, big));
    await until(() => runningSheetWorkers() === 1);
    const b2 = track('b2', upload(b, big));
    await until(() => waitingSheetReads() === 1);
    // B already reads one file and has one waiting: the third is refused at once.
    const b3 = await upload(b, big);
    expect(b3.statusCode).toBe(429);
    expect(b3.headers['retry-after']).toBe('5');
    expect(b3.json()).toEqual({ error: 'spreadsheet_busy', message: 'Ya hay archivos de Excel de esta empresa en proceso. Espera unos segundos y vuelve a subirlo.' });

    // A worker is free while B's second read waits for B's first: A reads at once.
    const started = Date.now();
    const fromA = await track('a', upload(a, small));
    expect(fromA.statusCode, fromA.body).toBe(200);
    expect(fromA.json()).toMatchObject({ rows_updated: 0, not_found: ['A-1'] });
    expect(finished).toEqual(['a']);
    expect(Date.now() - started).toBeLessThan(10_000);

    expect((await b1).statusCode).toBe(200);
    expect((await b2).statusCode).toBe(200);
  }, 120_000);
});

describe('a workbook whose zip indexes disagree', () => {
  it('is refused with 400 in Spanish and changes nothing: a local-only sheet (31,337.00) or a hidden entry inflating to 120 MB', async () => {
    const s = await companyScenario(t);
    await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'IB-0001' });
    const HEADER = ['Número de control', 'Ahorro total'];
    const real = await workbookOf([HEADER, ['IB-0001', 100]]);
    const hiddenSheet = insertBytes(real, localEntry('xl/worksheets/sheet1.xml', sheetXml([HEADER, ['IB-0001', 31337]])), 0);
    const hiddenBomb = insertBytes(real, localEntry('xl/media/relleno.bin', Buffer.alloc(120 * 1024 * 1024), true), 0);
    for (const file of [hiddenSheet, hiddenBomb]) {
      const res = await upload(s, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: 'spreadsheet_inconsistent',
        message: 'El archivo de Excel tiene partes que no coinciden con su índice. Ábrelo en Excel, guárdalo de nuevo y vuelve a subirlo.',
      });
    }
    const savings = await t.db.select({ s: employees.totalSavings }).from(employees).where(and(eq(employees.companyId, s.companyId), eq(employees.controlNumber, 'IB-0001')));
    expect(savings).toEqual([{ s: '0.00' }]);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.companyId, s.companyId), eq(auditLog.action, 'upload_savings')))).toEqual([]);
    // The sound workbook it was made from is applied.
    expect((await upload(s, real)).json()).toMatchObject({ rows_updated: 1 });
  }, 60_000);
});
