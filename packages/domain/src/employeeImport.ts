/**
 * One row of the employee import (03 §4), read as text, checked field by field with
 * the same rules as the employee form (email, phone, account and bank), and reported in Spanish:
 * the import answers `results.errors[{controlNumber, error}]` for every bad row.
 */
import { ACCOUNT_PROBLEM_TEXTS } from './accountProblemTexts';
import { accountProblem } from './bankAccount';
import { BANK_CODES, EDITABLE_EMPLOYEE_STATUSES, type BankCode } from './catalog';
import { foldText } from './foldText';
import { EMPLOYEE_STATUS_LABELS, roleLabel } from './labels';
import { MESSAGE_TEXTS } from './messageTexts';
import { onboardingSchema } from './schemas/auth';
import { MAX_LENGTH } from './maxLength';
import { isRfc, normalizeTin } from './tin';

/** The template's columns in order: key → header (an asterisk marks a required column). */
export const EMPLOYEE_IMPORT_HEADERS = {
  controlNumber: 'Número de control*',
  name: 'Nombre*',
  email: 'Correo',
  phone: 'Teléfono',
  status: 'Estatus',
  accountNumber: 'Número de cuenta',
  bank: 'Banco',
  workLocation: 'Centro de trabajo*',
  tin: 'RFC',
  role: 'Rol',
} as const;
export type EmployeeImportColumn = keyof typeof EMPLOYEE_IMPORT_HEADERS;

export const DEFAULT_IMPORT_ROLE = 'employee';

/**
 * The template's worked example: it lives on the template's second sheet, which the
 * import never reads. Templates downloaded before it moved there carry it as their first data
 * row; the reader skips a row equal to it (isTemplateExample), so it is never imported.
 */
export const TEMPLATE_EXAMPLE: Record<EmployeeImportColumn, string> = {
  controlNumber: 'EMP-0001',
  name: 'María Pérez López',
  email: 'maria.perez@ejemplo.mx',
  phone: '4775550101',
  status: EMPLOYEE_STATUS_LABELS.hired,
  accountNumber: '072180001234567897',
  bank: '072',
  workLocation: 'Planta León',
  tin: 'PELM800101AB1',
  role: roleLabel(DEFAULT_IMPORT_ROLE),
};

/** True for the example row (control number, name and account as the template wrote them). */
export function isTemplateExample(cells: Partial<Record<EmployeeImportColumn, string>>): boolean {
  return (['controlNumber', 'name', 'accountNumber'] as const).every(
    (key) => (cells[key] ?? '').trim() === TEMPLATE_EXAMPLE[key],
  );
}

/**
 * The words the Estatus and Rol cells may hold: the Spanish label the screens show
 * or the code, in any case and with or without accents. "Empleado" also names the employee role
 * (the screens call it Solicitante, HR calls it Empleado).
 */
const STATUS_WORDS: Record<(typeof EDITABLE_EMPLOYEE_STATUSES)[number], readonly string[]> = {
  hired: ['hired', EMPLOYEE_STATUS_LABELS.hired],
  fired: ['fired', EMPLOYEE_STATUS_LABELS.fired],
};
const ROLE_ALIASES: Record<string, readonly string[]> = { employee: ['Empleado'] };

function wordOf<T extends string>(cell: string, words: Iterable<[T, readonly string[]]>): T | undefined {
  const folded = foldText(cell);
  for (const [value, names] of words) if (names.some((name) => foldText(name) === folded)) return value;
  return undefined;
}

/** The status a cell names ('' is hired, 03 §4), or undefined. */
export function importStatusOf(cell: string): EmployeeImportRow['status'] | undefined {
  if (cell.trim() === '') return 'hired';
  return wordOf(cell.trim(), Object.entries(STATUS_WORDS) as [EmployeeImportRow['status'], readonly string[]][]);
}

/** The role name a cell names among `roleNames` ('' is employee), or undefined. */
export function importRoleOf(cell: string, roleNames: readonly string[]): string | undefined {
  const text = cell.trim();
  if (text === '') return DEFAULT_IMPORT_ROLE;
  if (roleNames.includes(text)) return text;
  return wordOf(
    text,
    roleNames.map((name): [string, readonly string[]] => [
      name,
      [name, roleLabel(name), ...(ROLE_ALIASES[name] ?? [])],
    ]),
  );
}

export interface EmployeeImportRow {
  controlNumber: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: (typeof EDITABLE_EMPLOYEE_STATUSES)[number];
  accountNumber: string | null;
  bank: BankCode | null;
  workLocation: string;
  tin: string | null;
  role: string;
}

const LIMITS: Partial<Record<EmployeeImportColumn, [number, string]>> = {
  controlNumber: [MAX_LENGTH.controlNumber, 'El número de control es demasiado largo'],
  name: [MAX_LENGTH.name, 'El nombre es demasiado largo'],
  workLocation: [MAX_LENGTH.location, 'El centro de trabajo es demasiado largo'],
};

/**
 * The row problems the file's reader finds rather than the row's check (a number cell too long to
 * keep exact, a control number repeated across rows), worded here with the row's other problems.
 */
export const IMPORT_FILE_PROBLEMS = {
  numberTooLong: (column: EmployeeImportColumn) =>
    `La columna «${EMPLOYEE_IMPORT_HEADERS[column].replace(/\*$/, '')}» tiene un número demasiado largo: ` +
    'escríbelo como texto',
  repeatedControlNumber: (firstRow: number) => `Número de control repetido en el archivo (fila ${firstRow})`,
};

export type ParsedImportRow = { ok: true; row: EmployeeImportRow } | { ok: false; errors: string[] };

/**
 * Checks one row. Cells are the row's text (trimmed by the caller or here); a blank status means
 * hired and a blank role means employee (03 §4). Status and role take the Spanish label or the
 * code; other words are errors, not guesses ("despedido" is not Baja).
 */
export function parseEmployeeImportRow(
  cells: Partial<Record<EmployeeImportColumn, string>>,
  roleNames: readonly string[],
): ParsedImportRow {
  const text = (key: EmployeeImportColumn) => (cells[key] ?? '').trim();
  const errors: string[] = [];
  for (const [key, [max, message]] of Object.entries(LIMITS) as [EmployeeImportColumn, [number, string]][]) {
    if (text(key).length > max) errors.push(message);
  }
  if (Object.values(cells).some((v) => v?.includes('\u0000'))) errors.push('La fila tiene caracteres no válidos');
  if (!text('controlNumber')) errors.push('Falta el número de control');
  if (!text('name')) errors.push('Falta el nombre');
  if (!text('workLocation')) errors.push('Falta el centro de trabajo');

  const email = text('email');
  if (email && !onboardingSchema.shape.email.safeParse(email).success) errors.push('El correo no es válido');
  const phone = text('phone');
  if (phone && !onboardingSchema.shape.phone.safeParse(phone).success) {
    errors.push(MESSAGE_TEXTS['errors.invalid_phone']);
  }

  const status = importStatusOf(text('status'));
  if (!status) errors.push(`El estatus debe ser ${EMPLOYEE_STATUS_LABELS.hired} o ${EMPLOYEE_STATUS_LABELS.fired}`);

  const bankText = text('bank');
  const bank = bankText ? (BANK_CODES.find((code) => code === bankText.padStart(3, '0')) ?? null) : null;
  if (bankText && !bank) errors.push('El banco debe ser 072 (BANORTE) o 021 (HSBC)');
  const account = text('accountNumber');
  const problem = bankText && !bank ? null : accountProblem(account, bank);
  if (problem) errors.push(ACCOUNT_PROBLEM_TEXTS[problem as keyof typeof ACCOUNT_PROBLEM_TEXTS]);

  // The form's RFC rule (tin.ts): normalized, then the pattern.
  const tin = normalizeTin(cells.tin ?? '');
  if (tin && !isRfc(tin)) errors.push(MESSAGE_TEXTS['auth.error.invalid_tin']);

  const role = importRoleOf(text('role'), roleNames);
  if (!role) errors.push(`El rol «${text('role').slice(0, 50)}» no existe`);

  if (errors.length > 0 || !status || !role) return { ok: false, errors };
  return {
    ok: true,
    row: {
      controlNumber: text('controlNumber'),
      name: text('name'),
      email: email || null,
      phone: phone || null,
      status,
      accountNumber: account || null,
      bank,
      workLocation: text('workLocation'),
      tin: tin || null,
      role,
    },
  };
}
