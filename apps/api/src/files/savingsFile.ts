/**
 * The savings file of 03 §4 as payroll systems export it: title rows above the
 * header `Número de control | Ahorro total` (matched by text, in any column), extra columns,
 * amounts as numbers or as text with `$` and thousands separators, and the export's own total
 * row. Reads the rows into what the upload applies: each control number's savings, and the
 * rows that cannot be applied with their reason. Pure: it runs in the spreadsheet worker.
 */
import { SAVINGS_HEADERS, SAVINGS_RESULT_LIST_LIMIT, parseSpreadsheetAmount, type SavingsBadRow } from '@abono/domain';
import { AppError } from '../lib/appError';
import { matchHeader } from './spreadsheet/matchHeader';
import type { SheetRow } from './spreadsheet/readSheetRows';

/** The header must show up within the first rows (title rows above it are normal). */
const HEADER_SEARCH_ROWS = 50;
const MAX_CONTROL_LENGTH = 30;
/** Rows with these words instead of a control number are the export's own totals. */
const TOTAL_WORDS = new Set(['total', 'totales', 'suma', 'gran total']);

/**
 * Column-wise (controls[i] has amounts[i], in file order): two arrays of strings cross from the
 * worker to the request far cheaper than 50,000 small objects.
 */
export interface SavingsFile {
  controls: string[];
  amounts: string[];
  /** The first SAVINGS_RESULT_LIST_LIMIT refused rows, in file order (what the answer lists)… */
  bad: SavingsBadRow[];
  /** …and how many rows were refused in all. */
  badCount: number;
}

function text(cell: SheetRow['cells'][number] | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

export async function readSavingsFile(rows: AsyncIterable<SheetRow>): Promise<SavingsFile> {
  let columns: { controlNumber: number; savings: number } | null = null;
  /** Control number → the row its amount was taken from (a repeat names that row). */
  const seen = new Map<string, number>();
  const file: SavingsFile = { controls: [], amounts: [], bad: [], badCount: 0 };
  const refuse = (bad: SavingsBadRow) => {
    file.badCount++;
    if (file.bad.length < SAVINGS_RESULT_LIST_LIMIT) file.bad.push(bad);
  };
  for await (const { rowNumber, cells } of rows) {
    if (!columns) {
      columns = matchHeader(cells, SAVINGS_HEADERS);
      if (!columns && rowNumber >= HEADER_SEARCH_ROWS) break;
      continue;
    }
    const control = text(cells[columns.controlNumber]);
    const amountCell = cells[columns.savings] ?? null;
    // Blank rows and the export's total row are not employees: ignored, not reported.
    if (control === '' || TOTAL_WORDS.has(control.toLowerCase())) continue;
    const shown = control.slice(0, MAX_CONTROL_LENGTH);
    if (control.length > MAX_CONTROL_LENGTH || control.includes('\u0000')) {
      refuse({ row: rowNumber, control_number: shown, reason: 'El número de control no es válido' });
      continue;
    }
    const first = seen.get(control);
    if (first !== undefined) {
      refuse({
        row: rowNumber,
        control_number: control,
        reason: `El número de control se repite en el archivo (fila ${first})`,
      });
      continue;
    }
    const parsed = parseSpreadsheetAmount(amountCell);
    if (!parsed.ok) refuse({ row: rowNumber, control_number: control, reason: parsed.reason });
    else {
      seen.set(control, rowNumber);
      file.controls.push(control);
      file.amounts.push(parsed.amount);
    }
  }
  if (!columns) throw new AppError('savings_header_missing');
  return file;
}
