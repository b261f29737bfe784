/**
 * One row of the employee import (03 §4, issue 9 §3), read as text, checked field by field with
 * the same rules as the employee form (email, phone, account and bank), and reported in Spanish:
 * the import answers `results.errors[{controlNumber, error}]` for every bad row.
 */
import { accountProblem, ACCOUNT_PROBLEMS } from './bankAccount';
import { BANK_CODES, EDITABLE_EMPLOYEE_STATUSES, type BankCode } from './catalog';
import { onboardingSchema } from './schemas/auth';
import { MAX_LENGTH } from './schemas/common';
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

/** The Spanish text of each account problem (the web form shows the same words from its catalog). */
export const ACCOUNT_PROBLEM_TEXTS: Record<(typeof ACCOUNT_PROBLEMS)[keyof typeof ACCOUNT_PROBLEMS], string> = {
  [ACCOUNT_PROBLEMS.digits]: 'El número de cuenta solo lleva dígitos',
  [ACCOUNT_PROBLEMS.length]: 'El número de cuenta debe tener 10 dígitos o ser una CLABE de 18',
  [ACCOUNT_PROBLEMS.checkDigit]: 'La CLABE no es válida: su dígito verificador no coincide',
  [ACCOUNT_PROBLEMS.bankMismatch]: 'La CLABE no es del banco elegido',
  [ACCOUNT_PROBLEMS.needsBank]: 'Indica el banco de la cuenta',
};

const LIMITS: Partial<Record<EmployeeImportColumn, [number, string]>> = {
  controlNumber: [MAX_LENGTH.controlNumber, 'El número de control es demasiado largo'],
  name: [MAX_LENGTH.name, 'El nombre es demasiado largo'],
  workLocation: [MAX_LENGTH.location, 'El centro de trabajo es demasiado largo'],
};

export type ParsedImportRow = { ok: true; row: EmployeeImportRow } | { ok: false; errors: string[] };

/**
 * Checks one row. Cells are the row's text (trimmed by the caller or here); a blank status means
 * hired and a blank role means employee (03 §4). Spanish status words are not the template's
 * values: "despedido" is an error, not a guess.
 */
export function parseEmployeeImportRow(cells: Partial<Record<EmployeeImportColumn, string>>, roleNames: readonly string[]): ParsedImportRow {
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
  if (phone && !onboardingSchema.shape.phone.safeParse(phone).success) errors.push('El teléfono no es válido');

  const status = text('status').toLowerCase() || 'hired';
  if (!(EDITABLE_EMPLOYEE_STATUSES as readonly string[]).includes(status)) errors.push('El estatus debe ser hired o fired');

  const bankText = text('bank');
  const bank = bankText ? (BANK_CODES.find((code) => code === bankText.padStart(3, '0')) ?? null) : null;
  if (bankText && !bank) errors.push('El banco debe ser 072 (BANORTE) o 021 (HSBC)');
  const account = text('accountNumber');
  const problem = bankText && !bank ? null : accountProblem(account, bank);
  if (problem) errors.push(ACCOUNT_PROBLEM_TEXTS[problem as keyof typeof ACCOUNT_PROBLEM_TEXTS]);

  // The form's RFC rule (tin.ts): normalized, then the pattern.
  const tin = normalizeTin(cells.tin ?? '');
  if (tin && !isRfc(tin)) errors.push('El RFC no es válido: 12 o 13 caracteres, como PEML800101AB1');

  const role = text('role') || DEFAULT_IMPORT_ROLE;
  if (!roleNames.includes(role)) errors.push(`El rol «${role.slice(0, 50)}» no existe`);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    row: {
      controlNumber: text('controlNumber'),
      name: text('name'),
      email: email || null,
      phone: phone || null,
      status: status as EmployeeImportRow['status'],
      accountNumber: account || null,
      bank,
      workLocation: text('workLocation'),
      tin: tin || null,
      role,
    },
  };
}
