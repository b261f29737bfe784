/**
 * The shared spreadsheet upload checks and reader (03 §1), on real files: the
 * payroll samples, workbooks written by exceljs, and hostile files.
 */
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from '../../lib/appError';
import { detectFileType } from '../sniff';
import {
  SAMPLES_DIR,
  encryptedWorkbook,
  HTML_POLYGLOT,
  plainZip,
  workbookOf,
  zipBomb,
  zipWithEntries,
} from '../../test/spreadsheets';
import { checkSpreadsheetUpload } from './checkSpreadsheetUpload';
import { matchHeader, normalizeHeader } from './matchHeader';
import { readSheetRows, rereadOnFailure, XLSX_READ_ATTEMPTS, type SheetRow } from './readSheetRows';

const sample = (name: string) => readFileSync(new URL(name, SAMPLES_DIR));
async function rowsOf(bytes: Buffer, kind: 'xlsx' | 'xls'): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of readSheetRows(bytes, kind)) out.push(row);
  return out;
}
async function refusal(filename: string, bytes: Buffer, allow: ('xlsx' | 'xls')[] = ['xlsx', 'xls']) {
  try {
    await checkSpreadsheetUpload({ filename, bytes }, allow);
  } catch (error) {
    if (isAppError(error)) return { code: error.code, status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
}

describe('checkSpreadsheetUpload', () => {
  it('accepts the real samples by name and content', async () => {
    expect(
      await checkSpreadsheetUpload({ filename: 'ahorros-limpio.xlsx', bytes: sample('ahorros-limpio.xlsx') }, [
        'xlsx',
        'xls',
      ]),
    ).toBe('xlsx');
    expect(
      await checkSpreadsheetUpload({ filename: 'AHORROS.XLS', bytes: sample('ahorros-excel97.xls') }, ['xlsx', 'xls']),
    ).toBe('xls');
  });

  it('refuses by name, by content and by kind: 415 invalid_spreadsheet_type', async () => {
    const xlsx = sample('ahorros-limpio.xlsx');
    for (const [name, bytes] of [
      ['ahorros.csv', xlsx],
      ['ahorros', xlsx],
      ['ahorros.xls', xlsx],
      ['ahorros.xlsx', sample('ahorros-excel97.xls')],
      ['texto.xlsx', Buffer.from('Número de control,Ahorro total\nIB-0001,100\n')],
      ['pagina.xlsx', HTML_POLYGLOT],
      ['recibo.xlsx', Buffer.from('%PDF-1.7\n')],
    ] as const) {
      expect(await refusal(name, bytes), name).toMatchObject({ code: 'invalid_spreadsheet_type', status: 415 });
    }
    expect(await refusal('a.xls', sample('ahorros-excel97.xls'), ['xlsx'])).toMatchObject({
      code: 'invalid_spreadsheet_type',
    });
  });

  it('refuses a zip bomb, too many entries, an encrypted, a truncated and a non-workbook zip', async () => {
    expect(await refusal('bomba.xlsx', await zipBomb())).toMatchObject({ code: 'spreadsheet_unsafe', status: 400 });
    expect(await refusal('muchas.xlsx', await zipWithEntries(1001))).toMatchObject({ code: 'spreadsheet_unsafe' });
    expect(await refusal('clave.xlsx', encryptedWorkbook())).toMatchObject({
      code: 'spreadsheet_unreadable',
      message: expect.stringContaining('contraseña'),
    });
    const whole = sample('ahorros-reporte-nomina.xlsx');
    expect(await refusal('corto.xlsx', whole.subarray(0, Math.floor(whole.length / 2)))).toMatchObject({
      code: 'spreadsheet_unreadable',
    });
    expect(await refusal('otro.xlsx', await plainZip())).toMatchObject({ code: 'spreadsheet_unreadable' });
  });

  // A Word document renamed .xlsx is no workbook, 415.
  it('takes the type from the one sniffer (files/sniff.ts)', async () => {
    const docx = new JSZip();
    docx.file(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    docx.file(
      'word/document.xml',
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    );
    const bytes = await docx.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await detectFileType(bytes)).toBeNull();
    expect(await refusal('nomina.xlsx', bytes)).toMatchObject({ code: 'invalid_spreadsheet_type', status: 415 });
  });

  it('refuses an empty file (400) and one over 10 MB (413)', async () => {
    expect(await refusal('vacio.xlsx', Buffer.alloc(0))).toMatchObject({ status: 400 });
    expect(await refusal('grande.xlsx', Buffer.alloc(10 * 1024 * 1024 + 1))).toMatchObject({
      code: 'payload_too_large',
      status: 413,
    });
  });
});

describe('readSheetRows', () => {
  it('streams the first sheet of an xlsx: formulas as their cached result, later sheets ignored', async () => {
    const rows = await rowsOf(sample('ahorros-reporte-nomina.xlsx'), 'xlsx');
    expect(rows.find((r) => r.rowNumber === 5)?.cells).toEqual([
      'NÚMERO DE CONTROL',
      'Nombre del empleado',
      'Departamento',
      '  ahorro total ',
    ]);
    expect(rows.find((r) => r.rowNumber === 15)?.cells).toEqual([null, 'TOTAL', null, 23000.25]);
    expect(rows.some((r) => r.cells.includes('Generado automáticamente; no modificar.'))).toBe(false);
  });

  it('reads legacy .xls with row numbers', async () => {
    const rows = await rowsOf(sample('ahorros-excel97.xls'), 'xls');
    expect(rows[0]).toEqual({ rowNumber: 1, cells: ['Número de control', 'Ahorro total'] });
    expect(rows[4]).toEqual({ rowNumber: 5, cells: ['IB-0012', 0.01] });
  });

  it('reads rich text and keeps text with leading zeros', async () => {
    const bytes = await workbookOf([
      ['Número de control', 'Ahorro total'],
      ['00457', { richText: [{ text: '1,0' }, { text: '00' }] }],
    ]);
    expect((await rowsOf(bytes, 'xlsx'))[1]?.cells).toEqual(['00457', '1,000']);
  });
});

describe('rereadOnFailure (the streaming reader failing now and then on a sound file)', () => {
  const rows = (n: number): SheetRow[] =>
    Array.from({ length: n }, (_, i) => ({ rowNumber: i + 1, cells: [`r${i + 1}`] }));
  /** A reader that gives `okRows` rows, then fails, on its first `failures` reads; then reads everything. */
  function flaky(total: number, failures: number, okRows: number) {
    let reads = 0;
    return {
      get reads() {
        return reads;
      },
      read: async function* () {
        reads++;
        const failing = reads <= failures;
        for (const row of rows(total)) {
          if (failing && row.rowNumber > okRows)
            throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
          yield await Promise.resolve(row);
        }
      },
    };
  }
  const collect = async (it: AsyncIterable<SheetRow>) => {
    const out: number[] = [];
    for await (const row of it) out.push(row.rowNumber);
    return out;
  };

  it('reads again after a failure and gives every row exactly once, in order', async () => {
    const reader = flaky(5, 2, 3);
    expect(await collect(rereadOnFailure(() => reader.read()))).toEqual([1, 2, 3, 4, 5]);
    expect(reader.reads).toBe(3);
  });

  it('gives up after its attempts, and never retries a refusal of ours', async () => {
    const always = flaky(5, 99, 1);
    await expect(collect(rereadOnFailure(() => always.read()))).rejects.toThrow(TypeError);
    expect(always.reads).toBe(XLSX_READ_ATTEMPTS);
    let refusals = 0;
    const refusing = async function* (): AsyncGenerator<SheetRow> {
      refusals++;
      yield await Promise.reject(new AppError('spreadsheet_unreadable'));
    };
    await expect(collect(rereadOnFailure(refusing))).rejects.toSatisfy(isAppError);
    expect(refusals).toBe(1);
  });
});

describe('matchHeader', () => {
  it('matches by text, whatever the case, accents, spaces and asterisks, in any column', () => {
    expect(normalizeHeader('  NÚMERO DE  control* ')).toBe('numero de control');
    const headers = { controlNumber: 'Número de control', savings: 'Ahorro total' };
    expect(matchHeader(['x', 'AHORRO TOTAL', null, 'numero de control'], headers)).toEqual({
      controlNumber: 3,
      savings: 1,
    });
    expect(matchHeader(['Número de control'], headers)).toBeNull();
    expect(matchHeader(['Número de control'], headers, ['savings'])).toEqual({ controlNumber: 0, savings: -1 });
  });
});
