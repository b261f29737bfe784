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
import { centralDirectoryZip } from './zipDirectory';

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

export interface ReadSheetOptions {
  /**
   * A number shown with a zero-padding format ("00000", how Excel users keep an identifier's
   * leading zeros in a number cell) is yielded as the text Excel shows ("00457"). Reads the
   * workbook's styles, so only readers of identifiers ask for it (the employee import).
   */
  zeroPaddedText?: boolean;
}

const ZERO_PADDING = /^0+$/;

/** The text Excel shows for an integer in a zero-padding format; otherwise the cell unchanged. */
function padded(cell: Cell, numFmt: string | undefined): Cell {
  if (typeof cell !== 'number' || !numFmt || !ZERO_PADDING.test(numFmt) || !Number.isSafeInteger(cell) || cell < 0)
    return cell;
  return String(cell).padStart(numFmt.length, '0');
}

async function* xlsxRows(bytes: Buffer, options: ReadSheetOptions): AsyncGenerator<SheetRow> {
  // The central directory's entries only, as the upload check inflated them (decision 050);
  // taken whole first so an inconsistent archive is refused as such, not as a stream error.
  // (Without empty chunks: a directory entry gives one, and it stalled the unzip stream for good.)
  const chunks = [...centralDirectoryZip(bytes)].filter((chunk) => chunk.length > 0);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks, { objectMode: false }), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: options.zeroPaddedText ? 'cache' : 'ignore',
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
      const cells = Array.from(values.slice(1), plain);
      yield {
        rowNumber: row.number,
        cells: options.zeroPaddedText ? cells.map((cell, i) => padded(cell, row.getCell(i + 1).numFmt)) : cells,
      };
    }
    first = false;
  }
}

function* xlsRows(bytes: Buffer): Generator<SheetRow> {
  const book = XLSX.read(bytes, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    dense: true,
  });
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!sheet) return;
  const start = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  for (let i = 0; i < rows.length; i++) yield { rowNumber: start + i + 1, cells: (rows[i] ?? []).map(plain) };
}

/** exceljs's streaming reader reads a sound file again at most this many times (see rereadOnFailure). */
export const XLSX_READ_ATTEMPTS = 3;

/**
 * exceljs's streaming reader now and then fails on a sound file when the machine is busy: its
 * unzip stream and its stream iteration race, and an entry is read out of order (seen as
 * "Cannot read properties of undefined (reading 'sheets')", or a sax "disallowed character" in
 * the shared strings), about one upload in a hundred under a full test run. The bytes are in
 * memory, so a failed read starts again and skips the rows already given; a file that fails
 * every time is unreadable. Rows come in increasing row numbers, which makes the skip exact.
 */
export async function* rereadOnFailure(
  read: () => AsyncIterable<SheetRow>,
  attempts = XLSX_READ_ATTEMPTS,
): AsyncGenerator<SheetRow> {
  let given = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      for await (const row of read()) {
        if (row.rowNumber <= given) continue;
        given = row.rowNumber;
        yield row;
      }
      return;
    } catch (error) {
      if (error instanceof AppError || attempt >= attempts) throw error;
    }
  }
}

/** The first sheet's rows; a workbook the reader cannot open is a 400 spreadsheet_unreadable. */
export async function* readSheetRows(
  bytes: Buffer,
  kind: SpreadsheetKind,
  options: ReadSheetOptions = {},
): AsyncGenerator<SheetRow> {
  try {
    if (kind === 'xlsx') yield* rereadOnFailure(() => xlsxRows(bytes, options));
    else yield* xlsRows(bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('spreadsheet_unreadable');
  }
}
