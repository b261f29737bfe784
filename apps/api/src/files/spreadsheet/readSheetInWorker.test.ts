/**
 * Reading spreadsheets in a worker thread (decision 046): the worker's result is the same as
 * reading in the request's own thread, refusals cross back as the same Spanish 4xx, a workbook
 * beyond the worker's heap ceiling is a 413 (the server goes on), and no more than
 * MAX_SHEET_WORKERS read at once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS } from '@abono/domain';
import { isAppError } from '../../lib/appError';
import { SAMPLES_DIR, streamedWorkbookOf, workbookOf } from '../../test/spreadsheets';
import { readEmployeeImportFile } from '../employeeImportFile';
import { readSavingsFile } from '../savingsFile';
import { closeSheetWorkers, MAX_SHEET_WORKERS, readSheetInWorker, runningSheetWorkers } from './readSheetInWorker';
import { readSheetRows } from './readSheetRows';

const sample = (name: string) => readFileSync(new URL(name, SAMPLES_DIR));

async function failureOf(read: Promise<unknown>) {
  try {
    await read;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
}

/** A savings workbook of `rows` employees. */
function savingsWorkbook(rows: number): Promise<Buffer> {
  return streamedWorkbookOf([
    ['Número de control', 'Ahorro total'],
    ...Array.from({ length: rows }, (_, i) => [`C-${String(i + 1).padStart(7, '0')}`, i + 0.5]),
  ]);
}

describe('readSheetInWorker', () => {
  it('gives what reading in the request thread gives, on every payroll sample', async () => {
    for (const [name, kind] of [
      ['ahorros-limpio.xlsx', 'xlsx'],
      ['ahorros-reporte-nomina.xlsx', 'xlsx'],
      ['ahorros-excel97.xls', 'xls'],
    ] as const) {
      const bytes = sample(name);
      const inWorker = await readSheetInWorker('savings', bytes, kind, { companyId: 1 });
      expect(inWorker, name).toEqual(await readSavingsFile(readSheetRows(bytes, kind)));
      expect(inWorker.controls.length, name).toBeGreaterThan(0);
    }
  });

  it('passes the job its parameters: the employee template with the role names the import may name', async () => {
    const bytes = sample('empleados-captura.xlsx');
    const params = { roleNames: ['employee', 'hr'] };
    const inWorker = await readSheetInWorker('employees', bytes, 'xlsx', { companyId: 1, params });
    expect(inWorker).toEqual(
      await readEmployeeImportFile(readSheetRows(bytes, 'xlsx', { zeroPaddedText: true }), params),
    );
    expect(inWorker.valid.map((v) => v.data.controlNumber)).toEqual(['IB-0201', '00457']);

    // A row naming the role «hr» is valid only when the import may name it: the parameters reach the worker.
    const columns = Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[];
    const values: Partial<Record<keyof typeof EMPLOYEE_IMPORT_HEADERS, string>> = {
      controlNumber: 'R-1',
      name: 'Ana Ruiz',
      workLocation: 'Planta León',
      role: 'hr',
    };
    const withRole = await workbookOf([
      columns.map((c) => EMPLOYEE_IMPORT_HEADERS[c]),
      columns.map((c) => values[c] ?? null),
    ]);
    expect(
      (
        await readSheetInWorker('employees', withRole, 'xlsx', {
          companyId: 1,
          params: { roleNames: ['employee', 'hr'] },
        })
      ).valid,
    ).toHaveLength(1);
    const refused = await readSheetInWorker('employees', withRole, 'xlsx', {
      companyId: 1,
      params: { roleNames: ['employee'] },
    });
    expect(refused.valid).toHaveLength(0);
    expect(refused.errors).toHaveLength(1);
  });

  it('answers a refusal from inside the worker as the same Spanish 4xx', async () => {
    const headerless = await workbookOf([
      ['Nombre', 'Monto'],
      ['Ana', 10],
    ]);
    expect(await failureOf(readSheetInWorker('savings', headerless, 'xlsx', { companyId: 1 }))).toEqual({
      code: 'savings_header_missing',
      status: 400,
      message: 'El archivo no tiene el encabezado «Número de control | Ahorro total».',
    });
    const garbage = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]);
    expect(await failureOf(readSheetInWorker('savings', garbage, 'xlsx', { companyId: 1 }))).toMatchObject({
      code: 'spreadsheet_unreadable',
      status: 400,
    });
  });

  it('refuses a workbook beyond the heap ceiling with a 413 and goes on reading the next one', async () => {
    // 40 MB holds the worker and a small file, not 150,000 rows.
    const ceiling = { maxOldGenerationSizeMb: 40, maxYoungGenerationSizeMb: 8 };
    const huge = await savingsWorkbook(150_000);
    expect(await failureOf(readSheetInWorker('savings', huge, 'xlsx', { companyId: 1, limits: ceiling }))).toEqual({
      code: 'spreadsheet_too_large',
      status: 413,
      message:
        'El archivo tiene demasiados datos para leerlo de una vez. Divídelo en archivos más ' +
        'pequeños y súbelos por separado.',
    });
    const small = await readSheetInWorker('savings', sample('ahorros-limpio.xlsx'), 'xlsx', {
      companyId: 1,
      limits: ceiling,
    });
    expect(small.controls).toEqual(['IB-0001', 'IB-0002', 'IB-0003', 'IB-0004', 'IB-0005']);
  }, 60_000);

  it('stops a read that outlasts its time with a 413, and frees its slot', async () => {
    const file = await savingsWorkbook(20_000);
    expect(await failureOf(readSheetInWorker('savings', file, 'xlsx', { companyId: 1, timeoutMs: 50 }))).toMatchObject({
      code: 'spreadsheet_too_large',
      status: 413,
    });
    expect(runningSheetWorkers()).toBe(0);
    expect((await readSheetInWorker('savings', file, 'xlsx', { companyId: 1 })).controls).toHaveLength(20_000);
  }, 60_000);

  it(`reads at most ${MAX_SHEET_WORKERS} workbooks at once; the others wait their turn`, async () => {
    const file = await savingsWorkbook(2000);
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, runningSheetWorkers())), 2);
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => readSheetInWorker('savings', file, 'xlsx', { companyId: i + 1 })),
      );
      for (const r of results) expect(r.controls).toHaveLength(2000);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBe(MAX_SHEET_WORKERS);
    expect(runningSheetWorkers()).toBe(0);
  }, 60_000);

  it('ends its workers when the server closes, and a later read starts new ones', async () => {
    const bytes = sample('ahorros-limpio.xlsx');
    await readSheetInWorker('savings', bytes, 'xlsx', { companyId: 1 });
    await closeSheetWorkers();
    expect((await readSheetInWorker('savings', bytes, 'xlsx', { companyId: 1 })).controls).toHaveLength(5);
    await closeSheetWorkers();
  });
});
