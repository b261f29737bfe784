/**
 * The employee import template (03 §4, issue 9 §3): a real .xlsx with the import's columns
 * (required ones marked with an asterisk), drop-down lists for Estatus, Banco and Rol, an example
 * row and a frozen header. The columns are the domain's EMPLOYEE_IMPORT_HEADERS, which the import reads.
 */
import ExcelJS from 'exceljs';
import { BANK_CODES, EDITABLE_EMPLOYEE_STATUSES, EMPLOYEE_IMPORT_HEADERS } from '@abono/domain';

/** Rows the drop-down lists cover (far beyond any real import). */
const LIST_ROWS = 10_000;

const EXAMPLE = ['EMP-0001', 'María Pérez López', 'maria.perez@ejemplo.mx', '4775550101', 'hired', '072180001234567897', '072', 'Planta León', 'PELM800101AB1', 'employee'];

/**
 * An inline list for Excel's data validation: `"a,b,c"`. Excel allows 255 characters and no commas
 * or quotes inside a value, so names that would break it are left out of the drop-down (the
 * import still accepts them typed by hand).
 */
function list(values: readonly string[]): string[] {
  const kept: string[] = [];
  for (const value of values.filter((v) => /^[\p{L}\p{N} _.-]+$/u.test(v))) {
    if ([...kept, value].join(',').length + 2 > 255) break;
    kept.push(value);
  }
  return [`"${kept.join(',')}"`];
}

/**
 * exceljs writes a range validation once (`dataValidations.add`), where a per-cell
 * `dataValidation` would repeat it in 10,000 cells; its typings do not declare the range form.
 */
function rangeValidations(sheet: ExcelJS.Worksheet): { add(range: string, validation: ExcelJS.DataValidation): void } {
  return (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
}

export async function employeeTemplate(roleNames: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Abono';
  const sheet = book.addWorksheet('Empleados', { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = Object.values(EMPLOYEE_IMPORT_HEADERS);
  sheet.columns = headers.map((header) => ({ header, width: Math.max(14, header.length + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  // Every cell is text (numFmt "@"): control numbers, accounts and phones keep their leading zeros.
  sheet.addRow(EXAMPLE);
  const column = (key: keyof typeof EMPLOYEE_IMPORT_HEADERS) => Object.keys(EMPLOYEE_IMPORT_HEADERS).indexOf(key) + 1;
  const validations: [keyof typeof EMPLOYEE_IMPORT_HEADERS, readonly string[], string][] = [
    ['status', EDITABLE_EMPLOYEE_STATUSES, 'Escribe hired (contratado) o fired (dado de baja); vacío es hired.'],
    ['bank', BANK_CODES, 'Escribe 072 (BANORTE) o 021 (HSBC).'],
    ['role', roleNames, 'El nombre de un rol; vacío es employee.'],
  ];
  for (const [key, values, prompt] of validations) {
    const letter = sheet.getColumn(column(key)).letter;
    rangeValidations(sheet).add(`${letter}2:${letter}${LIST_ROWS}`, {
      type: 'list',
      allowBlank: true,
      formulae: list(values),
      showErrorMessage: true,
      errorTitle: 'Valor no válido',
      error: prompt,
      showInputMessage: true,
      prompt,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
