/**
 * The employee import template of 03 §4 as HR fills it: the header row found by
 * its text (matchHeader: any case, accents, asterisks, extra columns; Número de control, Nombre
 * and Centro de trabajo required, the other columns optional), each row through the domain's
 * parseEmployeeImportRow (the form's rules) with the role names the import may name, a control
 * number already seen being an error on the later row, blank rows and the template's example
 * skipped. Pure: it runs in the spreadsheet worker; employeeImportService writes what it returns.
 */
import {
  EMPLOYEE_IMPORT_HEADERS,
  IMPORT_FILE_PROBLEMS,
  MAX_LENGTH,
  isTemplateExample,
  parseEmployeeImportRow,
  type EmployeeImportColumn,
  type EmployeeImportResult,
  type EmployeeImportRow,
  serverMessage,
} from '@abono/domain';
import { AppError } from '../lib/appError';
import { matchHeader } from './spreadsheet/matchHeader';
import type { Cell, SheetRow } from './spreadsheet/readSheetRows';

/** Title rows above the header are normal; it must show up within these. */
const HEADER_SEARCH_ROWS = 20;
/** Data rows one import takes: all of them go through one transaction. */
export const MAX_IMPORT_ROWS = 20_000;

const REQUIRED_COLUMNS: readonly EmployeeImportColumn[] = ['controlNumber', 'name', 'workLocation'];
const OPTIONAL_COLUMNS = (Object.keys(EMPLOYEE_IMPORT_HEADERS) as EmployeeImportColumn[]).filter(
  (k) => !REQUIRED_COLUMNS.includes(k),
);

type RowError = EmployeeImportResult['results']['errors'][number];

export interface ValidImportRow {
  row: number;
  data: EmployeeImportRow;
  /** The Estatus / Rol cells were filled (blank keeps an existing employee's). */
  statusGiven: boolean;
  roleGiven: boolean;
}

/** Plain data (it crosses from the spreadsheet worker): the rows to write and the rows refused. */
export interface EmployeeImportFile {
  valid: ValidImportRow[];
  errors: RowError[];
  /** The optional columns the file has. */
  present: Set<EmployeeImportColumn>;
}

/**
 * A cell as text. Numbers keep their digits; one too long for Excel to hold exactly (a CLABE or
 * an account typed as a number loses its last digits) is reported instead of guessed.
 */
function cellText(cell: Cell | undefined, key: EmployeeImportColumn): { text: string; problem?: string } {
  if (cell === null || cell === undefined) return { text: '' };
  if (typeof cell === 'string') return { text: cell };
  if (Number.isInteger(cell) && !Number.isSafeInteger(cell)) {
    return { text: '', problem: IMPORT_FILE_PROBLEMS.numberTooLong(key) };
  }
  return { text: String(cell) };
}

const shown = (controlNumber: string) => controlNumber.slice(0, MAX_LENGTH.controlNumber);

export async function readEmployeeImportFile(
  rows: AsyncIterable<SheetRow>,
  { roleNames }: { roleNames: readonly string[] },
): Promise<EmployeeImportFile> {
  let columns: Record<EmployeeImportColumn, number> | null = null;
  const valid: ValidImportRow[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  let dataRows = 0;
  for await (const { rowNumber, cells } of rows) {
    if (!columns) {
      columns = matchHeader(cells, EMPLOYEE_IMPORT_HEADERS, OPTIONAL_COLUMNS);
      if (!columns && rowNumber >= HEADER_SEARCH_ROWS) break;
      continue;
    }
    const texts: Partial<Record<EmployeeImportColumn, string>> = {};
    const problems: string[] = [];
    for (const [key, index] of Object.entries(columns) as [EmployeeImportColumn, number][]) {
      if (index < 0) continue;
      const { text, problem } = cellText(cells[index], key);
      texts[key] = text;
      if (problem) problems.push(problem);
    }
    // A blank row (spacing, or the rest of the template's formatted range) is not an employee.
    if (problems.length === 0 && Object.values(texts).every((v) => v!.trim() === '')) continue;
    // The worked example of a template downloaded before it moved to its own sheet is not an employee.
    if (isTemplateExample(texts)) continue;
    if (++dataRows > MAX_IMPORT_ROWS) {
      throw new AppError('payload_too_large', {
        message: serverMessage('importTooManyRows', { maxRows: MAX_IMPORT_ROWS.toLocaleString('es-MX') }),
      });
    }

    const controlNumber = (texts.controlNumber ?? '').trim();
    const rowErrors: string[] = [];
    const first = controlNumber === '' ? undefined : firstRowOf.get(controlNumber);
    if (first !== undefined) rowErrors.push(IMPORT_FILE_PROBLEMS.repeatedControlNumber(first));
    else if (controlNumber !== '') firstRowOf.set(controlNumber, rowNumber);
    rowErrors.push(...problems);
    const parsed = parseEmployeeImportRow(texts, roleNames);
    if (!parsed.ok) rowErrors.push(...parsed.errors);
    if (rowErrors.length > 0 || !parsed.ok) {
      errors.push({ row: rowNumber, controlNumber: shown(controlNumber), error: rowErrors.join('; ') });
      continue;
    }
    valid.push({
      row: rowNumber,
      data: parsed.row,
      statusGiven: (texts.status ?? '').trim() !== '',
      roleGiven: (texts.role ?? '').trim() !== '',
    });
  }
  const found = columns;
  if (!found) throw new AppError('employee_import_header_missing');
  if (dataRows === 0)
    throw new AppError('validation_error', {
      message: serverMessage('importNoEmployees'),
      fields: { file: 'errors.required' },
    });
  const present = new Set(OPTIONAL_COLUMNS.filter((key) => found[key] >= 0));
  return { valid, errors, present };
}
