/**
 * The employee import template (03 §4): a real .xlsx whose first sheet,
 * «Empleados», is what the import reads: the header (required columns marked with an asterisk),
 * drop-down lists for Estatus, Banco and Rol in Spanish, a frozen header, and no data. The
 * instructions and a worked example live on the second sheet, «Instrucciones», which the import
 * never reads (readSheetRows reads the first sheet only), so filling the template below its
 * header never imports the example. The columns are the domain's EMPLOYEE_IMPORT_HEADERS.
 */
import ExcelJS from 'exceljs';
import {
  BANK_CODES,
  EDITABLE_EMPLOYEE_STATUSES,
  EMPLOYEE_IMPORT_HEADERS,
  EMPLOYEE_STATUS_LABELS,
  TEMPLATE_EXAMPLE,
  roleLabel,
} from '@abono/domain';

/** Rows the drop-down lists cover (far beyond any real import). */
const LIST_ROWS = 10_000;

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
  return (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } })
    .dataValidations;
}

type Column = keyof typeof EMPLOYEE_IMPORT_HEADERS;

const or = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} o ${words.at(-1)}`;

function addInstructions(book: ExcelJS.Workbook, roleLabels: readonly string[]): void {
  const sheet = book.addWorksheet('Instrucciones');
  sheet.getColumn(1).width = 110;
  const statuses = EDITABLE_EMPLOYEE_STATUSES.map((s) => EMPLOYEE_STATUS_LABELS[s]);
  const lines = [
    'Cómo llenar la plantilla',
    '',
    '1. Escribe un empleado por fila en la hoja «Empleados», debajo del encabezado. Solo esa hoja se importa; esta no.',
    '2. Las columnas con asterisco (*) son obligatorias: Número de control, Nombre y Centro de trabajo.',
    `3. Estatus: ${or(statuses)}; vacío es ${EMPLOYEE_STATUS_LABELS.hired}.`,
    '4. Banco: 072 (BANORTE) o 021 (HSBC). Número de cuenta: 10 dígitos, o una CLABE de 18 del banco elegido.',
    `5. Rol: ${or(roleLabels)}; vacío es ${roleLabel('employee')}.`,
    '6. Importar el mismo archivo dos veces no cambia nada: un número de control que ya existe ' +
      'actualiza a ese empleado.',
    '',
    'Ejemplo (no se importa):',
  ];
  for (const text of lines) sheet.addRow([text]);
  sheet.getRow(1).font = { bold: true, size: 14 };
  const header = sheet.addRow(Object.values(EMPLOYEE_IMPORT_HEADERS));
  header.font = { bold: true };
  sheet.addRow((Object.keys(EMPLOYEE_IMPORT_HEADERS) as Column[]).map((key) => TEMPLATE_EXAMPLE[key]));
}

/** The template for an importer who may give `roleNames` (roleAssignment.ts decides which). */
export async function employeeTemplate(roleNames: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Abono';
  const sheet = book.addWorksheet('Empleados', { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = Object.values(EMPLOYEE_IMPORT_HEADERS);
  // Every cell is text (numFmt "@"): control numbers, accounts and phones keep their leading zeros.
  sheet.columns = headers.map((header) => ({ header, width: Math.max(14, header.length + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  const roleLabels = roleNames.map(roleLabel);
  const statuses = EDITABLE_EMPLOYEE_STATUSES.map((s) => EMPLOYEE_STATUS_LABELS[s]);
  const column = (key: Column) => Object.keys(EMPLOYEE_IMPORT_HEADERS).indexOf(key) + 1;
  const validations: [Column, readonly string[], string][] = [
    ['status', statuses, `Escribe ${or(statuses)}; vacío es ${EMPLOYEE_STATUS_LABELS.hired}.`],
    ['bank', BANK_CODES, 'Escribe 072 (BANORTE) o 021 (HSBC).'],
    ['role', roleLabels, `Uno de los roles que puedes asignar; vacío es ${roleLabel('employee')}.`],
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
  addInstructions(book, roleLabels);
  return Buffer.from(await book.xlsx.writeBuffer());
}
