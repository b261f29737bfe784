/**
 * The rows of a spreadsheet's first sheet as plain cells, for every upload that reads one.
 * .xlsx is streamed with exceljs's WorkbookReader (a 50,000-row file never sits in memory as a
 * workbook); legacy .xls is read with @e965/xlsx, only for that. A formula cell yields its
 * cached result; rich text its text. Call checkSpreadsheetUpload first.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import XLSX from '@e965/xlsx';
import { AppError } from '../../lib/appError';
import type { SpreadsheetKind } from './checkSpreadsheetUpload';

export type Cell = string | number | null;
export interface SheetRow {
  /** 1-based, as Excel shows it. */
  rowNumber: number;
  /** 0-based columns (A = 0). */
  cells: Cell[];
}

function plain(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ('formula' in v || 'sharedFormula' in v) return plain(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return null;
  }
  return null;
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let first = true;
  for await (const worksheet of reader) {
    // Only the first sheet holds the data; later sheets (notes, totals) are read past.
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      if (!first) continue;
      const values = row.values as unknown[];
      // exceljs rows are sparse arrays: Array.from turns the holes into nulls too.
      yield { rowNumber: row.number, cells: Array.from(values.slice(1), plain) };
    }
    first = false;
  }
}

function* xlsRows(bytes: Buffer): Generator<SheetRow> {
  const book = XLSX.read(bytes, { type: 'buffer', cellFormula: false, cellHTML: false, cellStyles: false, dense: true });
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet) return;
  const start = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  for (let i = 0; i < rows.length; i++) yield { rowNumber: start + i + 1, cells: (rows[i] ?? []).map(plain) };
}

/** The first sheet's rows; a workbook the reader cannot open is a 400 spreadsheet_unreadable. */
export async function* readSheetRows(bytes: Buffer, kind: SpreadsheetKind): AsyncGenerator<SheetRow> {
  try {
    if (kind === 'xlsx') yield* xlsxRows(bytes);
    else yield* xlsRows(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('spreadsheet_unreadable');
  }
}
